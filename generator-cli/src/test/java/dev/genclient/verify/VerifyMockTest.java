package dev.genclient.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} against the mock through all four clients generated from the catalog (the default
 * {@code --clients all}): custom-ops passes in java, ts, python and cli; an expected error that does not come fails
 * with the request id and a curl line that sends the request again. The example's whole plan runs through verify in
 * contract-tests' ContractSuiteTest (the committed goldens, all four columns).
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

  /**
   * Also: the cli column gives its command line the plan's per-call limit (--timeout), as the other columns give it to
   * their clients. A cli-only case against a server that accepts and never answers fails by timeout once the limit has
   * passed (that server holds each connection 20 s at most, so a CLI on its own default timeout fails the test instead of
   * hanging). It rides on this run to share its TypeScript build.
   */
  @Test
  void theCustomOpsCasesPassInAllFourClientsTwoAtOnceEachCallWithItsRequestIdAndTheGatewayTokenAndTheCliTimesOut()
      throws Exception {
    // custom-ops is an extension's catalog: the mock serves it on top of the example, whose table answers the probes.
    try (MockServer mock = mock(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog());
        RecordingProxy proxy = new RecordingProxy(mock.baseUrl());
        StallingServer stalling = new StallingServer(Duration.ofSeconds(20))) {
      Path cases = dir.resolve("cases.json");
      // examples/custom-ops/cases.json, and echo-stalls.
      Files.writeString(cases, "{\"custom.grade\": {\"args\": {\"submission\": \"2 + 2 = 4\", \"rubric\": \"arithmetic\"}},"
          + " \"custom.echo\": [{\"name\": \"custom.echo\", \"args\": {\"message\": \"ping\"}}, {\"name\": \"echo-stalls\","
          + " \"args\": {\"message\": \"ping\"}, \"base_url\": \"" + stalling.baseUrl() + "\", \"clients\": [\"cli\"]}]}");
      List<String> args = common(RepoPaths.customOpsCatalog(), cases, proxy.baseUrl(), dir);
      args.addAll(List.of("--gateway-token", "gw-secret", "--jobs", "2", "--timeout-per-call", "2s", "--report", "text,json"));
      CliRun run = CliRun.run(args.toArray(String[]::new));
      assertEquals(1, run.exitCode(), run.out() + run.err());
      assertTrue(run.out().contains("custom.grade  pass  pass  pass    pass\n"), run.out());
      assertTrue(run.out().contains("custom.echo   pass  pass  pass    FAIL\n"), run.out());
      assertTrue(Pattern.compile("\n  n/a +missing-argument +the catalog's error table has no args\\.\\* row\n").matcher(run.out()).find(),
          run.out());
      // Each client call (4 clients x 2 cases) reached the server with its own verify- request id and the gateway token.
      Map<String, String> gateways = new TreeMap<>();
      List<String> failed = new ArrayList<>();
      for (JsonNode f : new ObjectMapper().readTree(dir.resolve("verify.json").toFile()).path("findings")) {
        if (f.path("verdict").asText().equals("FAIL")) {
          failed.add(f.path("check").asText() + " " + f.path("client").asText() + ": " + f.path("message").asText());
        } else if (f.hasNonNull("client")) {
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
      assertEquals(List.of("echo-stalls cli: expected a result, got error ApiError  0: no response from the server (timeout):"
          + " no response within 2000 ms"), failed, run.out());
      // The call (and the discovery the CLI makes first, at the same base URL) each gave up at the 2 s limit: the
      // client's timer starts before its connection is accepted, so a request is held a little less than 2 s.
      Map<String, Duration> held = stalling.heldFor();
      assertTrue(held.containsKey("POST /ops/custom.echo") && held.values().stream()
          .allMatch(d -> d.compareTo(Duration.ofSeconds(1)) >= 0 && d.compareTo(Duration.ofSeconds(5)) <= 0),
          "each request held between 1 s and 2 s + 3 s: " + held);
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
