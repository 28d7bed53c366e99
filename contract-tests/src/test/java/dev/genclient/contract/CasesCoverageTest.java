package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.verify.cases.CasesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract cases (docs/contract-tests.md): the example's cases.json covers every op; a missing or unknown case is named. */
class CasesCoverageTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void theExampleHasACaseForEveryOp() throws Exception {
    Catalog catalog = new CatalogLoader().load(RepoRoot.exampleCatalog()).catalog();
    new CasesReader().read(catalog, RepoRoot.exampleCases(), Files.readAllBytes(RepoRoot.exampleCases()));
  }

  @Test
  void eachMissingAndEachUnknownCaseIsNamed() throws Exception {
    Catalog catalog = new CatalogLoader().load(RepoRoot.exampleCatalog()).catalog();
    ObjectNode cases = (ObjectNode) MAPPER.readTree(RepoRoot.exampleCases().toFile());
    cases.remove(List.of("commands.stream", "core.reload"));
    cases.putObject("files.lsit").putObject("args");
    cases.putObject("nope").putObject("args");
    CatalogException error = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog, Path.of("cases.json"), MAPPER.writeValueAsBytes(cases)));
    List<String> messages = error.diagnostics().stream().map(d -> "[" + d.rule().id() + "] " + d.message()).sorted().toList();
    assertEquals(List.of(
        "[case-missing] op commands.stream has no contract case",
        "[case-missing] op core.reload has no contract case",
        "[case-unknown-op] case for 'files.lsit', which is not an op or an alias of the catalog: did you mean 'files.list'?",
        "[case-unknown-op] case for 'nope', which is not an op or an alias of the catalog"), messages);
  }
}
