package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.testing.RepoPaths;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Top-level names share one space once index.ts re-exports every module: error classes first,
 * then pending classes, namespace classes and types, each clash escaped with a trailing {@code _}
 * (the ts-names catalog also goes through the one tsc run).
 */
class TsSymbolsTest {
  @Test
  void clashingNamesGetAnUnderscoreInAssignmentOrder() throws Exception {
    var linked = new CatalogPipeline().prepare(RepoPaths.root()
        .resolve("generator-cli/src/test/resources/catalogs/ts-names/operations.json")).linked();
    TsSymbols symbols = new TsSymbols(dev.genclient.catalog.plan.ClientPlan.of(linked));
    assertEquals("Error_", symbols.error("Error"));
    assertEquals("ApiError_", symbols.error("ApiError"));
    assertEquals("FilesApi", symbols.error("FilesApi"));
    assertEquals(Map.of("Record", "Record_"), symbols.extraPendingClasses());
    assertEquals("RootApi", symbols.namespace(""));
    assertEquals("FilesApi_", symbols.namespace("files"));
    assertEquals("ServerClient_", symbols.type("ServerClient"));
    assertEquals("Promise_", symbols.type("Promise"));
    assertEquals("FilesApi__", symbols.type("FilesApi"));
    assertEquals("T_", symbols.type("T"));
    assertEquals("OpTypes_", symbols.type("OpTypes"));
    assertEquals("FilesListParams", symbols.type("FilesListParams"));
    assertEquals("OpenAIConfig_", symbols.type("OpenAIConfig"));
  }
}
