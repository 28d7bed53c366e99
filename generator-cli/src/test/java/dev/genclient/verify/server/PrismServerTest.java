package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prism, a mock nobody here wrote, serving the example's openapi.json as the server under test, through the whole
 * {@code verify} command (its --server-cmd starts and stops Prism) with the Python client on a few ops: verify
 * reports exactly where Prism's answers differ from the protocol, every case gets a verdict, and nothing crashes.
 */
class PrismServerTest {
  static final String INSTALL = "install Node.js 20+ and the pinned tools: bash tools/install-node-tools.sh";
  static final Path PYTHON = RepoPaths.root().resolve("tools/python/.venv/bin/python");

  @Test
  void verifyReportsWherePrismDiffersFromTheProtocolAndEveryCellGetsAVerdict(@TempDir Path dir) throws Exception {
    Path cli = RepoPaths.root().resolve("tools/node/node_modules/@stoplight/prism-cli/dist/index.js");
    if (!Files.isRegularFile(cli)) {
      throw new AssertionError("Prism is missing at " + cli + ": " + INSTALL);
    }
    if (!Files.isExecutable(PYTHON)) {
      throw new AssertionError("no Python virtualenv at " + PYTHON + ": run bash tools/install-python-tools.sh");
    }
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    Path document = RepoPaths.root().resolve("golden/agent-sandbox/openapi/openapi.json");
    String command = "NO_COLOR=1 SCARF_ANALYTICS=false exec node '" + cli + "' mock --host 127.0.0.1 --port " + port + " '" + document + "'";
    // The example's cases, and one that expects an error: Prism answers `Prefer: code=404` with its 404 response.
    ObjectMapper json = new ObjectMapper();
    ObjectNode cases = (ObjectNode) json.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    JsonNode statArgs = cases.get("files.stat").get("args");
    var stat = cases.putArray("files.stat");
    stat.addObject().put("name", "files.stat").set("args", statArgs);
    ObjectNode notFound = stat.addObject().put("name", "stat-not-found");
    notFound.set("args", statArgs);
    notFound.putObject("headers").put("Prefer", "code=404");
    notFound.putObject("expect").put("error", "files.not_found");
    Path casesFile = dir.resolve("cases.json");
    json.writeValue(casesFile.toFile(), cases);

    CliRun run = CliRun.run("verify", "--catalog", RepoPaths.exampleCatalog().toString(), "--cases", casesFile.toString(),
        "--base-url", "http://127.0.0.1:" + port, "--token", "tok", "--clients", "python", "--python", PYTHON.toString(),
        "--work-dir", RepoPaths.root().resolve("generator-cli/target/verify-work").toString(), "--report-dir", dir.toString(),
        "--only", "files.list,files.stat", "--timeout-per-call", "20s", "--report", "json",
        "--server-cmd", command, "--ready-timeout", "60s");
    assertEquals(1, run.exitCode(), run.out() + run.err());
    List<String> server = new ArrayList<>();
    List<String> passed = new ArrayList<>();
    List<String> cells = new ArrayList<>();
    for (JsonNode f : json.readTree(dir.resolve("verify.json").toFile()).path("findings")) {
      String check = f.path("check").asText();
      String op = f.path("op").asText(null);
      String verdict = f.path("verdict").asText();
      String message = f.path("message").asText();
      if (f.hasNonNull("client")) {
        cells.add(check + " " + op + " " + f.path("client").asText() + " " + verdict + (verdict.equals("pass") ? "" : ": " + message));
      } else if (verdict.equals("FAIL")) {
        server.add(check + " " + op + ": " + (check.equals("unknown-op") ? message.replaceAll(".* answered (.*), expected.*", "$1") : message));
      } else if (verdict.equals("pass")) {
        passed.add(check);
      }
    }
    // Prism has no route for GET /ops (not an op of the document) and answers 404 without our envelope; it answers
    // every error with the document's first error example (agent.failed, without details, op and request_id "string")
    // whatever went wrong, so the 404 the case asks for is a code files.stat does not declare; it echoes no
    // X-Request-Id. Capabilities and the newer client agree.
    assertEquals(List.of(
        "ops-listing null: GET /ops answered 404 (no error code)",
        "unknown-op null: 404 (no error code)",
        "missing-argument files.list: a call without 'path' answered 422 agent.failed, expected an args.* row with its status",
        "no-credentials files.list: a call without credentials answered 401 agent.failed, expected 401 auth.*",
        "conflicting-credentials files.list: differing Bearer and X-Access-Token answered 422 agent.failed,"
            + " expected 401 with an auth-family code",
        "error-envelope files.list: 422 agent.failed: error.details is missing or not an object",
        "request-id core.capabilities: X-Request-Id not echoed in the response header (200 (no error code))",
        "declared-codes files.stat: code agent.failed (status 404) is not declared by this op (seen 1 time, by python)"),
        server, run.out());
    assertEquals(List.of("capabilities", "newer-client"), passed, run.out());
    // Every case has its cell: Prism's 200 examples fit the result schemas; its 404 is agent.failed (the agent.* row:
    // ServerAgentError, E3108), not files.not_found (FileNotFoundError, E2004), for op "string".
    assertEquals(List.of("files.list files.list python pass", "files.stat files.stat python pass",
        "stat-not-found files.stat python FAIL: error_code: expected files.not_found, got agent.failed; catalog_class: expected"
            + " FileNotFoundError, got ServerAgentError; code: expected E2004, got E3108; op: expected files.stat, got string"),
        cells, run.out());
    assertTrue(run.out().contains("files.list  pass\nfiles.stat  FAIL\n"), run.out());
  }
}
