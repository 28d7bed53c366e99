package dev.genclient.targets.java;

import static dev.genclient.targets.java.JavaClientDiscoveryTest.args;
import static dev.genclient.targets.java.ReflectiveClient.invoke;
import static dev.genclient.targets.java.ReflectiveClient.summary;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The transport rule (no HTTP response at all): once the op's retries are used up, the client raises
 * the class the catalog maps 503 to, with status 0, no wire code, the request id it sent,
 * {@code details.reason} {@code connection} or {@code timeout} and the transport's exception as cause,
 * for every kind and for discovery. Against a closed port and a server that accepts but never answers.
 */
class JavaClientTransportTest {
  private static String closedUrl;

  /** One typed call: the op id it names, its member, the member's variant, its args and extra arguments. */
  private record Case(String op, String member, String variant, JsonNode args, Object... extra) {}

  @BeforeAll
  static void compileAndFindAClosedPort() throws Exception {
    CompiledClient.loader();
    try (ServerSocket socket = new ServerSocket(0)) {
      closedUrl = "http://127.0.0.1:" + socket.getLocalPort();
    }
  }

  static void assertUnavailable(Exception error, String op, ReflectiveClient srv, String reason,
      Class<? extends Exception> cause) throws Exception {
    assertEquals("ServerUnavailableError E3109 null 0 retryable 75 " + op, summary(error));
    assertEquals("ServerUnavailableError", invoke(error, "catalogClass"));
    JsonNode details = (JsonNode) invoke(error, "details");
    assertEquals(reason, details.path("reason").asText(), details.toString());
    assertTrue(details.path("message").isTextual() && !details.path("message").asText().isEmpty(),
        details.toString());
    assertInstanceOf(cause, error.getCause());
    List<Map<String, List<String>>> sent = srv.headers();
    assertEquals(sent.get(sent.size() - 1).get("X-Request-Id").get(0), ReflectiveClient.requestIdOf(error));
  }

  @Test
  void idempotentOpRetriesTheConnectionFailureThenRaises() throws Exception {
    ReflectiveClient srv = ReflectiveClient.build(closedUrl, "maxRetries", 2);
    Exception error = assertThrows(RuntimeException.class,
        () -> srv.call("files().stat()", "", args("path", "/a"), Map.of()));
    assertUnavailable(error, "files.stat", srv, "connection", ConnectException.class);
    assertEquals(2, srv.waits().size(), "one wait before each of the 2 retries: " + srv.waits());
    assertEquals(3, srv.headers().size(), "the customizer (a before-request hook) sees each of the 3 tries");
    assertEquals(1, srv.headers().stream().map(h -> h.get("X-Request-Id")).distinct().count(), "one request id");
  }

  @Test
  void nonIdempotentOpIsRetriedWithItsIdempotencyKeyAndAnInputStreamUploadIsTriedOnce() throws Exception {
    ReflectiveClient srv = ReflectiveClient.build(closedUrl, "maxRetries", 3);
    Exception error = assertThrows(RuntimeException.class,
        () -> srv.call("commands().run()", "", args("command", "true"), Map.of()));
    assertUnavailable(error, "commands.run", srv, "connection", ConnectException.class);
    assertEquals(3, srv.waits().size(), "the example names auth.idempotency_header: " + srv.waits());
    assertEquals(1, srv.headers().stream().map(h -> h.get("Idempotency-Key")).distinct().count(), "one key, 4 tries");
    Exception once = assertThrows(RuntimeException.class, () -> srv.call("files().upload()", "", args("path", "/a"),
        Map.of(), new java.io.ByteArrayInputStream(new byte[] {1})));
    assertUnavailable(once, "files.upload", srv, "connection", ConnectException.class);
    assertEquals(3, srv.waits().size(), "a body sent once is not retried: " + srv.waits());
  }

  @Test
  void everyKindRaisesTheMappedError() throws Exception {
    ReflectiveClient srv = ReflectiveClient.build(closedUrl);
    List<Case> cases = List.of(
        new Case("files.download", "files().download()", "", args("path", "/a")),
        new Case("files.download", "files().download()", "InputStream", args("path", "/a")),
        new Case("files.upload", "files().upload()", "", args("path", "/a"), "x".getBytes(StandardCharsets.UTF_8)),
        new Case("commands.stream", "commands().stream()", "", args("command", "yes")),
        new Case("agents.codex.install", "agents().codex().install()", "", args("version", "1")),
        new Case("agents.codex.install", "agents().codex().install()", "NoWait", args("version", "1")),
        new Case("commands.run", "process().shell()", "", args("command", "true")));
    for (Case c : cases) {
      Exception error = assertThrows(RuntimeException.class, () -> srv.call(c.member(), c.variant(), c.args(),
          Map.of(), c.extra()));
      assertUnavailable(error, c.op(), srv, "connection", ConnectException.class);
    }
    assertEquals(cases.size(), srv.headers().size(), "one request per call");
  }

  @Test
  void discoveryAndTheOpsCatalogRaiseTheMappedError() throws Exception {
    ReflectiveClient srv = ReflectiveClient.build(closedUrl);
    Exception capabilities = assertThrows(RuntimeException.class, () -> invoke(srv.client, "capabilities"));
    assertUnavailable(capabilities, "core.capabilities", srv, "connection", ConnectException.class);
    Exception discover = assertThrows(RuntimeException.class, () -> invoke(srv.client, "discover"));
    assertUnavailable(discover, "core.capabilities", srv, "connection", ConnectException.class);
    // An op the client does not know needs GET /ops first; that request fails, naming no op.
    Exception ops = assertThrows(RuntimeException.class,
        () -> invoke(srv.client, "call", "custom.grade", Map.of("submission", "x")));
    assertUnavailable(ops, "null", srv, "connection", ConnectException.class);
  }

  @Test
  void timeoutOfAServerThatNeverAnswersIsReasonTimeout() throws Exception {
    try (ServerSocket silent = new ServerSocket(0)) {
      List<Socket> held = new ArrayList<>();
      Thread acceptor = new Thread(() -> {
        try {
          while (true) {
            Socket socket = silent.accept();
            synchronized (held) {
              held.add(socket);
            }
          }
        } catch (IOException closed) {
          // the test is over
        }
      });
      acceptor.setDaemon(true);
      acceptor.start();
      String url = "http://127.0.0.1:" + silent.getLocalPort();
      ReflectiveClient srv = ReflectiveClient.build(url, "timeout", Duration.ofMillis(200), "maxRetries", 1);
      Exception idempotent = assertThrows(RuntimeException.class,
          () -> srv.call("files().stat()", "", args("path", "/a"), Map.of()));
      assertUnavailable(idempotent, "files.stat", srv, "timeout", HttpTimeoutException.class);
      assertEquals(1, srv.waits().size(), srv.waits().toString());
      Exception keyed = assertThrows(RuntimeException.class,
          () -> srv.call("commands().run()", "", args("command", "true"), Map.of()));
      assertUnavailable(keyed, "commands.run", srv, "timeout", HttpTimeoutException.class);
      assertEquals(2, srv.waits().size(), "a non-idempotent op with an idempotency key is retried: " + srv.waits());
      synchronized (held) {
        for (Socket socket : held) {
          socket.close();
        }
      }
    }
  }

  @Test
  void aFailedJobPollRaisesTheMappedErrorNamingTheStatusOp() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    ExecutorService threads = Executors.newCachedThreadPool();
    server.setExecutor(threads);
    server.createContext("/", exchange -> answerStartThenHang(exchange, release));
    server.start();
    try {
      ReflectiveClient srv = ReflectiveClient.build("http://127.0.0.1:" + server.getAddress().getPort(),
          "timeout", Duration.ofMillis(200));
      Exception error = assertThrows(RuntimeException.class,
          () -> srv.call("agents().codex().install()", "", args("version", "1"), Map.of()));
      assertUnavailable(error, "agents.codex.install_status", srv, "timeout", HttpTimeoutException.class);
      assertEquals(2, srv.headers().size(), "the start, then one poll");
    } finally {
      release.countDown();
      server.stop(0);
      threads.shutdownNow();
    }
  }

  private static void answerStartThenHang(HttpExchange exchange, CountDownLatch release) throws IOException {
    exchange.getRequestBody().readAllBytes();
    if (exchange.getRequestURI().getPath().endsWith("/agents.codex.install")) {
      byte[] body = "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0}".getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(202, body.length);
      exchange.getResponseBody().write(body);
      exchange.close();
      return;
    }
    try {
      release.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    exchange.close();
  }
}
