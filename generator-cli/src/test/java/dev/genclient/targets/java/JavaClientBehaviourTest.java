package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java client generated from the example catalog against a scripted in-process HTTP stub,
 * for what the mock server cannot be made to do ({@link JavaClientMockTest} covers the rest): the
 * waits of retries and job polls, jobs that run or fail, unknown codes and statuses, unreachable servers.
 */
class JavaClientBehaviourTest {

  private static Class<?> driver;

  private HttpServer server;
  private String baseUrl;
  private final List<Recorded> requests = new ArrayList<>();
  private final Map<String, Deque<Reply>> script = new HashMap<>();

  /** One request the stub saw; header names are case-insensitive. */
  record Recorded(String method, String path, String query, Map<String, List<String>> headers, String body) {
    String header(String name) {
      List<String> values = headers.get(name);
      return values == null ? null : String.join(",", values);
    }
  }

  /** One scripted answer. */
  record Reply(int status, String contentType, String body, Map<String, String> headers) {
    static Reply json(int status, String body) {
      return new Reply(status, "application/json", body, Map.of());
    }
  }

  @BeforeAll
  static void compileClientAndDriver() throws Exception {
    driver = CompiledClient.loader().loadClass("behaviour.Driver");
  }

  @BeforeEach
  void startStub() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", this::answer);
    server.start();
    baseUrl = "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @AfterEach
  void stopStub() {
    server.stop(0);
  }

  private void answer(HttpExchange exchange) throws IOException {
    Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    headers.putAll(exchange.getRequestHeaders());
    String path = exchange.getRequestURI().getRawPath();
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    Reply reply;
    synchronized (this) {
      requests.add(new Recorded(exchange.getRequestMethod(), path, exchange.getRequestURI().getRawQuery(), headers,
          body));
      Deque<Reply> replies = script.get(path);
      reply = replies == null || replies.isEmpty() ? Reply.json(599, "{\"unscripted\": true}")
          : replies.size() == 1 ? replies.peek() : replies.poll();
    }
    byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", reply.contentType());
    reply.headers().forEach(exchange.getResponseHeaders()::set);
    exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  /** Scripts the replies of {@code path} in order; the last one repeats. */
  private synchronized void on(String path, Reply... replies) {
    script.put(path, new ArrayDeque<>(List.of(replies)));
  }

  private synchronized List<Recorded> seen() {
    return List.copyOf(requests);
  }

  private static Object drive(String method, Object... args) throws Exception {
    for (Method candidate : driver.getMethods()) {
      if (candidate.getName().equals(method) && candidate.getParameterCount() == args.length) {
        try {
          return candidate.invoke(null, args);
        } catch (InvocationTargetException e) {
          throw e.getCause() instanceof Exception cause ? cause : e;
        }
      }
    }
    throw new AssertionError("no driver method " + method);
  }

  private static final Reply ENTRY = Reply.json(200, "{\"name\": \"a\", \"path\": \"/a\", \"type\": \"file\", "
      + "\"size\": 1, \"mode\": \"0644\", \"modified_at\": \"2026-01-01T00:00:00Z\"}");
  private static final Reply UNAVAILABLE = new Reply(503, "text/plain", "busy", Map.of("Retry-After", "0"));

  @Test
  void unknownCodeWithUnknownStatusMapsToTheBaseError() throws Exception {
    on("/ops/files.stat", Reply.json(418, "{\"error\": {\"code\": \"teapot.brewing\", \"message\": \"no\"}}"));
    String outcome = (String) drive("stat", baseUrl, false, 0);
    assertTrue(outcome.startsWith("ServerAPIError E3100 418 teapot.brewing 1 "), outcome);
  }

  @Test
  void aParamsObjectNotBuiltIsCheckedByTheCallAndSendsNothing() throws Exception {
    on("/ops/files.stat", ENTRY);
    @SuppressWarnings("unchecked")
    List<String> outcomes = (List<String>) drive("unbuilt", baseUrl);
    // The message build() gives: the missing param's wire name; no request goes out.
    assertEquals(List.of("NullPointerException path", "NullPointerException path", "NullPointerException command",
        "NullPointerException path"), outcomes);
    assertEquals(List.of(), seen());
  }

  @Test
  void jobOpPollsTheStatusOpUntilSucceeded() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0}"));
    on("/ops/agents.codex.install_status",
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 0}"),
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"retry_after\": 0, "
            + "\"result\": {\"adapter\": \"codex\", \"version\": \"1.2\", \"path\": \"/bin/codex\"}}"));
    assertEquals("ok AgentInstallResult[adapter=codex, version=1.2, path=/bin/codex]", drive("install", baseUrl));
    List<Recorded> calls = seen();
    assertEquals(3, calls.size());
    assertEquals("{\"version\":\"1.2\"}", calls.get(0).body());
    assertEquals("/ops/agents.codex.install_status", calls.get(2).path());
    assertEquals("{\"job_id\":\"j1\"}", calls.get(2).body());
  }

  @Test
  void jobOpFailureRaisesTheMappedError() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0}"));
    on("/ops/agents.codex.install_status", Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"failed\", \"retry_after\": 0, "
        + "\"error\": {\"code\": \"install.failed\", \"message\": \"no network\"}}"));
    String outcome = (String) drive("install", baseUrl);
    assertTrue(outcome.startsWith("ServerInstallError E3107 409 install.failed 75 "), outcome);
  }

  @Test
  void retriesWaitForRetryAfterElseBackOffWithJitter() throws Exception {
    on("/ops/files.stat", new Reply(503, "text/plain", "busy", Map.of("Retry-After", "2")), ENTRY);
    assertEquals(List.of(2000L), drive("waits", baseUrl, 2, false));
    on("/ops/files.stat", new Reply(503, "text/plain", "busy", Map.of()));
    @SuppressWarnings("unchecked")
    List<Long> waits = (List<Long>) drive("waits", baseUrl, 2, false);
    assertEquals(3, waits.size(), waits.toString());
    // Full jitter under the catalog's policy: below 0.5 s, then below 1 s.
    assertTrue(waits.get(0) >= 0 && waits.get(0) < 500, waits.toString());
    assertTrue(waits.get(1) >= 0 && waits.get(1) < 1000, waits.toString());
    assertEquals(-1L, waits.get(2));
  }

  @Test
  void jobPollingWaitsForTheServersRetryAfter() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 1.5}"));
    on("/ops/agents.codex.install_status",
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 3}"),
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"retry_after\": 0, \"result\": "
            + "{\"adapter\": \"codex\", \"version\": \"1.2\", \"path\": \"/bin/codex\"}}"));
    assertEquals(List.of(1500L, 3000L), drive("waits", baseUrl, 0, true));
  }
  @Test
  void checkCallsTheCatalogsCheckOpAndRetriesItAsIdempotent() throws Exception {
    on("/capabilities", Reply.json(200, "{\"ops\": {\"core.check\": {\"enabled\": true}}}"));
    on("/ops/core.check", UNAVAILABLE, Reply.json(200,
        "{\"op\": \"files.list\", \"allowed\": true, \"reason\": null, \"error_code\": null}"));
    assertEquals("ok {\"op\":\"files.list\",\"allowed\":true,\"reason\":null,\"error_code\":null}",
        drive("check", baseUrl, 1));
    List<Recorded> calls = seen();
    assertEquals(List.of("/capabilities", "/ops/core.check", "/ops/core.check"),
        calls.stream().map(Recorded::path).toList());
    // Map.of iteration order varies between runs: compare the JSON trees, not the text.
    ObjectMapper json = new ObjectMapper();
    assertEquals(json.readTree("{\"op\": \"files.list\", \"args\": {\"path\": \"/\"}}"),
        json.readTree(calls.get(1).body()));
  }
  @Test
  void connectionErrorsAreRetriedForIdempotentOpsAndOpsWithAnIdempotencyKey() throws Exception {
    String closed = baseUrl;
    server.stop(0);
    for (String call : List.of("idempotent", "keyed")) {
      @SuppressWarnings("unchecked")
      List<String> seen = (List<String>) drive("unreachable", closed, 2, call);
      assertEquals(3, seen.size(), call + ": two waits, then the failure: " + seen);
      assertEquals("ServerUnavailableError", seen.get(2));
    }
    // An InputStream upload carries a key too, but its body cannot be sent again: one try.
    assertEquals(List.of("ServerUnavailableError"), drive("unreachable", closed, 2, "once"));
  }

  @Test
  void streamEventWithAnUnknownTagIsKeptRawAndAForEachLoopReadsTheStreamOnce() throws Exception {
    on("/ops/commands.stream", new Reply(200, "application/x-ndjson",
        "{\"type\": \"stdout\", \"data\": \"y\", \"seq\": 1}\n{\"type\": \"progress\", \"percent\": 5}\n",
        Map.of()));
    assertEquals(List.of("CommandStdoutEvent", "Unknown {\"type\":\"progress\",\"percent\":5}",
        "second iterator(): IllegalStateException"),
        drive("streamEventTypes", baseUrl));
  }
}
