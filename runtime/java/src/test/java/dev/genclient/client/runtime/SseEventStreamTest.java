package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A stream op declared {@code stream_format: sse}: the same iterator as NDJSON over server-sent events. */
class SseEventStreamTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private final FakeServer server;

  SseEventStreamTest() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private EventStream<JsonNode> events(String body) {
    server.reply(new FakeServer.Reply(200, Map.of("Content-Type", "text/event-stream"), body));
    return TestTransports.of(server.baseUrl(), new RecordingSleeper()).stream(op("ticks.events"), null, JSON,
        RequestOptions.NONE);
  }

  private static List<Integer> numbers(EventStream<JsonNode> stream) {
    List<Integer> out = new ArrayList<>();
    try (stream) {
      stream.forEachRemaining(event -> out.add(event.path("n").asInt()));
    }
    return out;
  }

  private static ApiException failure(EventStream<JsonNode> stream) {
    try (stream) {
      assertEquals(1, stream.next().path("n").asInt());
      ApiException e = assertThrows(ApiException.class, stream::next);
      assertFalse(stream.hasNext());
      return e;
    }
  }

  @Test
  void theOpsFormatComesFromTheDocument() {
    assertEquals("sse", op("ticks.events").streamFormat());
    assertEquals("ndjson", op("ticks.tail").streamFormat());
  }

  @Test
  void messagesAreEventsAndCommentsUnknownNamesAndRetryAreSkipped() {
    assertEquals(List.of(1, 2, 3), numbers(events(": stream opened\r\nretry: 5\r\n\r\ndata: {\"n\": 1}\r\n\r\n"
        + "event: progress\rdata: {\"n\": 99}\r\revent: message\nid: 2\ndata: {\"n\":\ndata:  2}\n\n"
        + "data: {\"n\": 3, \"text\": \"\u00e9\"}\n\n")));
  }

  @Test
  void anErrorEventRaisesItsMappedErrorWithItsRowsFirstStatus() {
    ApiException e = failure(events("data: {\"n\": 1}\n\nevent: error\n"
        + "data: {\"error\": {\"code\": \"args.bad\", \"message\": \"late\"}}\n\n"
        + "data: {\"n\": 2}\n\n"));
    assertEquals("Args", e.catalogClass());
    assertEquals(400, e.status());
    assertEquals("args.bad", e.errorCode());
  }

  @Test
  void dataThatIsNoEventAnErrorEventWithoutTheEnvelopeAndACutOffBodyAreMalformed() {
    for (String tail : List.of("data: not json\n\n", "data: {\"m\": 2}\n\n", "event: error\ndata: {\"code\": 1}\n\n",
        "data: {\"n\": 2}\n", "data: {\"n\"")) {
      ApiException e = failure(events("data: {\"n\": 1}\n\n" + tail));
      assertEquals("Mismatch", e.catalogClass(), tail);
      assertEquals("malformed_event", e.details().path("reason").asText(), tail);
    }
  }

  @Test
  void aLineOverTheDocumentsLimitIsMalformed() {
    ApiException e = failure(events("data: {\"n\": 1}\n\ndata: {\"n\": 2, \"pad\": \"" + "x".repeat(64) + "\"}\n\n"));
    assertEquals("a stream line is longer than 64 bytes", e.errorMessage());
  }

  @Test
  void aForEachLoopReadsTheStreamOnceAndASecondIteratorIsRefused() {
    List<Integer> seen = new ArrayList<>();
    try (EventStream<JsonNode> stream = events("data: {\"n\": 1}\n\ndata: {\"n\": 2}\n\n")) {
      for (JsonNode event : stream) {
        seen.add(event.path("n").asInt());
      }
      IllegalStateException again = assertThrows(IllegalStateException.class, stream::iterator);
      assertEquals("an EventStream is read once: iterator() was already called on it; call the op again for a new stream",
          again.getMessage());
    }
    assertEquals(List.of(1, 2), seen);
  }
}
