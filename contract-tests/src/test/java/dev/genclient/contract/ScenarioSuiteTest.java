package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The behaviour scenarios (contract-tests/scenarios/*.json, docs/scenarios.md) in every language:
 * one runner process per language runs all of them against in-process mocks with the request log
 * on; each scenario is judged by {@link ScenarioCheck}. Writes the scenarios × languages matrix to
 * target/scenario-matrix.md and prints it; a scenario red in any language fails that language's
 * test, and {@link #everyScenarioPassesInEveryLanguage} names the ones the languages disagree on.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScenarioSuiteTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /** The columns: the three client libraries, and Python again through its blocking {@code _sync} twins. */
  private static final List<String> LANGUAGES = List.of("java", "ts", "python", "python-sync");

  private List<Scenario> scenarios;
  private ScenarioPlan mocks;
  private Path plan;
  private Path work;
  /** language → scenario id → problems (empty: pass); a language that could not run maps to null. */
  private final Map<String, Map<String, List<String>>> results = new LinkedHashMap<>();
  private final Map<String, String> notRun = new LinkedHashMap<>();
  /** "language scenario-id" → the ledgered asymmetry that keeps the language from expressing the scenario. */
  private final Map<String, String> ledgered = new LinkedHashMap<>();

  @BeforeAll
  void writePlan() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.exampleCatalog());
    scenarios = Scenario.loadAll(RepoRoot.path().resolve("contract-tests/scenarios"));
    assertTrue(!scenarios.isEmpty(), "no scenarios under contract-tests/scenarios");
    mocks = new ScenarioPlan(prepared.loaded(), ParityLedger.render(prepared.linked()));
    work = RepoRoot.target().resolve("contract");
    plan = mocks.write(scenarios, work.resolve("scenarios.json"));
  }

  @AfterAll
  void writeMatrixAndStop() throws IOException {
    try {
      String matrix = render();
      Files.createDirectories(RepoRoot.target());
      Files.writeString(RepoRoot.target().resolve("scenario-matrix.md"), matrix, StandardCharsets.UTF_8);
      System.out.println(matrix);
    } finally {
      if (mocks != null) {
        mocks.close();
      }
    }
  }

  static Stream<Named<ClientLanguage>> languages() {
    PythonLanguage sync = new PythonLanguage(GeneratedClients.golden(RepoRoot.EXAMPLE), true);
    return Stream.concat(ContractSuiteTest.libraries(), Stream.of(Named.of(sync.name(), sync)));
  }

  @Order(1)
  @ParameterizedTest(name = "{0}")
  @MethodSource("languages")
  void everyScenarioHolds(ClientLanguage language) throws Exception {
    long start = System.nanoTime();
    Map<String, JsonNode> lines;
    try {
      lines = read(language.runScenarios(plan, work), language.name());
    } catch (Exception | AssertionError e) {
      notRun.put(language.name(), String.valueOf(e.getMessage()));
      throw e;
    }
    Map<String, List<String>> byScenario = new LinkedHashMap<>();
    List<String> report = new ArrayList<>();
    for (Scenario scenario : scenarios) {
      String asymmetry = mocks.ledgered(scenario, language.ledgerName());
      if (asymmetry != null) {
        // The language cannot express the scenario, and the parity ledger says why: not judged, shown as such.
        ledgered.put(language.name() + " " + scenario.id(), asymmetry);
        continue;
      }
      List<String> problems = ScenarioCheck.problems(scenario, lines.get(scenario.id()), language.name());
      byScenario.put(scenario.id(), problems);
      if (!problems.isEmpty()) {
        report.add(scenario.id() + ": " + String.join("; ", problems));
      }
    }
    results.put(language.name(), byScenario);
    System.out.printf("scenarios, %s: %d in %.1f s%n", language.name(), scenarios.size(), (System.nanoTime() - start) / 1e9);
    assertTrue(report.isEmpty(), language.name() + ": " + report.size() + " of " + scenarios.size()
        + " scenarios failed (see target/scenario-matrix.md):\n" + String.join("\n", report));
  }

  /** A scenario green in one language and red in another: the clients do not behave as one. */
  @Order(2)
  @Test
  void everyScenarioPassesInEveryLanguage() {
    List<String> split = new ArrayList<>();
    for (Scenario scenario : scenarios) {
      Map<String, Boolean> passed = new LinkedHashMap<>();
      results.forEach((language, byScenario) -> {
        if (byScenario.containsKey(scenario.id())) {
          passed.put(language, byScenario.get(scenario.id()).isEmpty());
        }
      });
      if (passed.containsValue(true) && passed.containsValue(false)) {
        split.add(scenario.id() + ": " + passed);
      }
    }
    assertEquals(List.of(), split, "scenarios that hold in some languages only");
    List<String> missing = LANGUAGES.stream().filter(language -> !results.containsKey(language)).toList();
    if (!missing.isEmpty()) {
      fail("no scenario results from " + missing + " (see the per-language tests)");
    }
  }

  private String render() {
    StringBuilder out = new StringBuilder("# Scenario matrix\n\n");
    out.append("Generated by ScenarioSuiteTest (contract-tests) from contract-tests/scenarios/*.json; do not edit.\n\n");
    out.append("| scenario | file |");
    LANGUAGES.forEach(language -> out.append(' ').append(language).append(" |"));
    out.append("\n|---|---|");
    LANGUAGES.forEach(language -> out.append("---|"));
    out.append('\n');
    List<String> failing = new ArrayList<>();
    for (Scenario scenario : scenarios == null ? List.<Scenario>of() : scenarios) {
      out.append("| `").append(scenario.id()).append("` | ").append(scenario.file()).append(" |");
      for (String language : LANGUAGES) {
        Map<String, List<String>> byScenario = results.get(language);
        String cell;
        if (notRun.containsKey(language)) {
          cell = "FAIL (not run)";
        } else if (byScenario == null) {
          cell = "-";
        } else if (ledgered.containsKey(language + " " + scenario.id())) {
          cell = "ledgered: " + ledgered.get(language + " " + scenario.id()).replace("|", "\\|");
        } else if (byScenario.get(scenario.id()).isEmpty()) {
          cell = "pass";
        } else {
          cell = "FAIL";
          failing.add("- " + language + " `" + scenario.id() + "`: " + String.join("; ", byScenario.get(scenario.id())));
        }
        out.append(' ').append(cell).append(" |");
      }
      out.append('\n');
    }
    notRun.forEach((language, message) -> out.append("\n## ").append(language).append(": not run\n\n```\n")
        .append(message.strip()).append("\n```\n"));
    if (!failing.isEmpty()) {
      out.append("\n## Failing\n\n").append(String.join("\n", failing)).append('\n');
    }
    return out.toString();
  }

  private static Map<String, JsonNode> read(Path file, String language) throws IOException {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (text.isBlank()) {
        continue;
      }
      JsonNode line = MAPPER.readTree(text);
      if (!language.equals(line.path("lang").asText())) {
        fail(language + " scenario runner wrote a line for '" + line.path("lang").asText() + "': " + text);
      }
      if (lines.put(line.path("id").asText(), line) != null) {
        fail(language + " scenario runner wrote two lines for " + line.path("id").asText());
      }
    }
    return lines;
  }
}
