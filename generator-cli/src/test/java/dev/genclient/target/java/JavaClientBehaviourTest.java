package dev.genclient.target.java;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.target.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Java client generated from the example catalog against a scripted in-process HTTP stub
 * (DESIGN §6): headers, retries, error mapping, aliases, async, download, stream, jobs, discovery.
 */
class JavaClientBehaviourTest {
  private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

  @TempDir
  static Path classes;

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
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = new ArrayList<>(pipeline.render(
        pipeline.prepare(RepoPaths.exampleCatalog()).linked(), new JavaTarget(), TargetOptions.DEFAULTS, null));
    try (InputStream in = JavaClientBehaviourTest.class.getResourceAsStream("/java-behaviour/Driver.java")) {
      files.add(new GeneratedFile("behaviour/Driver.java", new String(in.readAllBytes(), StandardCharsets.UTF_8)));
    }
    assertEquals("", JavaCompileTest.compile(files, classes));
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        JavaClientBehaviourTest.class.getClassLoader());
    driver = loader.loadClass("behaviour.Driver");
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

  private static final Reply ENTRY = Reply.json(200, "{\"name\": \"a\", \"path\": \"/a\", \"type\": \"file\"}");
  private static final Reply UNAVAILABLE = new Reply(503, "text/plain", "busy", Map.of("Retry-After", "0"));

  @Test
  void sendsBearerClientAndRequestIdHeadersByDefault() throws Exception {
    on("/ops/files.stat", ENTRY);
    assertEquals("ok a", drive("stat", baseUrl, false, 0));
    Recorded request = seen().get(0);
    assertEquals("POST", request.method());
    assertEquals("Bearer tok", request.header("Authorization"));
    assertNull(request.header("X-Access-Token"));
    assertEquals("java/2.1.0", request.header("X-ABX-Client"));
    assertTrue(request.header("X-Request-Id").matches(UUID_V4), request.header("X-Request-Id"));
    assertEquals("{\"path\":\"/a\"}", request.body());
  }

  @Test
  void legacyAuthSendsOnlyTheLegacyHeader() throws Exception {
    on("/ops/files.stat", ENTRY);
    assertEquals("ok a", drive("stat", baseUrl, true, 0));
    Recorded request = seen().get(0);
    assertEquals("tok", request.header("X-Access-Token"));
    assertNull(request.header("Authorization"));
  }

  @Test
  void idempotentOpRetriesOn503WithOneRequestId() throws Exception {
    on("/ops/files.stat", UNAVAILABLE);
    String outcome = (String) drive("stat", baseUrl, false, 2);
    assertTrue(outcome.startsWith("ServerUnavailableError E3109 503 null 75 "), outcome);
    List<Recorded> tries = seen();
    assertEquals(3, tries.size());
    assertEquals(1, tries.stream().map(r -> r.header("X-Request-Id")).distinct().count());
    assertTrue(outcome.endsWith(tries.get(0).header("X-Request-Id")), outcome);
  }

  @Test
  void idempotentOpSucceedsOnTheSecondTry() throws Exception {
    on("/ops/files.stat", UNAVAILABLE, ENTRY);
    assertEquals("ok a", drive("stat", baseUrl, false, 2));
    assertEquals(2, seen().size());
    assertEquals(seen().get(0).header("X-Request-Id"), seen().get(1).header("X-Request-Id"));
  }

  @Test
  void nonIdempotentOpIsNeverRetried() throws Exception {
    on("/ops/commands.run", UNAVAILABLE, Reply.json(200, "{\"stdout\": \"x\"}"));
    String outcome = (String) drive("run", baseUrl, 3);
    assertTrue(outcome.startsWith("ServerUnavailableError E3109 503 "), outcome);
    assertEquals(1, seen().size());
  }

  @Test
  void exactWireCodeMapsToItsRow() throws Exception {
    on("/ops/files.stat", Reply.json(404,
        "{\"error\": {\"code\": \"files.not_found\", \"message\": \"no /a\", \"request_id\": \"rid-1\"}}"));
    assertEquals("FileNotFoundError E2004 404 files.not_found 1 rid-1", drive("stat", baseUrl, false, 0));
  }

  @Test
  void wireCodeUnderAPrefixMapsToThePrefixRow() throws Exception {
    on("/ops/files.stat", Reply.json(403, "{\"error\": {\"code\": \"policy.mock\", \"message\": \"no\"}}"));
    String outcome = (String) drive("stat", baseUrl, false, 0);
    assertTrue(outcome.startsWith("PolicyDeniedError E3102 403 policy.mock 4 "), outcome);
  }

  @Test
  void bodyWithoutErrorShapeMapsByStatus() throws Exception {
    on("/ops/files.stat", new Reply(503, "text/plain", "Service Unavailable", Map.of()));
    assertTrue(((String) drive("stat", baseUrl, false, 0)).startsWith("ServerUnavailableError E3109 503 null 75 "));
    on("/ops/files.stat", new Reply(500, "text/plain", "oops", Map.of()));
    assertTrue(((String) drive("stat", baseUrl, false, 0)).startsWith("ServerInternalError E3110 500 null 1 "));
  }

  @Test
  void unknownCodeWithUnknownStatusMapsToTheBaseError() throws Exception {
    on("/ops/files.stat", Reply.json(418, "{\"error\": {\"code\": \"teapot.brewing\", \"message\": \"no\"}}"));
    String outcome = (String) drive("stat", baseUrl, false, 0);
    assertTrue(outcome.startsWith("ServerAPIError E3100 418 teapot.brewing 1 "), outcome);
  }

  @Test
  void aliasMemberSendsTheTargetOpPath() throws Exception {
    on("/ops/commands.run", Reply.json(200, "{\"stdout\": \"hi\", \"exit_code\": 0}"));
    assertEquals("ok hi", drive("shell", baseUrl));
    assertEquals("/ops/commands.run", seen().get(0).path());
  }

  @Test
  void asyncTwinReturnsTheSameResult() throws Exception {
    on("/ops/files.stat", ENTRY);
    assertEquals("a", drive("statAsync", baseUrl));
  }

  @Test
  void downloadReturnsTheBytes() throws Exception {
    on("/ops/files.download", new Reply(200, "application/octet-stream", "raw\nbytes", Map.of()));
    assertArrayEquals("raw\nbytes".getBytes(StandardCharsets.UTF_8), (byte[]) drive("download", baseUrl));
  }

  @Test
  void streamIteratesTypedEventsThenRaisesTheErrorLine() throws Exception {
    on("/ops/commands.stream", new Reply(200, "application/x-ndjson",
        "{\"type\": \"stdout\", \"data\": \"y\", \"seq\": 1}\n\n{\"type\": \"exit\", \"exit_code\": 0, \"seq\": 2}\n"
            + "{\"error\": {\"code\": \"commands.timeout\", \"message\": \"slow\", \"request_id\": \"rid-9\"}}\n",
        Map.of()));
    @SuppressWarnings("unchecked")
    List<String> seen = (List<String>) drive("stream", baseUrl);
    assertEquals(3, seen.size(), seen.toString());
    assertEquals("CommandStdoutEvent[type=stdout, data=y, seq=1]", seen.get(0));
    assertTrue(seen.get(1).startsWith("CommandExitEvent["), seen.get(1));
    assertEquals("CommandTimeoutError E3001 0 commands.timeout 1 rid-9", seen.get(2));
  }

  @Test
  void jobOpPollsTheStatusOpUntilSucceeded() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0}"));
    on("/ops/agents.codex.install_status",
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 0}"),
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", "
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
    on("/ops/agents.codex.install_status", Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"failed\", "
        + "\"error\": {\"code\": \"install.failed\", \"message\": \"no network\"}}"));
    String outcome = (String) drive("install", baseUrl);
    assertTrue(outcome.startsWith("ServerInstallError E3107 0 install.failed 75 "), outcome);
  }

  @Test
  void noWaitFormReturnsThePendingHandle() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j7\", \"status\": \"pending\", \"retry_after\": 1.5}"));
    assertEquals("ok j7", drive("installNoWait", baseUrl));
    assertEquals(1, seen().size());
  }

  @Test
  void requireOnADisabledOpThrowsWithoutARequest() throws Exception {
    on("/capabilities", Reply.json(200, "{\"catalog_version\": \"2.1.0\", \"ops\": {"
        + "\"files.list\": {\"enabled\": true}, \"commands.run\": {\"enabled\": false}}}"));
    String outcome = (String) drive("require", baseUrl, "commands.run");
    assertTrue(outcome.startsWith("OperationNotEnabledError E3103 0 op.not_enabled 4 "), outcome);
    assertEquals("ok allowed", drive("require", baseUrl, "files.list"));
    assertEquals(List.of("/capabilities", "/capabilities"), seen().stream().map(Recorded::path).toList());
    assertEquals("GET", seen().get(0).method());
  }
  @Test
  void uploadSendsParamsInTheQueryAndTheBytesAsBody() throws Exception {
    on("/ops/files.upload", ENTRY);
    assertEquals("ok a", drive("upload", baseUrl, "hello".getBytes(StandardCharsets.UTF_8)));
    Recorded request = seen().get(0);
    assertEquals("POST", request.method());
    assertEquals("path=%2Fa%20b%2Fc.txt&overwrite=true", request.query());
    assertEquals("hello", request.body());
    assertEquals("application/octet-stream", request.header("Content-Type"));
  }

  @Test
  void getBindingSendsParamsAsQuery() throws Exception {
    on("/files/download", new Reply(200, "application/octet-stream", "xy", Map.of()));
    assertArrayEquals("xy".getBytes(StandardCharsets.UTF_8), (byte[]) drive("downloadLegacy", baseUrl));
    Recorded request = seen().get(0);
    assertEquals("GET", request.method());
    assertEquals("path=%2Fa&offset=2", request.query());
    assertEquals("", request.body());
  }

  @Test
  void perCallOptionsOverrideRetriesAndAddHeaders() throws Exception {
    on("/ops/files.stat", UNAVAILABLE);
    assertTrue(((String) drive("statWithOptions", baseUrl, 3, 0)).startsWith("ServerUnavailableError "));
    assertEquals(1, seen().size());
    assertEquals("t1", seen().get(0).header("X-Trace"));
    on("/ops/files.stat", UNAVAILABLE, UNAVAILABLE, ENTRY);
    assertEquals("ok a", drive("statWithOptions", baseUrl, 0, 2));
    assertEquals(4, seen().size());
  }

  @Test
  void streamRefusedBeforeTheFirstEventRaisesTheMappedError() throws Exception {
    on("/ops/commands.stream", Reply.json(403,
        "{\"error\": {\"code\": \"policy.denied\", \"message\": \"no\", \"request_id\": \"rid-3\"}}"));
    assertEquals("PolicyDeniedError E3102 403 policy.denied 4 rid-3", drive("streamRefused", baseUrl));
  }

  @Test
  void genericCallPostsJsonToTheDefaultBinding() throws Exception {
    on("/ops/custom.grade", Reply.json(200, "{\"score\": 1}"));
    assertEquals("ok {\"score\":1}", drive("call", baseUrl, "custom.grade"));
    assertEquals("{\"x\":1}", seen().get(0).body());
  }
  @Test
  void retriesWaitForRetryAfterElseBackOffWithJitter() throws Exception {
    on("/ops/files.stat", new Reply(503, "text/plain", "busy", Map.of("Retry-After", "2")), ENTRY);
    assertEquals(List.of(2000L), drive("waits", baseUrl, 2, false));
    on("/ops/files.stat", new Reply(503, "text/plain", "busy", Map.of()));
    @SuppressWarnings("unchecked")
    List<Long> waits = (List<Long>) drive("waits", baseUrl, 2, false);
    assertEquals(3, waits.size(), waits.toString());
    assertTrue(waits.get(0) >= 200 && waits.get(0) <= 300, waits.toString());
    assertTrue(waits.get(1) >= 400 && waits.get(1) <= 600, waits.toString());
    assertEquals(-1L, waits.get(2));
  }

  @Test
  void jobPollingWaitsForTheServersRetryAfter() throws Exception {
    on("/ops/agents.codex.install",
        Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 1.5}"));
    on("/ops/agents.codex.install_status",
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 3}"),
        Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"result\": {}}"));
    assertEquals(List.of(1500L, 3000L), drive("waits", baseUrl, 0, true));
  }
  @Test
  void checkCallsTheCatalogsCheckOpAndRetriesItAsIdempotent() throws Exception {
    on("/capabilities", Reply.json(200, "{\"ops\": {}}"));
    on("/ops/core.check", UNAVAILABLE, Reply.json(200, "{\"allowed\": true}"));
    assertEquals("ok {\"allowed\":true}", drive("check", baseUrl, 1));
    List<Recorded> calls = seen();
    assertEquals(List.of("/capabilities", "/ops/core.check", "/ops/core.check"),
        calls.stream().map(Recorded::path).toList());
    // Map.of iteration order varies between runs: compare the JSON trees, not the text.
    ObjectMapper json = new ObjectMapper();
    assertEquals(json.readTree("{\"op\": \"files.list\", \"args\": {\"path\": \"/\"}}"),
        json.readTree(calls.get(1).body()));
  }
  @Test
  void connectionErrorsAreRetriedForIdempotentOpsOnly() throws Exception {
    String closed = baseUrl;
    server.stop(0);
    @SuppressWarnings("unchecked")
    List<String> idempotent = (List<String>) drive("unreachable", closed, 2, true);
    assertEquals(3, idempotent.size(), idempotent.toString());
    assertEquals("UncheckedIOException", idempotent.get(2));
    assertEquals(List.of("UncheckedIOException"), drive("unreachable", closed, 2, false));
  }
}
