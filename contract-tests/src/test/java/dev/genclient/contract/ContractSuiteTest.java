package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.cli.GenClient;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;

/**
 * The cross-language contract suite (issue #7) as a user of {@code gen-client verify} (issue #29): the plan
 * ({@link PlanBuilder}: every op, every alias, every error row forced through the mock's controls, stream errors,
 * jobs, the transport failure) is written as a cases file ({@link ContractCases}) and verified against the mock (and
 * its {@code v1x} twin for the legacy bindings) through the committed goldens in all four columns, one runner process
 * per language: one engine, one judgement. Writes the ops × languages matrix to target/contract-matrix.md.
 */
class ContractSuiteTest {
  static final String TOKEN = "contract-token";
  static final String ADMIN_TOKEN = "contract-admin";
  private static final ObjectMapper MAPPER = new ObjectMapper();
  /** The three clients, then the TypeScript command-line client. */
  private static final List<String> LANGUAGES = Stream.concat(ParityLedger.LANGUAGES.stream(), Stream.of("cli")).toList();

  /** A loopback URL nothing listens on: a port bound, then closed (connection refused, no HTTP answer). */
  private static String closedPortUrl() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return "http://127.0.0.1:" + socket.getLocalPort();
    }
  }

  /** The three client libraries: what the parity ledger and the behaviour scenarios cover. */
  static Stream<Named<ClientLanguage>> libraries() {
    return ClientLanguage.of(GeneratedClients.golden(RepoRoot.EXAMPLE)).stream()
        .map(language -> Named.of(language.name(), language));
  }

  @Test
  void everyCallOfThePlanPassesThroughVerifyInEveryColumn() throws Exception {
    Path root = RepoRoot.path();
    Path python = root.resolve("tools/python/.venv/bin/python");
    ExternalProcess.require(python, "the Python virtualenv", PythonLanguage.INSTALL);
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.exampleCatalog());
    Catalog catalog = prepared.linked().catalog();
    JsonNode exampleCases = MAPPER.readTree(RepoRoot.exampleCases().toFile());
    PlanBuilder builder = new PlanBuilder(catalog, ParityLedger.render(prepared.linked()), exampleCases);
    List<ContractCall> calls = builder.build();
    ContractMatrix matrix = new ContractMatrix(calls, builder.unmirrored());
    Path work = RepoRoot.target().resolve("contract");
    MockOptions options = MockOptions.defaults().withToken(TOKEN).withAdminToken(ADMIN_TOKEN);
    // Legacy-binding aliases travel over the ops' legacy REST routes, which only an older server serves.
    try (MockServer mock = MockServer.start(List.of(prepared.loaded()), options);
        MockServer legacyMock = MockServer.start(List.of(prepared.loaded()), options.withCompat(Compat.V1X))) {
      Path cases = ContractCases.write(catalog, calls, exampleCases, legacyMock.baseUrl(), closedPortUrl(), work.resolve("cases.json"));
      String[] args = {"verify", "--catalog", RepoRoot.exampleCatalog().toString(), "--cases", cases.toString(),
          "--base-url", mock.baseUrl(), "--token", TOKEN, "--admin-token", ADMIN_TOKEN,
          "--clients-dir", root.resolve("golden").resolve(RepoRoot.EXAMPLE).toString(), "--python", python.toString(),
          "--work-dir", RepoRoot.target().resolve("verify-work").toString(), "--report", "text,json", "--report-dir", work.toString()};
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int exit = GenClient.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
      record(matrix, calls, work.resolve("verify.json"), out + err.toString());
      matrix.write(RepoRoot.target().resolve("contract-matrix.md"), LANGUAGES);
      assertEquals(0, exit, "gen-client verify over the contract plan (matrix: target/contract-matrix.md):\n" + out + err);
    }
  }

  /** Each column's problems per call, from verify's findings (a case's name is its call id); a call without one fails. */
  private static void record(ContractMatrix matrix, List<ContractCall> calls, Path json, String output) throws IOException {
    if (!Files.exists(json)) {
      LANGUAGES.forEach(language -> matrix.record(language, new ContractMatrix.LanguageRun(output, Map.of())));
      return;
    }
    Map<String, Map<String, List<String>>> problems = new LinkedHashMap<>();
    LANGUAGES.forEach(language -> problems.put(language, new LinkedHashMap<>()));
    for (JsonNode finding : MAPPER.readTree(json.toFile()).path("findings")) {
      Map<String, List<String>> column = problems.get(finding.path("client").asText());
      if (column != null && !finding.path("verdict").asText().equals("n/a")) {
        List<String> found = new ArrayList<>();
        if (finding.path("verdict").asText().equals("FAIL")) {
          found.add(finding.path("message").asText());
        }
        column.put(finding.path("check").asText(), found);
      }
    }
    problems.forEach((language, column) -> {
      calls.stream().filter(call -> !ContractMatrix.ledgeredAbsent(call, language) && !column.containsKey(call.id()))
          .forEach(call -> column.put(call.id(), List.of("no verdict from verify")));
      matrix.record(language, new ContractMatrix.LanguageRun(null, column));
    });
  }
}
