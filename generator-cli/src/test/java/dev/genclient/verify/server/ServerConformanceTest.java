package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Secrets;
import dev.genclient.verify.report.Verdict;
import dev.genclient.verify.report.VerifyReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each server flaw of the broken server fails exactly its named check at the op that shows it, and the
 * flawless broken server and the mock pass every check: one broken server for the class, flaws switched per test.
 */
class ServerConformanceTest {
  private static final String TOKEN = "verify-token";
  private static CatalogLoader.Loaded example;
  private static BrokenServer broken;

  @BeforeAll
  static void start() throws Exception {
    example = new CatalogLoader().load(RepoPaths.exampleCatalog());
    broken = new BrokenServer(RepoPaths.exampleCatalog(), TOKEN);
  }

  @AfterAll
  static void stop() {
    if (broken != null) {
      broken.close();
    }
  }

  /** The server checks' findings as a report with no client, like {@code verify} before its clients run. */
  static VerifyReport verify(Catalog catalog, String baseUrl, Secrets secrets) throws Exception {
    ServerConformance.Result result = ServerConformance.run(catalog, baseUrl, secrets, Duration.ofSeconds(10));
    List<Finding> findings = new ArrayList<>(result.findings());
    findings.addAll(DeclaredCodes.check(catalog, result.observations()));
    return new VerifyReport("operations.json", baseUrl, List.of(), List.of(), false, findings);
  }

  private static List<String> failures(String flaws) throws Exception {
    broken.flaws(flaws);
    VerifyReport report = verify(example.catalog(), broken.baseUrl(), new Secrets(TOKEN, null, null));
    List<String> failed = report.failures().stream().map(f -> f.check() + " " + f.op()).toList();
    assertEquals(failed.isEmpty() ? 0 : 1, report.exitCode(), failed.toString());
    return failed;
  }

  @Test
  void theBrokenServerWithoutAFlawPassesEveryCheck() throws Exception {
    broken.flaws("{}");
    VerifyReport report = verify(example.catalog(), broken.baseUrl(), new Secrets(TOKEN, null, null));
    assertEquals(List.of(), report.failures());
    assertEquals(List.of("ops-listing", "capabilities", "unknown-op", "missing-argument", "no-credentials",
        "conflicting-credentials", "error-envelope", "request-id", "newer-client", "declared-codes"),
        report.findings().stream().map(Finding::check).toList());
    assertEquals(List.of(), report.findings().stream().filter(f -> f.verdict() != Verdict.PASS).toList());
  }

  @Test
  void aWrongErrorEnvelopeFailsTheEnvelopeCheck() throws Exception {
    assertEquals(List.of("error-envelope files.list"), failures("{\"envelope\": true}"));
  }

  @Test
  void aRequestIdNotEchoedFailsTheRequestIdCheck() throws Exception {
    assertEquals(List.of("request-id core.capabilities"), failures("{\"request_id\": true}"));
  }

  @Test
  void anOpMissingFromTheListingFailsTheListingCheckAtThatOp() throws Exception {
    assertEquals(List.of("ops-listing browser.close"), failures("{\"ops_missing\": \"browser.close\"}"));
  }

  @Test
  void anUndeclaredStatusFailsTheDeclaredCodesCheckAtThatOp() throws Exception {
    assertEquals(List.of("declared-codes core.health"), failures("{\"undeclared_status\": \"core.health\"}"));
  }

  @Test
  void theMockPassesEveryCheck() throws Exception {
    MockOptions options = MockOptions.defaults().withPort(0).withToken(TOKEN);
    try (MockServer mock = MockServer.start(List.of(example), options)) {
      VerifyReport report = verify(example.catalog(), mock.baseUrl(), new Secrets(TOKEN, null, null));
      assertEquals(List.of(), report.failures(), () -> report.findings().toString());
      assertEquals(0, report.exitCode());
    }
  }

  @Test
  void anUnreachableServerIsAnIoErrorNotAFinding() throws Exception {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    String url = "http://127.0.0.1:" + port;
    org.junit.jupiter.api.Assertions.assertThrows(ServerUnreachableException.class,
        () -> ServerConformance.run(example.catalog(), url, Secrets.NONE, Duration.ofSeconds(2)));
  }
}
