package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.testing.RepoPaths;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The example's command-line client (runtime/cli.ts over the compiled client), every command line
 * in ONE node process ({@code ts-cli/cli.mjs}) against an in-process mock serving the example and
 * custom-ops catalogs merged: stdout, stderr and exit codes of each command, the dynamic fallback,
 * jobs waited, not waited and resumed, and the {@code --help} goldens under {@code ts-cli/}. The
 * contract plan itself (every op, alias and error row) runs through the CLI in the contract suite.
 */
class TsCliTest {
  private static final String TOKEN = "cli-user";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static MockServer mock;
  private static Catalog catalog;
  private static JsonNode runs;
  private static Path work;

  @BeforeAll
  static void runNode() throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogLoader.Loaded example = pipeline.prepare(RepoPaths.exampleCatalog()).loaded();
    CatalogLoader.Loaded custom = pipeline.prepare(RepoPaths.customOpsCatalog()).loaded();
    catalog = example.catalog();
    mock = MockServer.start(List.of(example, custom), MockOptions.defaults().withToken(TOKEN));
    Path dir = build.out().resolve("agent-sandbox");
    Files.copy(TsCliTest.class.getResourceAsStream("/ts-cli/cli.mjs"), dir.resolve("cli.mjs"), StandardCopyOption.REPLACE_EXISTING);
    work = TsBuild.dir().resolve("cli");
    Files.createDirectories(work);
    Files.deleteIfExists(work.resolve("download.bin"));
    Files.writeString(work.resolve("upload.txt"), "uploaded from a file");
    JsonNode cases = JSON.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    ObjectNode config = JSON.createObjectNode();
    config.put("main", mock.baseUrl());
    config.put("token", TOKEN);
    config.put("closed", closedPortUrl());
    config.put("downloadFile", work.resolve("download.bin").toString());
    config.put("uploadFile", work.resolve("upload.txt").toString());
    config.put("shellParams", cases.at("/commands.run/args").toString());
    config.put("streamParams", cases.at("/commands.stream/args").toString());
    Files.writeString(work.resolve("config.json"), config.toString());
    TsBuild.NodeRun run = TsBuild.node(dir, "cli.mjs", work.resolve("config.json").toString());
    assertEquals(0, run.exitCode(), "node failed:\n" + run.out() + "\n" + run.err());
    runs = JSON.readTree(run.out());
    System.out.println("ts cli: " + runs.size() + " command lines in one node process, " + run.millis() + " ms");
  }

  @AfterAll
  static void stopMock() {
    if (mock != null) {
      mock.close();
    }
  }

  private static String closedPortUrl() throws Exception {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return "http://127.0.0.1:" + socket.getLocalPort();
    }
  }

  private static JsonNode run(String name) {
    JsonNode run = runs.get(name);
    assertTrue(run != null, "no run " + name);
    return run;
  }

  private static void exits(String name, int code) {
    JsonNode run = run(name);
    assertEquals(code, run.get("exit").asInt(), name + ": " + run);
  }

  private static String out(String name) {
    return run(name).get("stdout").asText();
  }

  private static String err(String name) {
    return run(name).get("stderr").asText();
  }

  /** The row a wire code maps to: an exact code, else a prefix ({@code policy.*}). */
  private static ErrorRow row(String wire) {
    return catalog.errors().stream().filter(r -> r.wire().contains(wire)).findFirst()
        .or(() -> catalog.errors().stream().filter(r -> r.wire().stream()
            .anyMatch(w -> w.endsWith(".*") && wire.startsWith(w.substring(0, w.length() - 1)))).findFirst())
        .orElseThrow(() -> new AssertionError("no row maps " + wire));
  }

  private static int exitCode(ErrorRow row) {
    return catalog.exitCodes().getOrDefault(row.exit(), catalog.exitCodes().getOrDefault("other", 1));
  }

  @Test
  void helpMatchesItsGoldensAndListsEveryOpAndAlias() throws Exception {
    for (String name : List.of("help", "help-call", "help-op")) {
      exits(name, 0);
      Path golden = RepoPaths.root().resolve("generator-cli/src/test/resources/ts-cli/" + name + ".txt");
      // The catalog's version stands as a placeholder, so a catalog_version bump leaves the goldens as they are.
      String text = out(name).replace("(catalog " + catalog.catalogVersion() + ")", "(catalog {catalog_version})");
      if (Boolean.getBoolean("cli.approve")) {
        Files.writeString(golden, text, StandardCharsets.UTF_8);
      }
      assertEquals(Files.readString(golden, StandardCharsets.UTF_8), text,
          name + ": differs from " + golden + " (review, then rerun with -Dcli.approve=true)");
    }
    for (Operation op : catalog.ops()) {
      assertTrue(Pattern.compile("^  " + Pattern.quote(op.id()) + " ", Pattern.MULTILINE).matcher(out("help")).find(), op.id());
      assertTrue(out("ops").contains("  " + op.id() + " "), op.id());
    }
    for (Alias alias : catalog.aliases()) {
      assertTrue(out("ops").contains("  " + alias.alias() + " "), alias.alias());
    }
    exits("version", 0);
    assertEquals("cli " + catalog.sdkVersion() + " (catalog " + catalog.name() + " " + catalog.catalogVersion() + ", " + catalog.digest()
        + ")\n", out("version"));
  }

  @Test
  void usageErrorsExitTwoWithOneLine() {
    for (String name : List.of("usage-unknown-command", "usage-bad-number")) {
      exits(name, 2);
      assertEquals(1, err(name).split("\n").length, err(name));
      assertEquals("", out(name));
    }
  }

  @Test
  void discoverIsExplicitAndMarksServerOnlyOps() {
    assertFalse(out("ops").contains("custom.grade"), "ops --no-discover knows only the embedded catalog");
    exits("ops-discover", 0);
    assertTrue(Pattern.compile("^\\+ custom\\.grade +call +enabled .*\\[server only", Pattern.MULTILINE).matcher(out("ops-discover")).find(),
        out("ops-discover"));
    assertTrue(Pattern.compile("^  files\\.list +call +enabled ", Pattern.MULTILINE).matcher(out("ops-discover")).find());
  }

  @Test
  void describeShowsParamsAndAliasTarget() {
    exits("describe", 0);
    assertTrue(out("describe").contains("    path: string (required)"), out("describe"));
    assertTrue(out("describe").contains("    max_depth: integer = 1"), out("describe"));
    assertTrue(out("describe").contains("  examples:\n    {\"path\":\"/workspace\"} -> {\"path\":\"/workspace\",\"entries\":[{\"name\":\"README.md\","),
        out("describe"));
    exits("describe-alias", 0);
    assertTrue(out("describe-alias").startsWith("process.shell: deprecated alias of commands.run\n"), out("describe-alias"));
  }

  @Test
  void callsCoerceArgumentsAndPrintResults() throws Exception {
    exits("call", 0);
    assertTrue(JSON.readTree(out("call")).has("entries"), out("call"));
    assertEquals("", err("call"));
    exits("call-verbose", 0);
    assertTrue(err("call-verbose").contains("> authorization: Bearer ***\n"), err("call-verbose"));
    assertFalse(err("call-verbose").contains(TOKEN), "the token is redacted");
    exits("call-alias", 0);
    assertTrue(err("call-alias").startsWith("warning: process.shell is a deprecated alias of commands.run"), err("call-alias"));
    exits("check", 0);
    assertTrue(JSON.readTree(out("check")).isObject());
  }

  @Test
  void dynamicOpsWorkThroughTheFallbackAndTheirArgumentsAreChecked() throws Exception {
    exits("call-dynamic", 0);
    assertTrue(JSON.readTree(out("call-dynamic")).isObject(), out("call-dynamic"));
    ErrorRow invalid = row("args.invalid");
    exits("call-dynamic-invalid", exitCode(invalid));
    JsonNode error = JSON.readTree(err("call-dynamic-invalid")).get("error");
    assertEquals("custom.grade", error.get("op").asText());
    assertTrue(error.get("status").isNull(), "raised before sending: " + error);
  }

  @Test
  void streamsDownloadsAndUploads() throws Exception {
    exits("stream", 0);
    String[] lines = out("stream").split("\n");
    assertTrue(lines.length >= 2, out("stream"));
    for (String line : lines) {
      assertTrue(JSON.readTree(line).isObject(), line);
    }
    exits("download-out", 0);
    assertEquals("", out("download-out"));
    String bytes = Files.readString(work.resolve("download.bin"));
    assertTrue(bytes.startsWith("mock download of files.download"), bytes);
    exits("download-stdout", 0);
    assertEquals(bytes, out("download-stdout"));
    exits("upload-file", 0);
    exits("upload-stdin", 0);
    assertTrue(JSON.readTree(out("upload-file")).isObject());
  }

  @Test
  void jobsWaitOrPrintTheirHandleThenResume() throws Exception {
    exits("job-wait", 0);
    exits("job-no-wait", 0);
    JsonNode handle = JSON.readTree(out("job-no-wait"));
    assertEquals("agents.codex.install", handle.get("op").asText());
    assertFalse(handle.get("job_id").asText().isEmpty());
    exits("resume", 0);
    assertEquals(out("job-wait"), out("resume"));
  }

  @Test
  void errorsAreOneLineAndExitWithTheirFamilysCode() {
    ErrorRow auth = catalog.errors().stream().filter(r -> r.status().contains(401)).findFirst().orElseThrow();
    exits("error-auth", exitCode(auth));
    assertTrue(Pattern.compile("^error: " + auth.className() + " " + auth.code() + " \\S+ op=files\\.list request_id=\\S+: .*\n$")
        .matcher(err("error-auth")).matches(), err("error-auth"));
    ErrorRow policy = row("policy.denied");
    exits("error-policy", exitCode(policy));
    assertTrue(err("error-policy").startsWith("error: " + policy.className() + " " + policy.code() + " policy.denied op=files.list "),
        err("error-policy"));
  }

  @Test
  void doctorReportsTheServerAndExitsOneWhenItCannotWork() {
    exits("doctor", 0);
    assertTrue(out("doctor").contains("reachable: true\n"), out("doctor"));
    assertTrue(out("doctor").contains("unknown_to_client: custom.grade, custom.echo\n"), out("doctor"));
    // The example's server.health_op decides the line, so the catalog's bump that declares one changes no test.
    String health = catalog.server().healthOp() == null ? "health: not declared by the catalog\n" : "health: ok\n";
    assertTrue(out("doctor").contains(health), out("doctor"));
    exits("doctor-down", 1);
    assertTrue(out("doctor-down").contains("reachable: false\n"), out("doctor-down"));
  }
}
