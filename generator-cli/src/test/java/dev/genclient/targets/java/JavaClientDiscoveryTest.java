package dev.genclient.targets.java;

import static dev.genclient.targets.java.ReflectiveClient.JSON;
import static dev.genclient.targets.java.ReflectiveClient.invoke;
import static dev.genclient.targets.java.ReflectiveClient.summary;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.naming.JavaNames;
import dev.genclient.testing.RepoPaths;
import java.lang.reflect.Method;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The generated Java client's catalog-facing surface against the mock server: the ops tree,
 * {@code describe()}, {@code capabilities()}, ContractMismatchError, v1 and v1.x servers
 * over legacy bindings, the dynamic fallback through {@code GET /ops}, and unknown union variants.
 */
class JavaClientDiscoveryTest {
  private static final Path DYNAMIC_OPS =
      RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/dynamic-ops/operations.json");
  private static final Map<String, String> STAT = Map.of("path", "/etc/hostname");
  private static Catalog catalog;

  @BeforeAll
  static void compile() throws Exception {
    CompiledClient.loader();
    catalog = new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
  }

  static ReflectiveClient client(MockRun mock, Object... setup) throws Exception {
    Object[] all = new Object[setup.length + 2];
    all[0] = "token";
    all[1] = MockRun.TOKEN;
    System.arraycopy(setup, 0, all, 2, setup.length);
    return ReflectiveClient.build(mock.baseUrl(), all);
  }

  /** {@code Ops.files().list()}, the static tree. */
  static Object opRef(String memberPath) throws Exception {
    Object at = CompiledClient.type("Ops");
    for (String step : memberPath.split("\\(\\)\\.?")) {
      at = invoke(at, step);
    }
    return at;
  }

  static JsonNode args(String... pairs) {
    ObjectNode node = JSON.createObjectNode();
    for (int i = 0; i < pairs.length; i += 2) {
      node.put(pairs[i], pairs[i + 1]);
    }
    return node;
  }

  @Test
  void opsTreeHoldsReferencesSpelledAsTheCatalog() throws Exception {
    try (MockRun mock = MockRun.start()) {
      ReflectiveClient srv = client(mock);
      Object list = opRef("files().list()");
      assertEquals("files.list", invoke(list, "id"));
      assertEquals(CompiledClient.type("Ops").getField("FILES_LIST").get(null), invoke(list, "id"));
      assertEquals(list, invoke(invoke(invoke(srv.client, "ops"), "files"), "list"));
      assertEquals("agents.claude_code.sessions.create",
          invoke(opRef("agents().claudeCode().sessions().create()"), "id"));
      assertEquals("system.shutdown", invoke(opRef("system().shutdown()"), "id"));

      JsonNode result = (JsonNode) invoke(srv.client, "call", list, Map.of("path", "/tmp"));
      assertTrue(result.has("entries"), result.toString());
      Object caps = invoke(srv.client, "discover");
      assertEquals(true, invoke(caps, "can", list));
      invoke(caps, "require", list);
      assertNull(invoke(caps, "limit", list, "max_entries"));
      assertEquals(List.of(), invoke(invoke(caps, "paths", list), "roots"), "no scope reported: no roots");
      assertEquals(MockRun.sorted(List.of("POST /ops/files.list 200 files.list", "GET /capabilities 200 -")),
          mock.settledLog());
    }
  }

  /** Every alias of the catalog is in the ops tree, deprecated, resolving to its target's id. */
  @Test
  void opsTreeHoldsTheDeprecatedAliasesResolvingToTheirTargets() throws Exception {
    JavaNames names = JavaNames.INSTANCE;
    Object client = invoke(CompiledClient.type("ServerClient").getMethod("builder").invoke(null), "build");
    Object root = invoke(client, "ops");
    int checked = 0;
    for (Alias alias : catalog.aliases()) {
      List<String[]> pairs = new ArrayList<>();
      if (alias.isNamespace()) {
        String prefix = alias.targetPath() + ".";
        catalog.ops().stream().filter(op -> op.id().startsWith(prefix)).forEach(op -> pairs.add(new String[] {
            alias.aliasPath() + "." + op.id().substring(prefix.length()), op.id()}));
        Method method = CompiledClient.type("Ops").getMethod(
            names.namespaceMember(alias.aliasPath().substring(alias.aliasPath().lastIndexOf('.') + 1)));
        assertTrue(method.isAnnotationPresent(Deprecated.class), alias.alias());
      } else if (catalog.ops().stream().anyMatch(op -> op.id().startsWith(alias.alias() + "."))) {
        // An op alias with a namespace's name: Java has no callable namespace (a ledgered asymmetry), so no member.
        continue;
      } else {
        pairs.add(new String[] {alias.alias(), alias.target()});
      }
      assertFalse(pairs.isEmpty(), alias.alias());
      for (String[] pair : pairs) {
        Object aliased = opRef(names.memberPath(pair[0]));
        Object target = opRef(names.memberPath(pair[1]));
        assertEquals(pair[1], invoke(aliased, "id"), pair[0]);
        assertEquals(invoke(target, "id"), invoke(aliased, "id"), pair[0]);
        Object legacy = invoke(target, "legacy");
        assertEquals(alias.legacyBinding() && legacy != null ? legacy : invoke(target, "http"),
            invoke(aliased, "http"), pair[0] + ": the binding the alias declares");
        Object viaClient = root;
        for (String step : names.memberPath(pair[0]).split("\\(\\)\\.?")) {
          viaClient = invoke(viaClient, step);
        }
        assertEquals(aliased, viaClient, pair[0] + " through srv.ops()");
        checked++;
      }
      if (!alias.isNamespace()) {
        String path = names.memberPath(alias.alias());
        String owner = path.substring(0, path.lastIndexOf("()."));
        Class<?> holder = opRef(owner + "()").getClass();
        Method member = holder.getMethod(names.namespaceMember(alias.alias().substring(alias.alias().lastIndexOf('.') + 1)));
        assertTrue(member.isAnnotationPresent(Deprecated.class), alias.alias());
      }
    }
    assertTrue(checked > catalog.aliases().size(), "the namespace alias pty.* adds one per terminal op: " + checked);
  }

  @Test
  void describeIsTheCatalogTheClientWasGeneratedFrom() throws Exception {
    try (MockRun mock = MockRun.start()) {
      JsonNode described = (JsonNode) invoke(client(mock).client, "describe");
      assertEquals(catalog.catalogVersion(), described.path("catalog_version").asText());
      assertEquals(catalog.ops().size(), described.path("ops").size());
      for (int i = 0; i < catalog.ops().size(); i++) {
        assertEquals(catalog.ops().get(i).id(), described.path("ops").get(i).path("id").asText());
      }
      assertEquals(JSON.readTree(catalog.ops().get(0).params().toJson().toString()),
          described.path("ops").get(0).path("params"));
      assertEquals(catalog.aliases().size(), described.path("aliases").size());
      assertEquals(List.of(), mock.settledLog());
    }
  }

  @Test
  void capabilitiesIsTheRawBodyAndItsErrorsNameTheCapabilitiesOp() throws Exception {
    try (MockRun mock = MockRun.start()) {
      JsonNode body = (JsonNode) invoke(client(mock).client, "capabilities");
      assertEquals(catalog.sdkVersion(), body.path("sdk_version").asText());
      assertTrue(body.path("ops").path("files.list").path("enabled").asBoolean());
      Exception denied = assertThrows(RuntimeException.class,
          () -> invoke(ReflectiveClient.build(mock.baseUrl(), "token", "nope").client, "discover"));
      assertEquals("ServerAuthError E3101 auth.invalid 401 auth 3 core.capabilities", summary(denied));
    }
  }

  @Test
  void opTheServerLacksIsAContractMismatchBeforeSending() throws Exception {
    try (MockRun custom = MockRun.serving(MockOptions.defaults(), RepoPaths.customOpsCatalog())) {
      ReflectiveClient srv = client(custom);
      Object caps = invoke(srv.client, "discover");
      assertEquals("1.0.0", invoke(caps, "sdkVersion"));
      assertEquals(false, invoke(caps, "can", "files.stat"));
      Exception required = assertThrows(RuntimeException.class, () -> invoke(caps, "require", "files.stat"));
      assertEquals("ContractMismatchError E3105 null 0 other 1 files.stat", summary(required));
      Exception mismatch = assertThrows(RuntimeException.class,
          () -> srv.call("files().stat()", "", args("path", "/a"), Map.of()));
      assertEquals("ContractMismatchError E3105 null 0 other 1 files.stat", summary(mismatch));
      assertInstanceOf(CompiledClient.type("errors.EndpointNotAvailableError"), mismatch);
      assertEquals("the server (sdk_version 1.0.0) does not serve op files.stat", invoke(mismatch, "errorMessage"));
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -")), custom.settledLog());
    }
  }

  @Test
  void v1ServerIsCalledOverLegacyBindingsWithLegacyAuth() throws Exception {
    try (MockRun v1 = MockRun.start(MockOptions.defaults().withCompat(Compat.V1))) {
      ReflectiveClient srv = client(v1);
      Object caps = invoke(srv.client, "discover");
      assertEquals(true, invoke(caps, "legacy"));
      assertNull(invoke(caps, "sdkVersion"));
      assertEquals(true, invoke(caps, "can", "files.list"));
      assertEquals(false, invoke(caps, "can", "files.stat"));
      srv.call("files().list()", "", args("path", "/tmp"), Map.of());
      Map<String, List<String>> headers = srv.headers().get(1);
      assertEquals(List.of(MockRun.TOKEN), headers.get("X-Access-Token"));
      assertNull(headers.get("Authorization"));
      Exception mismatch = assertThrows(RuntimeException.class,
          () -> srv.call("files().stat()", "", args("path", "/a"), Map.of()));
      assertEquals("a v1 server (v1 servers have no sdk_version) does not serve op files.stat, which has no legacy "
          + "binding it lists", invoke(mismatch, "errorMessage"));
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -", "GET /files/list 200 files.list")),
          v1.settledLog());
    }
  }

  @Test
  void v1xServerIsCalledOverTheLegacyPathsItLists() throws Exception {
    try (MockRun v1x = MockRun.start(MockOptions.defaults().withCompat(Compat.V1X))) {
      ReflectiveClient srv = client(v1x);
      Object caps = invoke(srv.client, "discover");
      assertEquals(false, invoke(caps, "legacy"));
      assertEquals(true, invoke(caps, "can", "commands.run"));
      assertEquals(false, invoke(caps, "can", "commands.stream"));
      srv.call("commands().run()", "", args("command", "true"), Map.of());
      srv.call("process().shell()", "", args("command", "true"), Map.of());
      assertEquals(List.of("Bearer " + MockRun.TOKEN), srv.headers().get(1).get("Authorization"));
      Exception mismatch = assertThrows(RuntimeException.class,
          () -> srv.call("commands().stream()", "", args("command", "true"), Map.of()));
      assertTrue(((String) invoke(mismatch, "errorMessage")).startsWith("a v1.x server (v1.x servers have no sdk_version)"),
          String.valueOf(invoke(mismatch, "errorMessage")));
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -", "POST /commands/run 200 commands.run",
          "POST /commands/run 200 commands.run")), v1x.settledLog());
    }
  }

  @Test
  void currentServerKeepsTheOwnBindings() throws Exception {
    try (MockRun current = MockRun.start(MockOptions.defaults().withCompat(Compat.V2_1))) {
      ReflectiveClient srv = client(current);
      Object caps = invoke(srv.client, "discover");
      assertEquals(false, invoke(caps, "legacy"));
      assertEquals(catalog.sdkVersion(), invoke(caps, "sdkVersion"));
      srv.call("files().list()", "", args("path", "/tmp"), Map.of());
      assertEquals(MockRun.sorted(List.of("GET /capabilities 200 -", "POST /ops/files.list 200 files.list")),
          current.settledLog());
    }
  }

  @Test
  void genericCallOfAKnownIdOrAliasUsesTheGeneratedBinding() throws Exception {
    try (MockRun mock = MockRun.start()) {
      ReflectiveClient srv = client(mock);
      JsonNode stat = (JsonNode) invoke(srv.client, "call", "files.stat", STAT);
      assertEquals("README.md", stat.path("name").asText());
      invoke(srv.client, "call", "process.shell", Map.of("command", "true"));
      JsonNode terminal = (JsonNode) invoke(srv.client, "call", "pty.get", Map.of("terminal_id", "t 1"));
      assertTrue(terminal.isObject());
      JsonNode bytes = (JsonNode) invoke(srv.client, "call", "files.download", STAT);
      assertTrue(new String(bytes.binaryValue(), java.nio.charset.StandardCharsets.UTF_8).startsWith("mock download"));
      JsonNode events = (JsonNode) invoke(srv.client, "call", "commands.stream", Map.of("command", "yes"));
      assertEquals(3, events.size());
      JsonNode installed = (JsonNode) invoke(srv.client, "call", "agents.codex.install", Map.of());
      assertTrue(installed.isObject(), installed.toString());
      assertEquals(MockRun.sorted(List.of("POST /ops/files.stat 200 files.stat",
          "POST /ops/commands.run 200 commands.run",
          "GET /terminals/t%201 200 terminal.get", "POST /ops/files.download 200 files.download",
          "POST /ops/commands.stream 200 commands.stream", "POST /ops/agents.codex.install 202 agents.codex.install",
          "POST /ops/agents.codex.install_status 200 agents.codex.install_status")), mock.settledLog());
    }
  }

  @Test
  void unknownOpsAreCalledThroughTheServersCatalogFetchedOnce() throws Exception {
    try (MockRun mock = MockRun.start(MockOptions.defaults(), RepoPaths.customOpsCatalog(), DYNAMIC_OPS)) {
      ReflectiveClient srv = client(mock);
      JsonNode grade = (JsonNode) invoke(srv.client, "call", "custom.grade", Map.of("submission", "2 + 2 = 4"));
      assertEquals(JSON.readTree("{\"score\": 1.0, \"passed\": true, \"feedback\": \"Correct.\"}"), grade);
      JsonNode lookup = (JsonNode) invoke(srv.client, "call", "custom.lookup", Map.of("key", "a/b", "limit", 3));
      assertEquals(JSON.readTree("{\"values\": [\"x\", \"y\"]}"), lookup);

      Exception missing = assertThrows(RuntimeException.class,
          () -> invoke(srv.client, "call", "custom.grade", Map.of("rubric", "strict")));
      assertEquals("ServerArgumentError E3106 args.invalid 0 other 1 custom.grade", summary(missing));
      assertEquals("custom.grade: missing required param 'submission'", invoke(missing, "errorMessage"));
      Exception type = assertThrows(RuntimeException.class,
          () -> invoke(srv.client, "call", "custom.lookup", Map.of("key", "a", "limit", "3")));
      assertEquals("custom.lookup: param 'limit' must be \"integer\", not string", invoke(type, "errorMessage"));
      Exception unknownParam = assertThrows(RuntimeException.class,
          () -> invoke(srv.client, "call", "custom.echo", Map.of("message", "m", "loud", true)));
      assertEquals("custom.echo: unknown param 'loud'", invoke(unknownParam, "errorMessage"));
      Exception absent = assertThrows(RuntimeException.class,
          () -> invoke(srv.client, "call", "custom.nope", Map.of()));
      assertEquals("ContractMismatchError E3105 null 0 other 1 custom.nope", summary(absent));
      assertEquals("the server's catalog (sdk_version " + catalog.sdkVersion() + ") has no op custom.nope", invoke(absent, "errorMessage"));

      assertEquals(MockRun.sorted(List.of("GET /ops 200 -", "POST /ops/custom.grade 200 custom.grade",
          "GET /custom/lookup/a%2Fb 200 custom.lookup")), mock.settledLog());
    }
  }

  /** The generic call of an upload op, known or found through {@code GET /ops}: params in the query, the body's bytes. */
  @Test
  void genericCallOfAnUploadOpSendsTheBodyWithTheParamsInTheQuery() throws Exception {
    try (MockRun mock = MockRun.start(MockOptions.defaults(), DYNAMIC_OPS)) {
      List<HttpRequest> sent = new ArrayList<>();
      Consumer<HttpRequest.Builder> recorder = request -> {
        synchronized (sent) {
          sent.add(request.copy().build());
        }
      };
      ReflectiveClient srv = client(mock, "requestCustomizer", recorder);
      byte[] body = "hello upload\n".getBytes(StandardCharsets.UTF_8);
      JsonNode entry = (JsonNode) invoke(srv.client, "call", "files.upload", Map.of("path", "/tmp/u.txt"), body);
      assertTrue(entry.has("path"), entry.toString());
      invoke(srv.client, "call", opRef("files().upload()"), Map.of("path", "/tmp/u.txt"), body);
      JsonNode attached = (JsonNode) invoke(srv.client, "call", "custom.attach", Map.of("name", "a b.txt"), body);
      assertEquals(JSON.readTree("{\"stored\": true}"), attached);
      Exception notUpload = assertThrows(IllegalArgumentException.class,
          () -> invoke(srv.client, "call", "files.stat", STAT, body));
      assertEquals("files.stat is a call op: only upload ops take a body", notUpload.getMessage());

      assertEquals(MockRun.sorted(List.of("POST /ops/files.upload 200 files.upload",
          "POST /ops/files.upload 200 files.upload", "GET /ops 200 -", "POST /ops/custom.attach 200 custom.attach")),
          mock.settledLog());
      List<HttpRequest> uploads = sent.stream().filter(r -> !r.uri().getPath().equals("/ops")).toList();
      assertEquals(List.of("path=%2Ftmp%2Fu.txt", "path=%2Ftmp%2Fu.txt", "name=a%20b.txt"),
          uploads.stream().map(r -> r.uri().getRawQuery()).toList());
      for (HttpRequest upload : uploads) {
        assertEquals(body.length, upload.bodyPublisher().orElseThrow().contentLength(), upload.uri().toString());
        assertEquals("application/octet-stream", upload.headers().firstValue("Content-Type").orElse(null));
      }
    }
  }

  @Test
  void unknownUnionTagIsKeptAsRawJson() throws Exception {
    Class<?> event = CompiledClient.type("model.CommandEvent");
    JsonNode raw = JSON.readTree("{\"type\": \"progress\", \"percent\": 40, \"seq\": 3}");
    Object parsed = JSON.readValue(raw.toString(), event);
    assertEquals("Unknown", parsed.getClass().getSimpleName());
    assertEquals(raw, invoke(parsed, "raw"));
    assertEquals(raw, JSON.valueToTree(parsed));
    Object known = JSON.readValue("{\"type\": \"exit\", \"exit_code\": 0, \"seq\": 2}", event);
    assertEquals("CommandExitEvent", known.getClass().getSimpleName());
    assertFalse(known.getClass().getSimpleName().equals("Unknown"));
  }
}
