package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** A {@code format: date-time} value is an OffsetDateTime with the offset the server sent, written back as ISO text. */
class DateTimeTest {
  record Stamped(@JsonProperty("at") OffsetDateTime at) {}

  @Test
  void theServersOffsetIsKeptAndWrittenBackAsText() throws Exception {
    Transport transport = TestTransports.of("http://127.0.0.1:9", new RecordingSleeper());
    Stamped read = transport.parse("{\"at\": \"2025-05-01T12:00:00.5+02:00\"}".getBytes(StandardCharsets.UTF_8),
        TypeToken.of(Stamped.class));
    assertEquals(OffsetDateTime.of(2025, 5, 1, 12, 0, 0, 500_000_000, ZoneOffset.ofHours(2)), read.at());
    assertEquals("{\"at\":\"2025-05-01T12:00:00.5+02:00\"}", transport.mapper().writeValueAsString(read));
    Stamped utc = transport.parse("{\"at\": \"2025-05-01T12:00:00Z\"}".getBytes(StandardCharsets.UTF_8),
        TypeToken.of(Stamped.class));
    assertEquals("{\"at\":\"2025-05-01T12:00:00Z\"}", transport.mapper().writeValueAsString(utc));
  }
}
