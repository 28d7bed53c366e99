package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.cli.GenClient;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A peer nobody here wrote checks the mock against the OpenAPI document: Schemathesis, from the
 * project's Python tools, generates requests from the example's generated {@code openapi.json}
 * (valid ones, and ones that break the schema) and sends them to the mock serving the same catalog
 * with a token and an admin token (the admin token is sent, so admin ops are reachable). Every named
 * check must pass: responses conform to the document (status, content type, headers, body schema),
 * invalid requests are rejected and valid ones accepted, undeclared methods get 405 with
 * {@code Allow}, and auth is enforced. Bounded examples per op and a fixed seed; its state and
 * reports stay under {@code contract-tests/target/schemathesis}.
 */
class SchemathesisPeerTest {
  private static final String TOKEN = "peer-token";
  private static final String ADMIN_TOKEN = "peer-admin-token";
  private static final String INSTALL = "run: bash tools/install-python-tools.sh";
  static final List<String> CHECKS = List.of("not_a_server_error", "status_code_conformance",
      "content_type_conformance", "response_headers_conformance", "response_schema_conformance",
      "negative_data_rejection", "positive_data_acceptance", "missing_required_header", "unsupported_method",
      "allow_header_conformance", "use_after_free", "ensure_resource_availability", "ignored_auth");
  static final List<String> PHASES = List.of("examples", "coverage", "fuzzing", "stateful");
  static final int MAX_EXAMPLES = 5;
  static final int SEED = 20261201;

  @Test
  void theMockAgreesWithTheDocument() throws Exception {
    Path root = RepoRoot.path();
    Path schemathesis = root.resolve("tools/python/.venv/bin/schemathesis");
    ExternalProcess.require(schemathesis, "Schemathesis in the Python virtualenv", INSTALL);
    Path work = RepoRoot.target().resolve("schemathesis");
    Files.createDirectories(work);
    Path document = generateOpenApi(work.resolve("openapi"));
    Path events = work.resolve("events.ndjson");
    Path report = work.resolve("report.json");
    Files.deleteIfExists(events);
    Files.deleteIfExists(report);
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.exampleCatalog());
    MockOptions options = MockOptions.defaults().withToken(TOKEN).withAdminToken(ADMIN_TOKEN);
    long start = System.nanoTime();
    try (MockServer mock = MockServer.start(List.of(prepared.loaded()), options)) {
      List<String> command = new ArrayList<>(List.of(schemathesis.toString(), "run", document.toString(),
          "--url", mock.baseUrl(),
          "--header", "Authorization: Bearer " + ADMIN_TOKEN,
          "--checks", String.join(",", CHECKS),
          "--phases", String.join(",", PHASES),
          "--max-examples", String.valueOf(MAX_EXAMPLES),
          "--seed", String.valueOf(SEED),
          // One worker: Python 3.11's ast module can raise a spurious "AST constructor recursion depth
          // mismatch" when threads parse at once (CPython gh-106905); Hypothesis parses while describing strategies.
          "--workers", "1",
          // Hypothesis' health checks judge generation speed, which a loaded machine would fail; not the API.
          "--suppress-health-check", "all",
          "--request-timeout", "30",
          "--generation-database", work.resolve("examples.db").toString(),
          "--report", "json,ndjson",
          "--report-json-path", report.toString(),
          "--report-ndjson-path", events.toString(),
          "--no-color"));
      // Hypothesis keeps its own state in the working directory: target/schemathesis.
      ExternalProcess.run(command, work, Map.of("NO_COLOR", "1"), INSTALL);
    }
    long seconds = (System.nanoTime() - start) / 1_000_000_000;
    ObjectMapper json = new ObjectMapper();
    JsonNode summary = json.readTree(report.toFile());
    Map<String, Integer> checks = checkResults(json, events);
    int checkCount = checks.values().stream().mapToInt(Integer::intValue).sum();
    System.out.printf("schemathesis: %d ops tested of %d, %d cases generated, %d check results %s, %d failures,"
            + " %d errors, seed %d, %d s%n",
        summary.path("operations").path("tested").asInt(), summary.path("operations").path("total").asInt(),
        summary.path("test_cases").path("generated").asInt(), checkCount, checks,
        summary.path("failures").size(), summary.path("errors").size(), SEED, seconds);
    assertEquals(0, summary.path("exit_code").asInt(), summary.toString());
    assertEquals(0, summary.path("failures").size(), summary.path("failures").toString());
    assertEquals(0, summary.path("errors").size(), summary.path("errors").toString());
    assertEquals(summary.path("operations").path("total").asInt(), summary.path("operations").path("tested").asInt(),
        "every op of the document was tested");
    assertTrue(checkCount > 0 && checks.getOrDefault("failure", 0) == 0, checks.toString());
    for (String phase : PHASES) {
      assertEquals("success", summary.path("phases").path(phase).path("status").asText(), phase + ": " + summary.path("phases"));
    }
  }

  /** The example's {@code openapi.json}, generated by this build's {@code openapi} target. */
  private static Path generateOpenApi(Path out) {
    StringWriter err = new StringWriter();
    int code = GenClient.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true))
        .execute("--catalog", RepoRoot.exampleCatalog().toString(), "--lang", "openapi", "--out", out.toString());
    assertEquals(0, code, err.toString());
    return out.resolve("openapi.json");
  }

  /** Check results of every scenario in the event log, counted by status (success, failure, skip). */
  private static Map<String, Integer> checkResults(ObjectMapper json, Path events) throws Exception {
    Map<String, Integer> byStatus = new TreeMap<>();
    try (BufferedReader lines = Files.newBufferedReader(events, StandardCharsets.UTF_8)) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        JsonNode finished = json.readTree(line).path("ScenarioFinished");
        for (JsonNode perCase : finished.path("recorder").path("checks")) {
          for (JsonNode result : perCase) {
            byStatus.merge(result.path("status").asText("unknown"), 1, Integer::sum);
          }
        }
      }
    }
    return byStatus;
  }
}
