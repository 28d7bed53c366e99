package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Retries by the document's policy: which statuses, how long, and a Retry-After too long to wait for. */
class RetriesTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private final FakeServer server;
  private final RecordingSleeper sleeper = new RecordingSleeper();

  RetriesTest() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private JsonNode status() {
    return TestTransports.of(server.baseUrl(), sleeper).call(op("jobs.status"), null, JSON, RequestOptions.NONE).data();
  }

  @Test
  void aRetryAfterOverTheDocumentsMaximumFailsAtOnceWithoutWaiting() {
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", "3600"), "")).reply(FakeServer.Reply.json(200, "{}"));
    ApiException e = assertThrows(ApiException.class, this::status);
    assertEquals("Unavailable", e.catalogClass());
    assertEquals("retry_after_too_long", e.details().path("reason").asText());
    assertEquals("3600", e.details().path("retry_after").toString(), "an integer, as the server sent it");
    assertEquals(503, e.details().path("status").asInt());
    assertEquals(List.of(), sleeper.waits());
    assertEquals(1, server.requests().size());
  }

  @Test
  void sixtySecondsIsStillWaitedFor() {
    server.reply(new FakeServer.Reply(429, Map.of("Retry-After", "60"), "")).reply(FakeServer.Reply.json(200, "{}"));
    status();
    assertEquals(List.of(Duration.ofSeconds(60)), sleeper.waits());
  }

  @Test
  void anHttpDateRetryAfterIsHonoured() {
    String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(30));
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", date), "")).reply(FakeServer.Reply.json(200, "{}"));
    status();
    long waited = sleeper.waits().get(0).toSeconds();
    assertTrue(waited >= 28 && waited <= 30, "about 30 s: " + waited);
  }

  @Test
  void aDateTooFarOutFailsWithItsSecondsFromNow() {
    String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusHours(1));
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", date), ""));
    ApiException e = assertThrows(ApiException.class, this::status);
    long seconds = e.details().path("retry_after").asLong();
    assertTrue(seconds > 3590 && seconds <= 3600, String.valueOf(seconds));
  }

  @Test
  void aStatusOutsideTheDocumentsListIsNotRetried() {
    server.reply(FakeServer.Reply.json(502, "")).reply(FakeServer.Reply.json(200, "{}"));
    ApiException e = assertThrows(ApiException.class, this::status);
    assertEquals(502, e.status());
    assertEquals(1, server.requests().size());
  }

  @Test
  void withoutRetryAfterTheWaitsAreFullJitterUnderTheDoublingBase() {
    server.reply(FakeServer.Reply.json(503, "")).reply(FakeServer.Reply.json(503, "")).reply(FakeServer.Reply.json(200, "{}"));
    status();
    List<Duration> waits = sleeper.waits();
    assertEquals(2, waits.size());
    assertTrue(waits.get(0).toMillis() < 500 && waits.get(1).toMillis() < 1000, waits.toString());
  }
}
