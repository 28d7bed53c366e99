package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Secrets;
import dev.genclient.verify.report.TextReport;
import dev.genclient.verify.report.VerifyReport;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prism, a mock nobody here wrote, serving the example's openapi.json as the server under test:
 * verify reports exactly where Prism's answers differ from the protocol and does not crash.
 */
class PrismServerTest {
  static final String INSTALL = "install Node.js 20+ and the pinned tools: bash tools/install-node-tools.sh";

  @Test
  void verifyReportsWherePrismDiffersFromTheProtocol(@TempDir Path dir) throws Exception {
    Path cli = RepoPaths.root().resolve("tools/node/node_modules/@stoplight/prism-cli/dist/index.js");
    if (!Files.isRegularFile(cli)) {
      throw new AssertionError("Prism is missing at " + cli + ": " + INSTALL);
    }
    Catalog catalog = new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    String base = "http://127.0.0.1:" + port;
    Path document = RepoPaths.root().resolve("golden/agent-sandbox/openapi/openapi.json");
    String command = "NO_COLOR=1 SCARF_ANALYTICS=false exec node '" + cli + "' mock --host 127.0.0.1 --port " + port + " '" + document + "'";
    VerifyReport report;
    try (ServerProcess prism = ServerProcess.start(command, dir.resolve("server.log"))) {
      prism.awaitReady(ServerProcess.defaultReadyUrl(catalog, base), Duration.ofSeconds(60));
      ServerConformance.Result result = ServerConformance.run(catalog, base, new Secrets("tok", null, null), Duration.ofSeconds(20));
      List<Finding> findings = new ArrayList<>(result.findings());
      findings.addAll(DeclaredCodes.check(catalog, result.observations()));
      report = new VerifyReport("operations.json", base, List.of(), List.of(), false, findings);
    }
    assertEquals(1, report.exitCode());
    // Prism has no route for GET /ops (not an op of the document) and answers 404 without our envelope; it
    // answers every error with the document's first error example (agent.failed, without details) whatever
    // went wrong; it echoes no X-Request-Id. Capabilities, the newer client and the codes it sent agree.
    assertEquals(List.of(
        "ops-listing null: GET /ops answered 404 (no error code)",
        "unknown-op null: 404 (no error code)",
        "missing-argument files.list: a call without 'path' answered 422 agent.failed, expected an args.* row with its status",
        "no-credentials files.list: a call without credentials answered 401 agent.failed, expected 401 auth.*",
        "conflicting-credentials files.list: differing Bearer and X-Access-Token answered 422 agent.failed,"
            + " expected 401 with an auth-family code",
        "error-envelope files.list: 422 agent.failed: error.details is missing or not an object",
        "request-id core.capabilities: X-Request-Id not echoed in the response header (200 (no error code))"),
        report.failures().stream().map(f -> f.check() + " " + f.op() + ": "
            + (f.check().equals("unknown-op") ? f.message().replaceAll(".* answered (.*), expected.*", "$1") : f.message())).toList(),
        () -> TextReport.render(report));
    assertEquals(List.of("capabilities", "newer-client", "declared-codes"),
        report.findings().stream().filter(f -> f.verdict() == dev.genclient.verify.report.Verdict.PASS).map(Finding::check).toList());
  }
}
