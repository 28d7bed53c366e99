package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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

  /**
   * The client's reader ({@link Results.DateTimeReader}'s scan, else jackson-datatype-jsr310's) reads every text as
   * jackson-datatype-jsr310 alone does: the same value and offset, or the same error message.
   */
  @Test
  void theScanReadsEveryTextAsTheStandardReaderDoes() throws Exception {
    ObjectMapper standard = JsonMapper.builder().addModule(new JavaTimeModule())
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE).build();
    ObjectMapper client = Results.mapper();
    List<String> texts = new ArrayList<>(List.of("2025-05-01T12:00:00Z", "2025-05-01T12:00:00.5+02:00",
        "2025-05-01T12:00:00.123456789-05:30", "2025-05-01T12:00:00.1234567891Z", "2025-05-01T12:00:00.Z",
        "2025-05-01T12:00Z", "2025-05-01t12:00:00z", "2025-05-01 12:00:00Z", " 2025-05-01T12:00:00Z",
        "2025-05-01T12:00:00+0200", "2025-05-01T12:00:00+02", "2025-05-01T12:00:00-00:00", "2025-05-01T12:00:00+18:00",
        "2025-05-01T12:00:00+18:01", "2025-05-01T12:00:00+05:60", "2024-02-29T00:00:00Z", "2025-02-29T00:00:00Z",
        "2025-13-01T00:00:00Z", "2025-04-31T00:00:00Z", "2025-05-01T24:00:00Z", "2025-05-01T23:59:60Z",
        "0000-01-01T00:00:00Z", "+12025-05-01T12:00:00Z", "2025-05-01T12:00:00", "1714564800", "1714564800.5", "",
        "2025-05-01T12:00:00ZZ", "2025-05-01T12:00:00+02:00x", "2025-05-01T1a:00:00Z", "２025-05-01T12:00:00Z"));
    Random random = new Random(32);
    for (int i = 0; i < 2000; i++) {
      StringBuilder text = new StringBuilder(String.format("%04d-%02d-%02dT%02d:%02d:%02d", random.nextInt(3000),
          random.nextInt(14), random.nextInt(33), random.nextInt(26), random.nextInt(62), random.nextInt(62)));
      if (random.nextBoolean()) {
        text.append('.').append(String.valueOf(random.nextLong() & Long.MAX_VALUE), 0, 1 + random.nextInt(10));
      }
      text.append(random.nextInt(4) == 0 ? "Z" : String.format("%s%02d:%02d", random.nextBoolean() ? "+" : "-",
          random.nextInt(20), random.nextInt(61)));
      texts.add(text.toString());
    }
    int scanned = 0;
    for (String text : texts) {
      assertEquals(read(standard, text), read(client, text), text);
      scanned += Results.DateTimeReader.scan(text) == null ? 0 : 1;
    }
    assertTrue(scanned > 500, "the scan read " + scanned + " of the texts");
  }

  /** The scan takes the forms servers send and leaves the others to the standard reader. */
  @Test
  void theScanTakesRfc3339AndLeavesTheRest() throws Exception {
    assertEquals(OffsetDateTime.of(2025, 5, 1, 12, 0, 0, 500_000_000, ZoneOffset.ofHours(2)),
        Results.DateTimeReader.scan("2025-05-01T12:00:00.5+02:00"));
    assertNotNull(Results.DateTimeReader.scan("2025-05-01T12:00:00Z"));
    assertNull(Results.DateTimeReader.scan("2025-05-01t12:00:00z"));
    assertNull(Results.DateTimeReader.scan("2025-02-29T00:00:00Z"));
    // A result's field and a root value are both read by the client's reader, which scans them.
    ObjectMapper client = Results.mapper();
    DefaultDeserializationContext context = ((DefaultDeserializationContext) client.getDeserializationContext())
        .createInstance(client.getDeserializationConfig(), client.createParser("{}"), null);
    assertTrue(assertInstanceOf(Results.DateTimeReader.class,
        context.findRootValueDeserializer(client.constructType(OffsetDateTime.class))).scans());
    BeanDeserializerBase record = (BeanDeserializerBase) context.findRootValueDeserializer(
        client.constructType(Stamped.class));
    assertTrue(assertInstanceOf(Results.DateTimeReader.class, record.findProperty("at").getValueDeserializer()).scans());
    Stamped read = client.readerFor(Stamped.class).readValue(JsonNodeFactory.instance.objectNode()
        .put("at", "2025-05-01T12:00:00Z"));
    assertEquals(OffsetDateTime.of(2025, 5, 1, 12, 0, 0, 0, ZoneOffset.UTC), read.at());
  }

  /** What {@code mapper} reads from the JSON string {@code text}, as a record field: the value, or the error's message. */
  private static String read(ObjectMapper mapper, String text) {
    try {
      Stamped stamped = mapper.readerFor(Stamped.class).readValue(JsonNodeFactory.instance.objectNode().put("at", text));
      return stamped.at() == null ? "null" : stamped.at() + " " + stamped.at().getOffset().getId();
    } catch (Exception e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
  }
}
