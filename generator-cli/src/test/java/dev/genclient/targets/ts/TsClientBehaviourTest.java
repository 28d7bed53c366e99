package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.naming.TsNames;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs the compiled TypeScript client of the example catalog in ONE node process against
 * in-process mocks: the contract runner over a plan of every op, alias and error
 * row (checked here), then the plain-JS behaviour checks of behaviour.mjs (auth headers, retries,
 * discovery, strict mode, ContractMismatchError, legacy bindings, the dynamic fallback, ...).
 */
class TsClientBehaviourTest {
  private static final String TOKEN = "ts-user";
  private static final String ADMIN_TOKEN = "ts-admin";
  private static final String DISABLED_OP = "files.stat";
  private static final ObjectMapper JSON = new ObjectMapper();

  private static final List<MockServer> mocks = new ArrayList<>();
  private static Catalog catalog;
  private static Map<String, JsonNode> planned;
  private static List<JsonNode> results;
  private static JsonNode summary;
  private static long nodeMillis;

  @BeforeAll
  static void runNode() throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogLoader.Loaded example = pipeline.prepare(RepoPaths.exampleCatalog()).loaded();
    CatalogLoader.Loaded custom = pipeline.prepare(RepoPaths.customOpsCatalog()).loaded();
    catalog = example.catalog();
    MockOptions base = MockOptions.defaults().withToken(TOKEN);
    MockServer main = start(List.of(example, custom), base.withAdminToken(ADMIN_TOKEN));
    MockServer disabled = start(List.of(example), base.withDisabled(Set.of(DISABLED_OP)));
    MockServer v1 = start(List.of(example), base.withCompat(Compat.V1));
    MockServer v1x = start(List.of(example), base.withCompat(Compat.V1X));
    MockServer customOnly = start(List.of(custom), base);

    Path dir = build.out().resolve("agent-sandbox");
    for (String script : List.of("behaviour.mjs", "modular.mjs")) {
      Files.copy(TsClientBehaviourTest.class.getResourceAsStream("/ts-behaviour/" + script), dir.resolve(script),
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    Path work = TsBuild.dir().resolve("behaviour");
    Files.createDirectories(work);
    ObjectNode plan = plan(main.baseUrl());
    Files.writeString(work.resolve("plan.json"), JSON.writerWithDefaultPrettyPrinter().writeValueAsString(plan));
    Files.deleteIfExists(work.resolve("results.jsonl"));
    ObjectNode config = JSON.createObjectNode();
    config.put("plan", work.resolve("plan.json").toString());
    config.put("results", work.resolve("results.jsonl").toString());
    config.put("main", main.baseUrl());
    config.put("disabled", disabled.baseUrl());
    config.put("disabledOp", DISABLED_OP);
    config.put("v1", v1.baseUrl());
    config.put("v1x", v1x.baseUrl());
    config.put("customOnly", customOnly.baseUrl());
    config.put("token", TOKEN);
    config.put("adminToken", ADMIN_TOKEN);
    config.put("clientValue", "ts/" + catalog.catalogVersion());
    ObjectNode exits = config.putObject("exitCodes");
    catalog.exitCodes().forEach(exits::put);
    Files.writeString(work.resolve("config.json"), config.toString());

    TsBuild.NodeRun run = TsBuild.node(dir, "behaviour.mjs", work.resolve("config.json").toString());
    nodeMillis = run.millis();
    assertEquals(0, run.exitCode(), "node failed:\n" + run.out() + "\n" + run.err());
    String out = run.out();
    String[] lines = out.strip().split("\n");
    summary = JSON.readTree(lines[lines.length - 1]);
    results = new ArrayList<>();
    for (String line : Files.readAllLines(work.resolve("results.jsonl"))) {
      results.add(JSON.readTree(line));
    }
    planned = new HashMap<>();
    plan.get("calls").forEach(call -> planned.put(call.get("id").asText(), call));
    System.out.println("ts behaviour: " + results.size() + " runner calls + " + summary.get("passed").size()
        + " checks in one node process, " + nodeMillis + " ms");
  }

  private static MockServer start(List<CatalogLoader.Loaded> catalogs, MockOptions options) throws IOException {
    MockServer server = MockServer.start(catalogs, options);
    mocks.add(server);
    return server;
  }

  @AfterAll
  static void stopMocks() {
    mocks.forEach(MockServer::close);
  }

  /** Every client op and op alias with its case, every error row through files.list, a stream error and a retry. */
  private static ObjectNode plan(String baseUrl) throws IOException {
    JsonNode cases = JSON.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    TsNames names = new TsNames();
    ObjectNode plan = JSON.createObjectNode();
    plan.put("base_url", baseUrl);
    plan.put("token", TOKEN);
    plan.put("admin_token", ADMIN_TOKEN);
    ArrayNode calls = plan.putArray("calls");
    for (Operation op : catalog.ops()) {
      if (op.mirror().client()) {
        calls.add(call(op.id() + "/ok", op, names.memberPath(op.id()), cases));
      }
    }
    for (Alias alias : catalog.aliases()) {
      if (alias.isNamespace()) {
        for (Operation op : catalog.ops()) {
          if (op.id().startsWith(alias.targetPath() + ".") && op.mirror().client()) {
            String id = alias.aliasPath() + op.id().substring(alias.targetPath().length());
            calls.add(call(id + "/ok", op, names.memberPath(id), cases));
          }
        }
      } else if (!alias.legacyBinding()) {
        // Legacy-binding aliases need a v1 server; behaviour.mjs calls them against the v1x mock.
        Operation target = catalog.ops().stream().filter(o -> o.id().equals(alias.target())).findFirst().orElseThrow();
        calls.add(call(alias.alias() + "/ok", target, names.memberPath(alias.alias()), cases));
      }
    }
    Operation list = catalog.ops().stream().filter(o -> o.id().equals("files.list")).findFirst().orElseThrow();
    for (ErrorRow row : catalog.errors()) {
      if (row.clientOnly()) {
        continue;
      }
      ObjectNode call = call("files.list/error/" + row.className(), list, "files.list", cases);
      ObjectNode headers = (ObjectNode) call.get("headers");
      String wire = wireCode(row);
      if (wire != null) {
        headers.put("X-Mock-Error", wire);
      } else {
        headers.put("X-Mock-Status", String.valueOf(row.status().isEmpty() ? 418 : row.status().get(0)));
      }
      calls.add(call);
    }
    Operation stream = catalog.ops().stream().filter(o -> o.kind() == Kind.STREAM).findFirst().orElseThrow();
    calls.add(call(stream.id() + "/stream-error", stream, names.memberPath(stream.id()), cases).put("stream_error", "commands.timeout"));
    ObjectNode retry = call("files.list/retry", list, "files.list", cases).put("max_retries", 1);
    ((ObjectNode) retry.get("headers")).put("X-Mock-Fail-Times", "1");
    calls.add(retry);
    return plan;
  }

  private static ObjectNode call(String id, Operation op, String member, JsonNode cases) {
    ObjectNode call = JSON.createObjectNode();
    call.put("id", id);
    call.put("op", op.id());
    call.put("kind", op.kind().name().toLowerCase(java.util.Locale.ROOT));
    call.put("admin", op.admin());
    call.putObject("members").put("ts", member);
    JsonNode c = cases.get(op.id());
    assertNotNull(c, "no case for " + op.id());
    call.set("args", c.get("args"));
    call.set("body", c.has("body") ? c.get("body") : JSON.nullNode());
    call.putObject("headers");
    call.putNull("stream_error");
    return call;
  }

  /** A wire code the row maps: its first exact code, else a code under its first prefix; null for a status-only row. */
  private static String wireCode(ErrorRow row) {
    for (String wire : row.wire()) {
      if (!wire.endsWith(".*")) {
        return wire;
      }
    }
    return row.wire().isEmpty() ? null : row.wire().get(0).replace("*", "mock");
  }

  @Test
  void runnerWroteOneLinePerCallInOrder() {
    assertEquals(planned.size(), results.size());
    for (JsonNode line : results) {
      assertTrue(planned.containsKey(line.get("id").asText()), "unplanned " + line);
      assertEquals("ts", line.get("lang").asText());
    }
  }

  @Test
  void everyOpAndAliasSucceedsWithItsKindsResult() {
    int checked = 0;
    for (JsonNode line : results) {
      String id = line.get("id").asText();
      if (!id.endsWith("/ok") && !id.endsWith("/retry")) {
        continue;
      }
      checked++;
      assertEquals("ok", line.get("outcome").asText(), id + ": " + line);
      JsonNode call = planned.get(id);
      JsonNode result = line.get("result");
      switch (call.get("kind").asText()) {
        case "download" -> {
          String text = new String(Base64.getDecoder().decode(result.get("base64").asText()), StandardCharsets.UTF_8);
          assertTrue(text.startsWith("mock download of " + call.get("op").asText()), id + ": " + text);
        }
        case "stream" -> assertTrue(result.isArray() && result.size() > 0, id + ": " + result);
        case "job", "upload" -> assertTrue(result.isObject(), id + ": " + result);
        default -> {
          Operation op = catalog.ops().stream().filter(o -> o.id().equals(call.get("op").asText())).findFirst().orElseThrow();
          assertEquals(op.result() == null, result.isNull(), id + ": " + result);
        }
      }
    }
    long ops = catalog.ops().stream().filter(o -> o.mirror().client()).count();
    assertTrue(checked > ops, "ops and aliases checked: " + checked);
  }

  @Test
  void everyErrorRowMapsWithItsFieldsAndExitCode() {
    int other = catalog.exitCodes().getOrDefault("other", 1);
    int checked = 0;
    for (ErrorRow row : catalog.errors()) {
      if (row.clientOnly()) {
        continue;
      }
      JsonNode line = results.stream().filter(r -> r.get("id").asText().equals("files.list/error/" + row.className()))
          .findFirst().orElseThrow();
      assertEquals("error", line.get("outcome").asText(), line.toString());
      JsonNode error = line.get("error");
      String wire = wireCode(row);
      assertEquals(row.className(), error.get("catalog_class").asText(), line.toString());
      assertEquals(row.code(), error.get("code").asText(), line.toString());
      assertEquals(wire == null ? null : wire, error.get("error_code").isNull() ? null : error.get("error_code").asText());
      assertEquals(row.status().isEmpty() ? 418 : row.status().get(0), error.get("status").asInt(), line.toString());
      assertEquals(row.exit(), error.get("exit_family").asText());
      assertEquals((int) catalog.exitCodes().getOrDefault(row.exit(), other), error.get("exit_code").asInt());
      assertEquals("files.list", error.get("op").asText());
      assertFalse(error.get("request_id").asText().isEmpty());
      checked++;
    }
    assertEquals(catalog.errors().stream().filter(r -> !r.clientOnly()).count(), checked);
  }

  @Test
  void streamErrorLineRaisesTheMappedError() {
    JsonNode line = results.stream().filter(r -> r.get("id").asText().endsWith("/stream-error")).findFirst().orElseThrow();
    assertEquals("error", line.get("outcome").asText(), line.toString());
    assertEquals("CommandTimeoutError", line.get("error").get("catalog_class").asText());
  }

  @Test
  void everyBehaviourCheckPasses() throws IOException {
    int declared = 0;
    for (String name : List.of("behaviour.mjs", "modular.mjs")) {
      String script = new String(TsClientBehaviourTest.class.getResourceAsStream("/ts-behaviour/" + name).readAllBytes(),
          StandardCharsets.UTF_8);
      Matcher m = Pattern.compile("\\n *await check\\(").matcher(script);
      while (m.find()) {
        declared++;
      }
    }
    assertEquals("[]", summary.get("failed").toString(), "failed checks:\n" + summary.get("failed").toPrettyString());
    assertEquals(declared, summary.get("passed").size(), "checks that ran: " + summary.get("passed"));
  }
}
