package dev.genclient.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} against the mock through all four clients (the default {@code --clients all}): every case of the
 * example and of custom-ops passes in java, ts, python and cli; an expected error that does not come fails with the
 * request id and a curl line that sends the request again.
 */
class VerifyMockTest {
  static final Path PYTHON = RepoPaths.root().resolve("tools/python/.venv/bin/python");
  static final String INSTALL = "run: bash tools/install-python-tools.sh";
  /** Kept between runs (the pinned typescript npm installs once), as a user's cache directory is. */
  static final Path WORK = RepoPaths.root().resolve("generator-cli/target/verify-work");
  static final String TOKEN = "verify-token";
  static final String ADMIN = "verify-admin";

  @TempDir
  Path dir;

  static List<String> common(Path catalog, Path cases, String baseUrl, Path reports) {
    assertTrue(Files.isExecutable(PYTHON), "no Python virtualenv at " + PYTHON + "; " + INSTALL);
    return new ArrayList<>(List.of("verify", "--catalog", catalog.toString(), "--cases", cases.toString(), "--base-url", baseUrl,
        "--token", TOKEN, "--python", PYTHON.toString(), "--work-dir", WORK.toString(), "--report-dir", reports.toString()));
  }

  private static MockServer mock(Path... catalogs) throws Exception {
    List<CatalogLoader.Loaded> loaded = new ArrayList<>();
    for (Path catalog : catalogs) {
      loaded.add(new CatalogLoader().load(catalog));
    }
    return MockServer.start(loaded, MockOptions.defaults().withPort(0).withToken(TOKEN).withAdminToken(ADMIN));
  }

  /** Each op's cells in the JSON report, {@code op -> {client -> label}}. */
  static Map<String, Map<String, String>> cells(Path json) throws Exception {
    Map<String, Map<String, String>> out = new TreeMap<>();
    for (JsonNode row : new ObjectMapper().readTree(json.toFile()).path("matrix")) {
      Map<String, String> cells = new TreeMap<>();
      row.path("cells").properties().forEach(e -> cells.put(e.getKey(), e.getValue().asText()));
      out.put(row.path("op").asText(), cells);
    }
    return out;
  }

  /**
   * The example's cases, and cases through its aliases: an op alias, an op under a namespace alias, the two
   * legacy-binding aliases on a {@code v1x} mock ({@code base_url}), an alias Java has no member for (limited to the
   * other clients) and a stream error forced through a header.
   */
  private Path exampleWithAliases(String legacyUrl) throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode cases = (ObjectNode) mapper.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    cases.set("process.shell", cases.get("commands.run"));
    cases.set("pty.create", cases.get("terminal.create"));
    cases.set("files.upload_legacy", ((ObjectNode) cases.get("files.upload").deepCopy()).put("base_url", legacyUrl));
    cases.set("files.download_legacy", ((ObjectNode) cases.get("files.download").deepCopy()).put("base_url", legacyUrl));
    ObjectNode env = cases.get("system.env.get").deepCopy();
    env.putArray("clients").add("ts").add("python").add("cli");
    cases.set("system.env", env);
    cases.set("process.shell_stream", mapper.readTree("[{\"name\": \"shell-stream-error\", \"args\": {\"command\": \"x\"},"
        + " \"headers\": {\"X-Mock-Stream-Error\": \"commands.timeout\"}, \"expect\": {\"error\": \"commands.timeout\"}}]"));
    Path file = dir.resolve("cases.json");
    mapper.writeValue(file.toFile(), cases);
    return file;
  }

  @Test
  void theExampleCasesPassInAllFourClientsTwoAtOnce() throws Exception {
    try (MockServer mock = mock(RepoPaths.exampleCatalog());
        MockServer legacy = MockServer.start(List.of(new CatalogLoader().load(RepoPaths.exampleCatalog())),
            MockOptions.defaults().withPort(0).withToken(TOKEN).withAdminToken(ADMIN).withCompat(Compat.V1X))) {
      List<String> args = common(RepoPaths.exampleCatalog(), exampleWithAliases(legacy.baseUrl()), mock.baseUrl(), dir);
      args.addAll(List.of("--admin-token", ADMIN, "--jobs", "2", "--report", "text,json"));
      CliRun run = CliRun.run(args.toArray(String[]::new));
      assertEquals(0, run.exitCode(), run.out() + run.err());
      Map<String, Map<String, String>> cells = cells(dir.resolve("verify.json"));
      assertEquals(83, cells.size());
      String na = "n/a (no client member (mirror.client: false))";
      cells.forEach((op, row) -> assertEquals(op.equals("system.shutdown") ? Map.of("cli", na, "java", na, "python", na, "ts", na)
          : Map.of("cli", "pass", "java", "pass", "python", "pass", "ts", "pass"), row, op));
      Map<String, List<String>> aliasCells = new TreeMap<>();
      for (JsonNode f : new ObjectMapper().readTree(dir.resolve("verify.json").toFile()).path("findings")) {
        String check = f.path("check").asText();
        if (f.hasNonNull("client") && (check.contains("shell") || check.startsWith("pty.") || check.contains("_legacy")
            || check.equals("system.env"))) {
          aliasCells.computeIfAbsent(check + " " + f.path("op").asText(), k -> new ArrayList<>())
              .add(f.path("client").asText() + " " + f.path("verdict").asText());
        }
      }
      List<String> all = List.of("java pass", "ts pass", "python pass", "cli pass");
      assertEquals(Map.of("process.shell commands.run", all, "pty.create terminal.create", all,
          "files.upload_legacy files.upload", all, "files.download_legacy files.download", all,
          "system.env system.env.get", List.of("ts pass", "python pass", "cli pass"),
          "shell-stream-error commands.stream", all), aliasCells);
    }
  }

  @Test
  void theCustomOpsCasesPassInAllFourClientsEachCallWithItsRequestIdAndTheGatewayToken() throws Exception {
    // custom-ops is an extension's catalog: the mock serves it on top of the example, whose table answers the probes.
    try (MockServer mock = mock(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog());
        RecordingProxy proxy = new RecordingProxy(mock.baseUrl())) {
      List<String> args = common(RepoPaths.customOpsCatalog(), RepoPaths.root().resolve("examples/custom-ops/cases.json"),
          proxy.baseUrl(), dir);
      args.addAll(List.of("--gateway-token", "gw-secret", "--report", "text,json"));
      CliRun run = CliRun.run(args.toArray(String[]::new));
      assertEquals(0, run.exitCode(), run.out() + run.err());
      assertTrue(run.out().contains("custom.grade  pass  pass  pass    pass\n"), run.out());
      assertTrue(run.out().contains("custom.echo   pass  pass  pass    pass\n"), run.out());
      assertTrue(Pattern.compile("\n  n/a +missing-argument +the catalog's error table has no args\\.\\* row\n").matcher(run.out()).find(),
          run.out());
      // Each client call (4 clients x 2 cases) reached the server with its own verify- request id and the gateway token.
      Map<String, String> gateways = new TreeMap<>();
      for (JsonNode f : new ObjectMapper().readTree(dir.resolve("verify.json").toFile()).path("findings")) {
        if (f.hasNonNull("client")) {
          Map<String, List<String>> headers = proxy.requests().get(f.path("request_id").asText());
          gateways.put(f.path("check").asText() + " " + f.path("client").asText(),
              headers == null ? "never seen" : String.valueOf(headers.get("x-gateway-token")));
        }
      }
      Map<String, String> expected = new TreeMap<>();
      for (String c : List.of("custom.grade", "custom.echo")) {
        for (String client : List.of("java", "ts", "python", "cli")) {
          expected.put(c + " " + client, "[gw-secret]");
        }
      }
      assertEquals(expected, gateways);
    }
  }

  @Test
  void anExpectedErrorThatDoesNotComeFailsWithItsRequestIdAndACurlLine() throws Exception {
    Path cases = dir.resolve("cases.json");
    String example = Files.readString(RepoPaths.root().resolve("examples/agent-sandbox/cases.json"));
    Files.writeString(cases, example.replaceFirst("\"files.stat\": \\{", "\"files.stat\": {\"expect\": {\"error\": \"files.not_found\"},"));
    try (MockServer mock = mock(RepoPaths.exampleCatalog())) {
      List<String> args = common(RepoPaths.exampleCatalog(), cases, mock.baseUrl(), dir);
      args.addAll(List.of("--clients", "python", "--only", "files.stat"));
      CliRun run = CliRun.run(args.toArray(String[]::new));
      assertEquals(1, run.exitCode(), run.out() + run.err());
      Matcher failure = Pattern.compile("  FAIL files.stat op files.stat client python: expected error files.not_found, got outcome ok\n"
          + "    request id: (verify-[0-9a-f-]{36})\n    (curl .*)\n").matcher(run.out());
      assertTrue(failure.find(), run.out());
      assertEquals("curl -sS -i -X 'POST' '" + mock.baseUrl() + "/ops/files.stat' -H 'X-Request-Id: " + failure.group(1)
          + "' -H 'Authorization: Bearer '\"$TOKEN\" -H 'Content-Type: application/json' --data-binary '{\"path\":\"/etc/hostname\"}'",
          failure.group(2));
    }
  }
}
