package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
import dev.genclient.verify.clients.ExpectedError;
import dev.genclient.verify.clients.ResultJudge;

/**
 * The cross-language contract suite (issue #7): the mock serves the example catalog in-process,
 * each language's runner calls its committed golden client once for the whole plan, and every call
 * is judged against the catalog. Writes the ops × languages matrix to target/contract-matrix.md.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContractSuiteTest {
  static final String TOKEN = "contract-token";
  static final String ADMIN_TOKEN = "contract-admin";
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /** The three clients, then the TypeScript command-line client. */
  private static final List<String> LANGUAGES = Stream.concat(ParityLedger.LANGUAGES.stream(), Stream.of("cli")).toList();

  private MockServer mock;
  private MockServer legacyMock;
  private List<ContractCall> calls;
  private Path plan;
  private Path work;
  private ResultJudge check;
  private ContractMatrix matrix;
  private final Map<String, Map<String, JsonNode>> resultsByLanguage = new LinkedHashMap<>();

  @BeforeAll
  void startMockAndWritePlan() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.exampleCatalog());
    Catalog catalog = prepared.linked().catalog();
    PlanBuilder builder = new PlanBuilder(catalog, ParityLedger.render(prepared.linked()),
        MAPPER.readTree(RepoRoot.exampleCases().toFile()));
    calls = builder.build();
    check = new ResultJudge(catalog);
    matrix = new ContractMatrix(calls, builder.unmirrored());
    MockOptions options = MockOptions.defaults().withToken(TOKEN).withAdminToken(ADMIN_TOKEN);
    mock = MockServer.start(List.of(prepared.loaded()), options);
    // Legacy-binding aliases travel over the ops' legacy REST routes, which only an older server serves.
    legacyMock = MockServer.start(List.of(prepared.loaded()), options.withCompat(Compat.V1X));
    work = RepoRoot.target().resolve("contract");
    Files.createDirectories(work);
    plan = new PlanFile(mock.baseUrl(), legacyMock.baseUrl(), closedPortUrl(), TOKEN, ADMIN_TOKEN)
        .write(calls, work.resolve("plan.json"));
  }

  @AfterAll
  void writeMatrixAndStop() throws IOException {
    try {
      if (matrix != null) {
        matrix.write(RepoRoot.target().resolve("contract-matrix.md"), LANGUAGES);
        System.out.println(matrix.render(LANGUAGES));
      }
    } finally {
      if (mock != null) {
        mock.close();
      }
      if (legacyMock != null) {
        legacyMock.close();
      }
    }
  }

  /** A loopback URL nothing listens on: a port bound, then closed (connection refused, no HTTP answer). */
  private static String closedPortUrl() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return "http://127.0.0.1:" + socket.getLocalPort();
    }
  }

  /** The matrix's columns: the three client libraries and the TS command-line client. */
  static Stream<Named<ClientLanguage>> languages() {
    GeneratedClients golden = GeneratedClients.golden(RepoRoot.EXAMPLE);
    return Stream.concat(ClientLanguage.of(golden).stream(), Stream.of(new CliLanguage(golden)))
        .map(language -> Named.of(language.name(), language));
  }

  /** The three client libraries: what the parity ledger and the behaviour scenarios cover. */
  static Stream<Named<ClientLanguage>> libraries() {
    return ClientLanguage.of(GeneratedClients.golden(RepoRoot.EXAMPLE)).stream()
        .map(language -> Named.of(language.name(), language));
  }

  @Order(1)
  @ParameterizedTest(name = "{0}")
  @MethodSource("languages")
  void everyCallMatchesTheCatalog(ClientLanguage language) throws Exception {
    Map<String, JsonNode> lines;
    try {
      lines = readResults(language.run(plan, work), language.name());
    } catch (Exception | AssertionError e) {
      matrix.record(language.name(), new ContractMatrix.LanguageRun(String.valueOf(e.getMessage()), Map.of()));
      throw e;
    }
    resultsByLanguage.put(language.name(), lines);
    Map<String, List<String>> problems = new LinkedHashMap<>();
    List<String> report = new ArrayList<>();
    for (ContractCall call : calls) {
      if (ContractMatrix.ledgeredAbsent(call, language.name())) {
        continue; // no member in this client library, as the ledger says (the matrix shows n/a)
      }
      List<String> found = check.problems(call.op(), call.expected(), lines.get(call.id()));
      problems.put(call.id(), found);
      if (!found.isEmpty()) {
        report.add(call.id() + ": " + String.join("; ", found));
      }
    }
    matrix.record(language.name(), new ContractMatrix.LanguageRun(null, problems));
    assertTrue(report.isEmpty(), language.name() + ": " + report.size() + " of " + calls.size()
        + " calls failed (see target/contract-matrix.md):\n" + String.join("\n", report));
  }

  /** The three clients raise the same catalog fields for the same error, whatever each language names its classes. */
  @Order(2)
  @Test
  void languagesAgreeOnEveryError() {
    List<String> missing = LANGUAGES.stream().filter(language -> !resultsByLanguage.containsKey(language)).toList();
    List<String> disagreements = new ArrayList<>();
    for (ContractCall call : calls) {
      if (!call.expectsError()) {
        continue;
      }
      Map<String, ExpectedError> seen = new LinkedHashMap<>();
      resultsByLanguage.forEach((language, lines) -> {
        JsonNode line = lines.get(call.id());
        if (line != null && line.has("error")) {
          seen.put(language, ExpectedError.fromResult(line.get("error")));
        }
      });
      if (seen.values().stream().distinct().count() > 1) {
        disagreements.add(call.id() + ": " + seen);
      }
    }
    assertEquals(List.of(), disagreements, "the languages raise different errors for the same response");
    if (!missing.isEmpty()) {
      fail("cannot compare errors across languages: no results from " + missing
          + " (their contract run failed; see the per-language tests)");
    }
  }

  private Map<String, JsonNode> readResults(Path file, String language) throws IOException {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    for (String text : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (text.isBlank()) {
        continue;
      }
      JsonNode line = MAPPER.readTree(text);
      String id = line.path("id").asText();
      if (!Objects.equals(language, line.path("lang").asText())) {
        fail(language + " runner wrote a line for language '" + line.path("lang").asText() + "': " + text);
      }
      if (lines.put(id, line) != null) {
        fail(language + " runner wrote two lines for call " + id);
      }
    }
    return lines;
  }
}
