package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the ts-names catalog renders for open enums and the server.openai helpers: enums only results
 * reach are open, enums params reach and one-value enums closed; the base path is escaped for its
 * string literal and its JSDoc, joined with one slash; a catalog without server.openai has no helpers.
 */
class TsOutputTypesTest {
  private static String file(Path catalog, String name) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog).plan(), new TsTarget(), TargetOptions.DEFAULTS, null);
    return files.stream().filter(f -> f.path().equals(name)).findFirst().orElseThrow().content();
  }

  private static Path tsNames() {
    return RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/ts-names/operations.json");
  }

  @Test
  void resultEnumsAreOpenParamsEnumsAndConstLikeEnumsClosed() throws Exception {
    String catalog = file(tsNames(), "catalog.ts");
    assertTrue(catalog.contains("export type OpenAIConfig_ = \"x\" | \"y\" | (string & {});\n"), catalog);
    assertTrue(catalog.contains("export type Promise_ = \"a\" | \"b\";\n"), "params reach Promise: closed");
    assertTrue(catalog.contains("export type FilesBuildStatusResultOne = \"only\";\n"), "a one-value enum stays closed");
  }

  @Test
  void openAiHelpersEscapeTheBasePathAndExistOnlyWithServerOpenAi() throws Exception {
    String client = file(tsNames(), "client.ts");
    assertTrue(client.contains("    return openaiConfig(this.$c, \"/v1\\\"*/'\\\\x\");\n"), client);
    assertTrue(client.contains("endpoint (`/v1\"*\\/'\\x`)"), "JSDoc cannot be closed by the base path");
    assertFalse(file(RepoPaths.customOpsCatalog(), "client.ts").contains("openai"));
  }
}
