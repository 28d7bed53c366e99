package dev.genclient.targets.openapi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The target writes the paths and component schemas as they are made; its bytes are those of the
 * whole document written at once, on the examples and on a catalog whose strings the direct JSON
 * walk leaves to Jackson (characters beyond the BMP), where the whole document is made after all.
 */
class OpenApiStreamingTest {
  private static byte[] streamed(LinkedCatalog linked) {
    List<GeneratedFile> files = new OpenApiTarget().generate(
        new GenerationContext(ClientPlan.of(linked), TargetOptions.DEFAULTS, null, List.of()));
    assertEquals(1, files.size());
    return files.get(0).bytes();
  }

  @Test
  void theExamplesAreWrittenAsTheWholeDocumentIs() throws Exception {
    for (Path catalog : List.of(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog())) {
      LinkedCatalog linked = new Linker().link(new CatalogLoader().read(catalog).loaded().catalog());
      byte[] whole = JsonText.prettyBytes(OpenApiTarget.document(ClientPlan.of(linked)));
      assertArrayEquals(whole, streamed(linked), catalog.toString());
      String text = new String(whole, StandardCharsets.UTF_8);
      assertTrue(text.contains("\"paths\": {\n    \"/"), "the paths are written in place");
      assertTrue(text.contains("\"responses\": {\n      \""), "the shared responses follow the paths that use them");
    }
  }

  @Test
  void stringsLeftToJacksonGetTheWholeDocument() {
    String catalog = OpenApiFixtures.catalog("\"ops\": ["
        + "{\"id\": \"a.emoji\", \"summary\": \"\\ud83d\\ude00 grin\","
        + " \"params\": {\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"string\", \"description\": \"\\ud83c\\udf89\"}}}},"
        + "{\"id\": \"b.plain\", \"summary\": \"S\"}]");
    LinkedCatalog linked = OpenApiFixtures.link(catalog);
    byte[] whole = JsonText.prettyBytes(OpenApiTarget.document(ClientPlan.of(linked)));
    assertArrayEquals(whole, streamed(linked));
    // Jackson writes a character beyond the BMP as its escaped surrogate pair.
    assertTrue(new String(whole, StandardCharsets.UTF_8).contains("\"summary\": \"\\uD83D\\uDE00 grin\""));
  }
}
