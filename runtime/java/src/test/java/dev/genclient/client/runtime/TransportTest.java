package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Requests as the wire protocol shapes them, retries with their waits, error mapping, streams and jobs. */
class TransportTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private FakeServer server;
  private RecordingSleeper sleeper;

  @BeforeEach
  void start() throws IOException {
    server = new FakeServer();
    sleeper = new RecordingSleeper();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private Transport transport(String baseUrl, String token, boolean legacyAuth) {
    return new Transport(new Transport.Config(baseUrl, token, legacyAuth, "X-Token", "X-Gateway", "gw", Duration.ofSeconds(10),
        null, null, HTTP, null, sleeper, ForkJoinPool.commonPool(), "X-Client", "java/1.0.0",
        new ServerProfile(false, TestCatalog.RUNTIME), TestCatalog.RUNTIME, null));
  }

  private Transport transport() {
    return transport(server.baseUrl() + "/", "tok", false);
  }

  private static OpRef op(String id) {
    return TestCatalog.RUNTIME.ref(id);
  }

  @Test
  void aGetBindsPathAndQueryAndSendsTheHeaders() {
    server.reply(FakeServer.Reply.json(200, "{\"ok\": true}"));
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("id", "a/b c");
    params.put("n", 3);
    params.put("tags", List.of("x", "y z"));
    params.put("gone", null);
    RawResponse<JsonNode> response = transport().call(op("files.get"), params, JSON, RequestOptions.NONE);
    assertTrue(response.data().path("ok").asBoolean());
    FakeServer.Request request = server.requests().get(0);
    assertEquals("GET", request.method());
    assertEquals("/files/a%2Fb%20c?n=3&tags=x&tags=y%20z", request.uri());
    assertEquals("Bearer tok", request.header("Authorization"));
    assertNull(request.header("X-token"));
    assertEquals("java/1.0.0", request.header("X-client"));
    assertEquals("gw", request.header("X-gateway"));
    assertTrue(request.header("X-request-id").matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
        request.header("X-request-id"));
    assertEquals(request.header("X-request-id"), response.requestId(), "no echo: the id sent");
  }

  @Test
  void aPostWithoutParamsSendsAnEmptyObjectAndLegacyAuthOnlyTheLegacyHeader() {
    server.reply(FakeServer.Reply.json(200, "null"));
    RawResponse<JsonNode> response = transport(server.baseUrl(), "tok", true).call(op("jobs.status"), null, JSON,
        RequestOptions.builder().header("X-Extra", "1").build());
    assertNull(response.data());
    FakeServer.Request request = server.requests().get(0);
    assertEquals("POST", request.method());
    assertEquals("/ops/jobs.status", request.uri());
    assertEquals("{}", request.body());
    assertEquals("application/json", request.header("Content-type"));
    assertEquals("tok", request.header("X-token"));
    assertNull(request.header("Authorization"));
    assertEquals("1", request.header("X-extra"));
  }

  @Test
  void anIdempotentOpIsRetriedOn503And429WithTheServersWaitAndTheSameRequestId() {
    server.reply(new FakeServer.Reply(503, Map.of("Retry-After", "0.5"), ""))
        .reply(new FakeServer.Reply(429, Map.of("Retry-After", "2"), ""))
        .reply(FakeServer.Reply.json(200, "{\"n\": 1}"));
    JsonNode data = transport().call(op("jobs.status"), null, JSON, RequestOptions.NONE).data();
    assertEquals(1, data.path("n").asInt());
    assertEquals(List.of(Duration.ofMillis(500), Duration.ofSeconds(2)), sleeper.waits());
    List<FakeServer.Request> requests = server.requests();
    assertEquals(3, requests.size());
    assertEquals(1, requests.stream().map(r -> r.header("X-request-id")).distinct().count());
  }

  @Test
  void theRetryBudgetIsPerCallAndUsedUpItMapsTheStatus() {
    server.reply(FakeServer.Reply.json(503, "")).reply(FakeServer.Reply.json(503, ""));
    ApiException e = assertThrows(ApiException.class, () -> transport().call(op("jobs.status"), null, JSON,
        RequestOptions.builder().maxRetries(1).build()));
    assertEquals("Unavailable", e.catalogClass());
    assertEquals(503, e.status());
    assertEquals(2, server.requests().size());
    Duration wait = sleeper.waits().get(0);
    assertTrue(wait.toMillis() >= 0 && wait.toMillis() < 500, "full jitter below the document's base 0.5 s: " + wait);
  }

  @Test
  void aNonIdempotentOpWithoutAnIdempotencyKeyIsNeverRetried() {
    server.reply(FakeServer.Reply.json(503, "")).reply(FakeServer.Reply.json(200, "{}"));
    assertThrows(ApiException.class, () -> transport().call(op("jobs.start"), null, JSON, RequestOptions.NONE));
    assertEquals(1, server.requests().size());
    assertEquals(List.of(), sleeper.waits());
  }

  @Test
  void anErrorBodyMapsThroughTheTable() {
    server.reply(FakeServer.Reply.json(403, "{\"error\": {\"code\": \"policy.denied\", \"message\": \"no\"}}"));
    ApiException e = assertThrows(ApiException.class,
        () -> transport().call(op("files.get"), Map.of("id", "x"), JSON, RequestOptions.NONE));
    assertEquals("Denied", e.catalogClass());
    assertEquals("files.get", e.op());
    assertEquals(server.requests().get(0).header("X-request-id"), e.requestId());
  }

  @Test
  void noResponseAtAllIsTheTransportRowAfterTheRetries() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    ApiException e = assertThrows(ApiException.class, () -> transport("http://127.0.0.1:" + port, null, false)
        .call(op("jobs.status"), null, JSON, RequestOptions.NONE));
    assertEquals("Unavailable", e.catalogClass());
    assertEquals(0, e.status());
    assertEquals("connection", e.details().path("reason").asText());
    assertEquals(2, sleeper.waits().size(), "two retries");
    assertTrue(sleeper.waits().get(1).toMillis() < 1000, "full jitter below 2 x 0.5 s: " + sleeper.waits());
  }

  @Test
  void anAsyncCallCompletesInTheHttpClientsThreadOnceTheBodyIsWhole() throws Exception {
    java.util.concurrent.ExecutorService workers = java.util.concurrent.Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "net-worker");
      thread.setDaemon(true);
      return thread;
    });
    try {
      HttpClient http = HttpClient.newBuilder().executor(workers).followRedirects(HttpClient.Redirect.NEVER).build();
      Transport transport = new Transport(new Transport.Config(server.baseUrl(), "tok", false, "X-Token", "X-Gateway", "gw",
          Duration.ofSeconds(10), null, null, http, null, sleeper, ForkJoinPool.commonPool(), "X-Client", "java/1.0.0",
          new ServerProfile(false, TestCatalog.RUNTIME), TestCatalog.RUNTIME, null));
      for (int status : new int[] {200, 404}) {
        server.reply(FakeServer.Reply.json(status, status == 200 ? "{\"ok\": true}" : "{\"error\": {\"code\": \"x\"}}"));
        // Not after sendAsync's hop to CompletableFuture's default executor: the result, or the mapped error, is
        // made in the thread that gathered the body (the client's executor's), and the call's future completes there.
        String[] where = new String[1];
        java.util.concurrent.CompletableFuture<JsonNode> call = transport.callAsync(op("files.get"), Map.of("id", "a"),
            new TypeReference<JsonNode>() {
              @Override
              public java.lang.reflect.Type getType() {
                where[0] = Thread.currentThread().getName();
                return super.getType();
              }
            }, RequestOptions.NONE);
        if (status == 200) {
          assertTrue(call.get(10, java.util.concurrent.TimeUnit.SECONDS).path("ok").asBoolean());
          assertEquals("net-worker", where[0], "read in " + where[0]);
        } else {
          java.util.concurrent.ExecutionException e = assertThrows(java.util.concurrent.ExecutionException.class,
              () -> call.get(10, java.util.concurrent.TimeUnit.SECONDS));
          assertEquals(404, ((ApiException) e.getCause()).status());
        }
      }
    } finally {
      workers.shutdownNow();
    }
  }

  @Test
  void anAsyncCallHoldsNoThreadAndCancellingItClosesTheRequest() throws Exception {
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      java.util.concurrent.CompletableFuture<JsonNode> future = transport("http://127.0.0.1:" + socket.getLocalPort(),
          null, false).callAsync(op("jobs.status"), null, JSON, RequestOptions.NONE);
      socket.setSoTimeout(10_000);
      try (java.net.Socket accepted = socket.accept()) {
        accepted.setSoTimeout(10_000);
        java.io.InputStream in = accepted.getInputStream();
        byte[] head = new byte[4096];
        assertTrue(in.read(head) > 0, "the request came");
        assertFalse(future.isDone(), "no answer yet: the future waits, no thread does");
        assertTrue(future.cancel(true));
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        int read = 0;
        while (read >= 0 && System.nanoTime() < until) {
          read = in.read(head);
        }
        assertEquals(-1, read, "the cancelled request's connection is closed");
      }
      assertTrue(future.isCancelled());
      assertTrue(sleeper.waits().isEmpty(), "no retry after the cancel");
    }
  }

  @Test
  void aSyncCallInterruptedIsCancelledAndLeavesTheInterruptSet() throws Exception {
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      Transport transport = transport("http://127.0.0.1:" + socket.getLocalPort(), null, false);
      Thread caller = Thread.currentThread();
      Thread interrupter = new Thread(() -> {
        try (java.net.Socket accepted = socket.accept()) {
          accepted.getInputStream().read(new byte[4096]);
          caller.interrupt();
          Thread.sleep(5_000);
        } catch (IOException | InterruptedException e) {
          // The test is over.
        }
      });
      interrupter.start();
      try {
        assertThrows(java.util.concurrent.CancellationException.class,
            () -> transport.call(op("jobs.status"), null, JSON, RequestOptions.NONE));
        assertTrue(Thread.interrupted(), "the interrupt is kept for the caller");
      } finally {
        interrupter.interrupt();
        interrupter.join();
      }
    }
  }

  @Test
  void anUploadSendsTheBytesWithParamsInTheQuery() {
    server.reply(FakeServer.Reply.json(200, "{}"));
    transport().upload(op("files.put"), Map.of("path", "/tmp/a b"),
        java.net.http.HttpRequest.BodyPublishers.ofString("bytes"), JSON, RequestOptions.NONE);
    FakeServer.Request request = server.requests().get(0);
    assertEquals("/ops/files.put?path=%2Ftmp%2Fa%20b", request.uri());
    assertEquals("bytes", request.body());
    assertEquals("application/octet-stream", request.header("Content-type"));
  }

  @Test
  void aStreamYieldsItsEventsAndRaisesAnErrorLine() {
    server.reply(new FakeServer.Reply(200, Map.of("Content-Type", "application/x-ndjson"),
        "{\"n\": 1}\n\n{\"n\": 2}\n{\"error\": {\"code\": \"args.bad\", \"message\": \"late\"}}\n"));
    try (EventStream<JsonNode> stream = transport().stream(op("jobs.status"), null, JSON, RequestOptions.NONE)) {
      assertEquals(1, stream.next().path("n").asInt());
      assertEquals(2, stream.next().path("n").asInt());
      ApiException e = assertThrows(ApiException.class, stream::next);
      assertEquals("Args", e.catalogClass());
      assertEquals(400, e.status(), "an error line carries its row's first status");
      assertFalse(stream.hasNext());
    }
  }

  @Test
  void aJobIsPolledAtTheServersPaceUntilItSucceeds() {
    server.reply(FakeServer.Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0.25}"))
        .reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 1.5}"))
        .reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"result\": {\"name\": \"a\", \"size\": 7}}"));
    Transport transport = transport();
    JsonNode result = GenericCalls.call(transport, op("jobs.start"), op("jobs.status"), "job", Map.of(), null,
        RequestOptions.NONE);
    assertEquals(7, result.path("size").asInt());
    assertEquals(List.of(Duration.ofMillis(250), Duration.ofMillis(1500)), sleeper.waits());
    assertEquals("{\"job\":\"j1\"}", server.requests().get(1).body());
  }

  @Test
  void aFailedJobRaisesItsMappedError() {
    server.reply(FakeServer.Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\"}"))
        .reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"failed\", \"error\": {\"code\": \"policy.x\"}}"));
    ApiException e = assertThrows(ApiException.class, () -> GenericCalls.call(transport(), op("jobs.start"),
        op("jobs.status"), "job", Map.of(), null, RequestOptions.NONE));
    assertEquals("Denied", e.catalogClass());
    assertEquals(403, e.status());
    assertEquals("jobs.status", e.op());
    assertEquals(List.of(Duration.ofSeconds(1)), sleeper.waits(), "no retry_after: one second");
  }
}
