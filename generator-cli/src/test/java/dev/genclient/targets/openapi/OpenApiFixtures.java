package dev.genclient.targets.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.validate.CatalogValidator;
import dev.genclient.naming.Languages;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Small inline catalogs for the OpenAPI unit tests: loaded, validated (must be clean), linked, converted. */
final class OpenApiFixtures {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private OpenApiFixtures() {}

  /** A catalog with the given top-level members after the required ones ({@code "ops": [...]} at least). */
  static String catalog(String members) {
    return "{\"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\", " + members + "}";
  }

  static LinkedCatalog link(String catalogJson) {
    try {
      CatalogLoader.Loaded loaded = new CatalogLoader().load("test.json", catalogJson.getBytes(StandardCharsets.UTF_8));
      List<Diagnostic> problems = new CatalogValidator(Languages.collisionRules()).validate(loaded.catalog())
          .sorted(loaded.sourceMap()).stream().filter(d -> d.severity() == Severity.ERROR).toList();
      assertEquals(List.of(), problems.stream().map(d -> d.render("test.json", loaded.sourceMap())).toList(),
          "fixture catalog must be valid");
      return new Linker().link(loaded.catalog());
    } catch (CatalogException e) {
      throw new AssertionError("fixture catalog does not load:\n" + String.join("\n", e.renderedLines()), e);
    }
  }

  static ObjectNode document(String catalogJson) {
    return OpenApiTarget.document(ClientPlan.of(link(catalogJson)));
  }

  static JsonNode json(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (Exception e) {
      throw new AssertionError("bad expected JSON in test: " + e.getMessage(), e);
    }
  }
}
