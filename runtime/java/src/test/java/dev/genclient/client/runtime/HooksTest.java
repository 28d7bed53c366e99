package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Hooks per try (order, op, request id, try number, headers they add) and client copies made by withOptions. */
class HooksTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private FakeServer server;

  @BeforeEach
  void start() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /** Hooks that record each run and tag their try's request. */
  private static Hooks recording(List<String> log) {
    return new Hooks() {
      @Override
      public void beforeRequest(HookContext context, HttpRequest.Builder request) {
        log.add("before " + context.op() + " " + context.attempt());
        request.setHeader("X-Attempt", String.valueOf(context.attempt())).setHeader("X-Seen-Id", context.requestId());
      }

      @Override
      public void afterResponse(HookContext context, HttpResponse<?> response) {
        log.add("after " + context.op() + " " + context.attempt() + " " + response.statusCode());
      }

      @Override
      public void onError(HookContext context, RuntimeException error) {
        log.add("error " + context.op() + " " + context.attempt() + " " + ((ApiException) error).catalogClass());
      }
    };
  }

  @Test
  void hooksRunPerTryInOrderWithTheOpTheTryAndTheCallsRequestId() {
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", "0"), "")).reply(FakeServer.Reply.json(200, "{}"))
        .reply(FakeServer.Reply.json(403, "{\"error\": {\"code\": \"policy.denied\", \"message\": \"no\"}}"));
    List<String> log = new ArrayList<>();
    Transport transport = TestTransports.of(server.baseUrl(), new RecordingSleeper())
        .withOptions(ClientOptions.builder().hook(recording(log)).build());
    transport.call(TestTransports.op("jobs.status"), null, JSON, RequestOptions.builder().maxRetries(1).build());
    assertThrows(ApiException.class, () -> transport.call(TestTransports.op("jobs.status"), null, JSON, RequestOptions.NONE));
    assertEquals(List.of("before jobs.status 1", "after jobs.status 1 503", "before jobs.status 2", "after jobs.status 2 200",
        "before jobs.status 1", "after jobs.status 1 403", "error jobs.status 1 Denied"), log);
    List<FakeServer.Request> requests = server.requests();
    assertEquals(List.of("1", "2", "1"), requests.stream().map(r -> r.header("X-attempt")).toList());
    assertEquals(requests.get(0).header("X-request-id"), requests.get(1).header("X-seen-id"), "one request id on every try");
  }

  @Test
  void aCopySharesTheConnectionsAndDiscoveryAndChangesOnlyItself() {
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", "0"), "")).reply(FakeServer.Reply.json(200, "{}"))
        .reply(new FakeServer.Reply(503, Map.of("Retry-After", "0"), ""));
    Transport original = TestTransports.of(server.baseUrl(), new RecordingSleeper());
    List<String> log = new ArrayList<>();
    Transport copy = original.withOptions(ClientOptions.builder().maxRetries(1).timeout(Duration.ofSeconds(3))
        .header("X-Team", "copy").hook(recording(log)).build());
    assertSame(original.profile(), copy.profile(), "what discovery learns, the copy knows");
    copy.call(TestTransports.op("jobs.status"), null, JSON, RequestOptions.NONE);
    assertThrows(ApiException.class, () -> original.call(TestTransports.op("jobs.status"), null, JSON,
        RequestOptions.builder().maxRetries(0).build()));
    List<FakeServer.Request> requests = server.requests();
    assertEquals(3, requests.size());
    assertEquals("copy", requests.get(1).header("X-team"));
    assertNull(requests.get(2).header("X-team"), "the original keeps its own headers");
    assertEquals(4, log.size(), "the original runs no hook of the copy: " + log);
  }

  @Test
  void afterResponseOfAStreamRunsBeforeItsEventsAreRead() {
    server.reply(new FakeServer.Reply(200, Map.of("Content-Type", "application/x-ndjson"), "{\"n\": 1}\n"));
    List<String> log = new ArrayList<>();
    Transport transport = TestTransports.of(server.baseUrl(), new RecordingSleeper())
        .withOptions(ClientOptions.builder().hook(recording(log)).build());
    try (EventStream<JsonNode> stream = transport.stream(TestTransports.op("ticks.tail"), null, JSON, RequestOptions.NONE)) {
      assertEquals(List.of("before ticks.tail 1", "after ticks.tail 1 200"), log, "the stream is handed over after it");
      assertEquals(1, stream.next().path("n").asInt());
    }
  }

  @Test
  void aCredentialHeaderIsRefused() {
    Transport original = TestTransports.of(server.baseUrl(), new RecordingSleeper());
    assertThrows(IllegalArgumentException.class,
        () -> original.withOptions(ClientOptions.builder().header("Authorization", "Bearer other").build()));
  }
}
