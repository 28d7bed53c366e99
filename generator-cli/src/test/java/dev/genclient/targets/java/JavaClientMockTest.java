package dev.genclient.targets.java;

import static dev.genclient.targets.java.ReflectiveClient.JSON;
import static dev.genclient.targets.java.ReflectiveClient.summary;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.mock.MockOptions;
import dev.genclient.testing.RepoPaths;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Java client generated from the example catalog, compiled, against the real mock server
 *: every kind, every error-table row, auth headers, retries, aliases, async twins,
 * raw responses and discovery.
 */
class JavaClientMockTest {
  private static final String UUID_V4 = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
  private static MockRun mock;
  private static Catalog catalog;
  private static JsonNode cases;

  @BeforeAll
  static void start() throws Exception {
    CompiledClient.loader();
    mock = MockRun.start();
    catalog = new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
    cases = JSON.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
  }

  @AfterAll
  static void stop() {
    mock.close();
  }

  static ReflectiveClient client(Object... setup) throws Exception {
    List<Object> all = new ArrayList<>(List.of("token", MockRun.TOKEN));
    all.addAll(List.of(setup));
    return ReflectiveClient.build(mock.baseUrl(), all.toArray());
  }

  static JsonNode args(String opId) {
    return cases.path(opId).path("args");
  }

  /** The op's first example result without null fields (the records omit them). */
  static JsonNode exampleResult(String opId) {
    JsonNode result = catalog.ops().stream().filter(op -> op.id().equals(opId)).findFirst().orElseThrow()
        .examples().get(0).result().deepCopy();
    dropNulls(result);
    try {
      return JSON.readTree(JSON.writeValueAsString(result));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void dropNulls(JsonNode node) {
    if (node instanceof ObjectNode object) {
      List<String> nulls = new ArrayList<>();
      object.fields().forEachRemaining(f -> {
        if (f.getValue().isNull()) {
          nulls.add(f.getKey());
        }
      });
      object.remove(nulls);
    }
    node.forEach(JavaClientMockTest::dropNulls);
  }

  @Test
  void callReturnsTheTypedResultAndSendsBearerClientAndRequestId() throws Exception {
    ReflectiveClient srv = client();
    Object result = srv.call("files().stat()", "", args("files.stat"), Map.of());
    assertEquals("FileEntry", result.getClass().getSimpleName());
    assertEquals(exampleResult("files.stat"), ReflectiveClient.json(result));
    Map<String, List<String>> headers = srv.headers().get(0);
    assertEquals(List.of("Bearer tok"), headers.get("Authorization"));
    assertNull(headers.get("X-Access-Token"));
    assertEquals(List.of("java/" + catalog.catalogVersion()), headers.get("X-ABX-Client"));
    String requestId = headers.get("X-Request-Id").get(0);
    assertTrue(requestId.matches(UUID_V4), requestId);
    String line = mock.awaitLog(srv, 1).get(0);
    assertEquals("POST /ops/files.stat 200 files.stat", MockRun.request(line));
    assertEquals(requestId, MockRun.requestId(line));
  }

  @Test
  void rawResponseFormGivesStatusHeadersAndRequestId() throws Exception {
    ReflectiveClient srv = client();
    Object raw = srv.call("files().stat()", "WithResponse", args("files.stat"), Map.of());
    assertEquals(200, ReflectiveClient.invoke(raw, "status"));
    String requestId = (String) ReflectiveClient.invoke(raw, "requestId");
    assertEquals(MockRun.requestId(mock.awaitLog(srv, 1).get(0)), requestId);
    @SuppressWarnings("unchecked")
    Map<String, List<String>> headers = (Map<String, List<String>>) ReflectiveClient.invoke(raw, "headers");
    assertEquals(List.of(requestId), headers.get("x-request-id"));
    assertEquals(exampleResult("files.stat"), ReflectiveClient.json(ReflectiveClient.invoke(raw, "data")));
  }

  @Test
  void asyncTwinCompletesWithTheSameResult() throws Exception {
    Object future = client().call("files().stat()", "Async", args("files.stat"), Map.of());
    Object result = ((CompletableFuture<?>) future).get();
    assertEquals(exampleResult("files.stat"), ReflectiveClient.json(result));
  }

  @Test
  void everyKindHasAnAsyncTwin() throws Exception {
    ReflectiveClient srv = client();
    byte[] bytes = (byte[]) ((CompletableFuture<?>) srv.call("files().download()", "Async", args("files.download"),
        Map.of())).get();
    assertTrue(new String(bytes, StandardCharsets.UTF_8).startsWith("mock download of files.download"));
    Object uploaded = ((CompletableFuture<?>) srv.call("files().upload()", "Async", args("files.upload"), Map.of(),
        "x".getBytes(StandardCharsets.UTF_8))).get();
    assertEquals("FileEntry", uploaded.getClass().getSimpleName());
    Object installed = ((CompletableFuture<?>) srv.call("agents().codex().install()", "Async",
        args("agents.codex.install"), Map.of())).get();
    assertEquals("AgentInstallResult", installed.getClass().getSimpleName());
    try (AutoCloseable events = (AutoCloseable) ((CompletableFuture<?>) srv.call("commands().stream()", "Async",
        args("commands.stream"), Map.of())).get()) {
      // Read to the end: closing after the first event races the mock's writes, which it then logs as aborted.
      int count = 0;
      for (Iterator<?> it = (Iterator<?>) events; it.hasNext(); it.next()) {
        count++;
      }
      assertEquals(3, count);
    }
    assertEquals(MockRun.sorted(List.of("POST /ops/files.download 200 files.download",
        "POST /ops/files.upload 200 files.upload",
        "POST /ops/agents.codex.install 202 agents.codex.install",
        "POST /ops/agents.codex.install_status 200 agents.codex.install_status",
        "POST /ops/commands.stream 200 commands.stream")),
        MockRun.sorted(mock.awaitLog(srv, 5).stream().map(MockRun::request).toList()));
  }

  @Test
  void downloadReturnsTheBytesAsArrayAndAsInputStream() throws Exception {
    ReflectiveClient srv = client();
    byte[] bytes = (byte[]) srv.call("files().download()", "", args("files.download"), Map.of());
    assertEquals("mock download of files.download {\"path\":\"/etc/hostname\"}\n",
        new String(bytes, StandardCharsets.UTF_8));
    try (InputStream in = (InputStream) srv.call("files().download()", "InputStream", args("files.download"),
        Map.of())) {
      assertArrayEquals(bytes, in.readAllBytes());
    }
  }

  @Test
  void uploadSendsBytesFromArrayPathAndInputStream(@TempDir Path dir) throws Exception {
    ReflectiveClient srv = client();
    byte[] body = cases.path("files.upload").path("body").asText().getBytes(StandardCharsets.UTF_8);
    Path file = Files.write(dir.resolve("upload.txt"), body);
    List<Object> results = List.of(
        srv.call("files().upload()", "", args("files.upload"), Map.of(), body),
        srv.call("files().upload()", "", args("files.upload"), Map.of(), file),
        srv.call("files().upload()", "", args("files.upload"), Map.of(), new ByteArrayInputStream(body)));
    for (Object result : results) {
      assertEquals("FileEntry", result.getClass().getSimpleName());
    }
    List<String> log = mock.awaitLog(srv, 3);
    for (String line : log) {
      assertEquals("POST /ops/files.upload 200 files.upload", MockRun.request(line));
    }
    for (Map<String, List<String>> headers : srv.headers()) {
      assertEquals(List.of("application/octet-stream"), headers.get("Content-Type"));
    }
  }

  @Test
  void streamIteratesTypedEvents() throws Exception {
    List<String> types = new ArrayList<>();
    try (AutoCloseable events = (AutoCloseable) client().call("commands().stream()", "", args("commands.stream"),
        Map.of())) {
      for (Iterator<?> it = (Iterator<?>) events; it.hasNext(); ) {
        Object event = it.next();
        assertInstanceOf(CompiledClient.type("model.CommandEvent"), event);
        types.add(event.getClass().getSimpleName());
      }
    }
    assertEquals(List.of("CommandStdoutEvent", "CommandStderrEvent", "CommandExitEvent"), types);
  }

  @Test
  void streamErrorLineRaisesTheMappedErrorAfterTheEvents() throws Exception {
    List<String> seen = new ArrayList<>();
    ReflectiveClient srv = client();
    try (AutoCloseable events = (AutoCloseable) srv.call("commands().stream()", "", args("commands.stream"),
        Map.of("X-Mock-Stream-Error", "commands.timeout"))) {
      Exception error = assertThrows(RuntimeException.class, () -> {
        for (Iterator<?> it = (Iterator<?>) events; it.hasNext(); ) {
          seen.add(it.next().getClass().getSimpleName());
        }
      });
      assertEquals("CommandTimeoutError E3001 commands.timeout 504 other 1 commands.stream", summary(error));
      assertEquals(MockRun.requestId(mock.awaitLog(srv, 1).get(0)), ReflectiveClient.requestIdOf(error));
    }
    assertEquals(2, seen.size());
  }

  @Test
  void jobWaitsForTheResultByPollingTheStatusOp() throws Exception {
    ReflectiveClient srv = client();
    Object result = srv.call("agents().codex().install()", "", args("agents.codex.install"), Map.of());
    assertEquals("AgentInstallResult", result.getClass().getSimpleName());
    List<String> log = mock.awaitLog(srv, 2);
    assertEquals(MockRun.sorted(List.of("POST /ops/agents.codex.install 202 agents.codex.install",
        "POST /ops/agents.codex.install_status 200 agents.codex.install_status")),
        MockRun.sorted(log.stream().map(MockRun::request).toList()));
  }

  @Test
  void jobWithoutWaitingReturnsThePendingHandle() throws Exception {
    ReflectiveClient srv = client();
    Object pending = srv.call("agents().codex().install()", "NoWait", args("agents.codex.install"), Map.of());
    assertEquals("InstallPending", pending.getClass().getSimpleName());
    assertEquals("job-agents.codex.install", ReflectiveClient.invoke(pending, "jobId"));
    assertEquals(0.0, ReflectiveClient.invoke(pending, "retryAfter"));
    assertEquals(1, mock.settledLog(srv).size());
  }

  @Test
  void aPendingJobResumesThroughTheMembersWaitWithTheTypedResult() throws Exception {
    ReflectiveClient srv = client();
    Object pending = srv.call("agents().codex().install()", "NoWait", args("agents.codex.install"), Map.of());
    Object codex = srv.namespace("agents.codex");
    Object result = codex.getClass().getMethod("installWait", pending.getClass()).invoke(codex, pending);
    assertEquals("AgentInstallResult", result.getClass().getSimpleName());
    assertEquals(MockRun.sorted(List.of("POST /ops/agents.codex.install 202 agents.codex.install",
        "POST /ops/agents.codex.install_status 200 agents.codex.install_status")),
        MockRun.sorted(mock.awaitLog(srv, 2).stream().map(MockRun::request).toList()));
  }

  /** Like call ops, every download, upload, stream and job member has an overload without RequestOptions. */
  @Test
  void everyMemberTakingRequestOptionsHasTheOverloadWithout() throws Exception {
    List<String> missing = new ArrayList<>();
    int checked = 0;
    for (String api : List.of("FilesApi", "CommandsApi", "AgentsCodexApi", "BrowserApi")) {
      Class<?> type = CompiledClient.type(api);
      for (java.lang.reflect.Method method : type.getMethods()) {
        Class<?>[] types = method.getParameterTypes();
        if (types.length == 0 || !types[types.length - 1].getSimpleName().equals("RequestOptions")
            || method.getName().endsWith("Async") || method.getName().endsWith("WithResponse")
            || method.getName().endsWith("InputStream")) {
          continue;
        }
        checked++;
        try {
          type.getMethod(method.getName(), java.util.Arrays.copyOf(types, types.length - 1));
        } catch (NoSuchMethodException e) {
          missing.add(api + "." + method.getName() + java.util.Arrays.toString(types));
        }
      }
    }
    assertEquals(List.of(), missing);
    assertTrue(checked > 20, "checked " + checked + " members");
  }

  /** Every wire code of the error table (prefix rows: a code under the prefix), forced with X-Mock-Error. */
  static Stream<Arguments> wireCodes() throws Exception {
    List<Arguments> out = new ArrayList<>();
    for (ErrorRow row : load().errors()) {
      for (String wire : row.wire()) {
        out.add(Arguments.of(wire.endsWith(".*") ? wire.substring(0, wire.length() - 1) + "mock" : wire, row));
      }
    }
    return out.stream();
  }

  private static Catalog load() throws Exception {
    return new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
  }

  private static String expected(ErrorRow row, String wire, int status, String op) {
    int exitCode = catalog.exitCodes().getOrDefault(row.exit(), catalog.exitCodes().getOrDefault("other", 1));
    ErrorClass error = ClientPlan.of(new Linker().link(catalog)).errorClasses().named(row.className()).orElseThrow();
    return ErrorFiles.javaName(error) + " " + row.code() + " " + wire + " " + status + " " + row.exit() + " "
        + exitCode + " " + op;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("wireCodes")
  void everyWireCodeMapsToItsRow(String wire, ErrorRow row) throws Exception {
    ReflectiveClient srv = client();
    Exception error = assertThrows(RuntimeException.class,
        () -> srv.call("files().stat()", "", args("files.stat"), Map.of("X-Mock-Error", wire)));
    assertEquals(expected(row, wire, row.status().get(0), "files.stat"), summary(error));
    assertEquals(MockRun.requestId(mock.awaitLog(srv, 1).get(0)), ReflectiveClient.requestIdOf(error));
    assertEquals(row.className(), ReflectiveClient.invoke(error, "catalogClass"));
  }

  /** Every status of the table, and one no row lists, sent with a plain body (X-Mock-Status). */
  static Stream<Integer> statuses() throws Exception {
    Set<Integer> out = new TreeSet<>();
    load().errors().forEach(row -> out.addAll(row.status()));
    out.add(418);
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("statuses")
  void plainStatusMapsToTheOpsDeclaredRowsThenTheFirstRowListingIt(int status) throws Exception {
    List<String> declared = catalog.ops().stream().filter(op -> op.id().equals("commands.run")).findFirst()
        .orElseThrow().errors();
    ErrorRow row = ErrorRow.forStatus(catalog.errors(), status, declared)
        .orElseGet(() -> catalog.errors().stream().filter(r -> r.parent() == null && !r.clientOnly()).findFirst()
            .orElseThrow());
    // No retries: each status is answered once (commands.run carries an idempotency key, so 429 and 503 would be).
    ReflectiveClient srv = client("maxRetries", 0);
    Exception error = assertThrows(RuntimeException.class, () -> srv
        .call("commands().run()", "", args("commands.run"), Map.of("X-Mock-Status", String.valueOf(status))));
    assertEquals(expected(row, "null", status, "commands.run"), summary(error));
    assertEquals(1, mock.settledLog(srv).size());
  }

  @Test
  void legacyAuthSendsOnlyTheLegacyHeader() throws Exception {
    ReflectiveClient srv = client("legacyAuth", true);
    srv.call("files().stat()", "", args("files.stat"), Map.of());
    Map<String, List<String>> headers = srv.headers().get(0);
    assertEquals(List.of("tok"), headers.get("X-Access-Token"));
    assertNull(headers.get("Authorization"));
  }

  @Test
  void gatewayTokenIsItsOwnHeaderNeverTheServerCredential() throws Exception {
    ReflectiveClient srv = client("gateway", new Object[] {"X-Gateway-Token", "gw"});
    srv.call("files().stat()", "", args("files.stat"), Map.of());
    Map<String, List<String>> headers = srv.headers().get(0);
    assertEquals(List.of("gw"), headers.get("X-Gateway-Token"));
    assertEquals(List.of("Bearer tok"), headers.get("Authorization"));
    assertNull(headers.get("X-Access-Token"));
  }

  @Test
  void wrongOrMissingTokenIsAnAuthError() throws Exception {
    Exception wrong = assertThrows(RuntimeException.class, () -> ReflectiveClient.build(mock.baseUrl(), "token", "nope")
        .call("files().stat()", "", args("files.stat"), Map.of()));
    assertEquals("ServerAuthError E3101 auth.invalid 401 auth 3 files.stat", summary(wrong));
    Exception missing = assertThrows(RuntimeException.class, () -> ReflectiveClient.build(mock.baseUrl())
        .call("files().stat()", "", args("files.stat"), Map.of()));
    assertEquals("ServerAuthError E3101 auth.missing 401 auth 3 files.stat", summary(missing));
  }

  @Test
  void adminOpNeedsTheAdminToken() throws Exception {
    Exception refused = assertThrows(RuntimeException.class,
        () -> client().call("core().reload()", "", args("core.reload"), Map.of()));
    assertEquals("PolicyDeniedError E3102 policy.admin_required 403 permission 4 core.reload", summary(refused));
    assertNotNull(ReflectiveClient.build(mock.baseUrl(), "token", MockRun.ADMIN_TOKEN)
        .call("core().reload()", "", args("core.reload"), Map.of()));
  }

  @Test
  void idempotentOpIsRetriedWithOneRequestId() throws Exception {
    ReflectiveClient srv = client("maxRetries", 2);
    Object result = srv.call("files().stat()", "", args("files.stat"), Map.of("X-Mock-Fail-Times", "2"));
    assertEquals(exampleResult("files.stat"), ReflectiveClient.json(result));
    List<String> log = mock.awaitLog(srv, 3);
    assertEquals(MockRun.sorted(List.of("POST /ops/files.stat 503 files.stat", "POST /ops/files.stat 503 files.stat",
        "POST /ops/files.stat 200 files.stat")), MockRun.sorted(log.stream().map(MockRun::request).toList()));
    assertEquals(1, log.stream().map(MockRun::requestId).distinct().count());
    assertEquals(List.of(0L, 0L), srv.waits());
  }

  @Test
  void retriesStopAtTheBudget() throws Exception {
    ReflectiveClient srv = client("maxRetries", 1);
    Exception error = assertThrows(RuntimeException.class, () -> srv
        .call("files().stat()", "", args("files.stat"), Map.of("X-Mock-Fail-Times", "5")));
    assertEquals("ServerUnavailableError E3109 null 503 retryable 75 files.stat", summary(error));
    assertEquals(2, mock.settledLog(srv).size());
  }

  @Test
  void nonIdempotentOpIsRetriedOnlyWithItsIdempotencyKey() throws Exception {
    ReflectiveClient srv = client("maxRetries", 3);
    // The example names auth.idempotency_header: commands.run carries a key, so its 503 is retried.
    assertNotNull(srv.call("commands().run()", "", args("commands.run"), Map.of("X-Mock-Fail-Times", "1")));
    assertEquals(2, mock.settledLog(srv).size());
    assertEquals(1, srv.headers().stream().map(h -> h.get("Idempotency-Key")).distinct().count());
  }

  @Test
  void aliasesCallTheirTargetOpId() throws Exception {
    ReflectiveClient srv = client();
    srv.call("process().shell()", "", args("commands.run"), Map.of());
    srv.call("system().setEnv()", "", args("system.env.set"), Map.of());
    srv.call("devtools().runCode()", "", args("devtools.code.run"), Map.of());
    srv.call("pty().list()", "", args("terminal.list"), Map.of());
    List<String> ops = mock.awaitLog(srv, 4).stream().map(line -> line.split(" ")[3]).toList();
    assertEquals(List.of("commands.run", "system.env.set", "devtools.code.run", "terminal.list"), ops);
  }

  @Test
  void pathParamsArePercentEncoded() throws Exception {
    ObjectNode params = JSON.createObjectNode().put("terminal_id", "a/b c/\u00e9\u6f22");
    ReflectiveClient srv = client();
    assertNotNull(srv.call("terminal().get()", "", params, Map.of()));
    assertEquals("GET /terminals/a%2Fb%20c%2F%C3%A9%E6%BC%A2 200 terminal.get",
        MockRun.request(mock.awaitLog(srv, 1).get(0)));
  }

  @Test
  void requireOfADisabledOpFailsWithoutARequest() throws Exception {
    try (MockRun disabled = MockRun.start(MockOptions.defaults().withDisabled(Set.of("commands.run")))) {
      ReflectiveClient srv = ReflectiveClient.build(disabled.baseUrl(), "token", MockRun.TOKEN);
      Object caps = ReflectiveClient.invoke(srv.client, "discover");
      assertEquals(false, ReflectiveClient.invoke(caps, "can", "commands.run"));
      assertEquals(true, ReflectiveClient.invoke(caps, "can", "files.list"));
      Exception error = assertThrows(RuntimeException.class,
          () -> ReflectiveClient.invoke(caps, "require", "commands.run"));
      assertEquals("OperationNotEnabledError E3103 op.not_enabled 0 permission 4 commands.run", summary(error));
      ReflectiveClient.invoke(caps, "require", "files.list");
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -")), disabled.settledLog());
      Exception refused = assertThrows(RuntimeException.class,
          () -> srv.call("commands().run()", "", args("commands.run"), Map.of()));
      // Once discovered, the call fails fast too: refused by the client (status 0), nothing sent.
      assertEquals("OperationNotEnabledError E3103 op.not_enabled 0 permission 4 commands.run", summary(refused));
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -")), disabled.settledLog());
    }
  }

  @Test
  void aliasWithTheLegacyBindingUsesTheLegacyRoute() throws Exception {
    try (MockRun v1x = MockRun.start(MockOptions.defaults().withCompat(dev.genclient.mock.Compat.V1X))) {
      ReflectiveClient srv = ReflectiveClient.build(v1x.baseUrl(), "token", MockRun.TOKEN);
      byte[] bytes = (byte[]) srv.call("files().downloadLegacy()", "", args("files.download"), Map.of());
      assertFalse(bytes.length == 0);
      assertEquals("GET /files/download 200 files.download", MockRun.request(v1x.awaitLog(srv, 1).get(0)));
    }
  }
}
