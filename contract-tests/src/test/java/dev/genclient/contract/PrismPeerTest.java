package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The OpenAPI document proven against the clients by a peer: Prism, a validating mock nobody here
 * wrote, serves the committed {@code openapi.json} of a bundled catalog with request validation on,
 * and the committed Java, TypeScript and Python clients each call every JSON op (kind {@code call})
 * with its case from {@code cases.json}, through the contract runners. Every request must reach
 * Prism and pass its validation (0 violations per language), and every call must succeed. Prism
 * starts once per catalog; each language runs its whole plan in one process (Java in-process).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PrismPeerTest {
  static final String TOKEN = "prism-token";
  static final String ADMIN_TOKEN = "prism-admin";
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The report of every catalog and language, written to target/prism-peer.md. */
  private final Map<String, String> report = new TreeMap<>();

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"agent-sandbox", "custom-ops"})
  void everyClientCallPassesPrismValidation(String catalogName) throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.catalog(catalogName));
    PlanBuilder builder = new PlanBuilder(prepared.linked().catalog(), ParityLedger.render(prepared.linked()),
        MAPPER.readTree(RepoRoot.cases(catalogName).toFile()));
    List<ContractCall> calls = builder.jsonOpCalls();
    assertTrue(!calls.isEmpty(), catalogName + " has no JSON op with a client member to call");
    Path work = RepoRoot.target().resolve("prism").resolve(catalogName);
    Files.createDirectories(work);
    List<String> failures = new ArrayList<>();
    StringBuilder table = new StringBuilder("| language | calls | requests | request violations | response violations"
        + " | calls failed |\n|---|---|---|---|---|---|\n");
    try (PrismPeer prism = PrismPeer.start(RepoRoot.golden(catalogName, "openapi").resolve("openapi.json"),
        work.resolve("prism.log"))) {
      Path plan = new PlanFile(prism.baseUrl(), null, null, TOKEN, ADMIN_TOKEN).write(calls, work.resolve("plan.json"));
      prism.requestsSinceLastDrain(); // anything before the first client (none expected)
      for (ClientLanguage language : ClientLanguage.of(catalogName)) {
        Map<String, JsonNode> lines;
        try {
          lines = readResults(language.run(plan, work));
        } catch (Exception | AssertionError e) {
          failures.add(language.name() + ": did not run: " + e.getMessage());
          table.append("| ").append(language.name()).append(" | ").append(calls.size()).append(" | not run | | | |\n");
          prism.requestsSinceLastDrain();
          continue;
        }
        List<PrismPeer.Request> requests = prism.requestsSinceLastDrain();
        int requestViolations = 0;
        int responseViolations = 0;
        for (PrismPeer.Request request : requests) {
          requestViolations += request.requestViolations().size();
          responseViolations += request.responseViolations().size();
          request.requestViolations().forEach(v -> failures.add(language.name() + ": " + request + ": " + v));
          request.responseViolations().forEach(v -> failures.add(language.name() + ": " + request + ": " + v));
        }
        if (requests.size() != calls.size()) {
          failures.add(language.name() + ": " + calls.size() + " calls, but Prism received " + requests.size()
              + " requests: " + requests);
        }
        int failed = 0;
        for (ContractCall call : calls) {
          JsonNode line = lines.get(call.id());
          if (line == null || !"ok".equals(line.path("outcome").asText())) {
            failed++;
            failures.add(language.name() + ": " + call.id() + ": " + (line == null ? "no result line" : line.toString()));
          }
        }
        table.append("| ").append(language.name()).append(" | ").append(calls.size()).append(" | ")
            .append(requests.size()).append(" | ").append(requestViolations).append(" | ").append(responseViolations)
            .append(" | ").append(failed).append(" |\n");
      }
    }
    report.put(catalogName, table.toString());
    System.out.println("Prism peer, " + catalogName + ":\n" + table);
    assertTrue(failures.isEmpty(), "Prism peer on " + catalogName + " (log: " + work.resolve("prism.log") + "):\n"
        + table + String.join("\n", failures));
  }

  @AfterAll
  void writeReport() throws IOException {
    StringBuilder text = new StringBuilder("# Prism peer check\n\nGenerated by PrismPeerTest: each generated client"
        + " calls every JSON op of the catalog against Prism serving the catalog's openapi.json with --errors.\n");
    report.forEach((catalog, table) -> text.append("\n## ").append(catalog).append("\n\n").append(table));
    Files.createDirectories(RepoRoot.target());
    Files.writeString(RepoRoot.target().resolve("prism-peer.md"), text.toString(), StandardCharsets.UTF_8);
  }

  private static Map<String, JsonNode> readResults(Path file) throws IOException {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (!text.isBlank()) {
        JsonNode line = MAPPER.readTree(text);
        lines.put(line.path("id").asText(), line);
      }
    }
    return lines;
  }
}
