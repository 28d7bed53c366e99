package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.load.CatalogLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A self-referencing named type is compared once, not forever, and a change inside it is still found. */
class RecursiveTypeDiffTest {
  private static String catalog(String extraField) {
    return "{\"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.1.0\","
        + "\"types\": {\"Node\": {\"type\": \"object\", \"properties\": {\"name\": {\"type\": \"string\"}," + extraField
        + "\"children\": {\"type\": \"array\", \"items\": {\"$ref\": \"#/types/Node\"}}}}},"
        + "\"ops\": [{\"id\": \"tree.get\", \"summary\": \"s\", \"result\": {\"$ref\": \"#/types/Node\"}}]}";
  }

  @Test
  void terminatesAndReportsTheChange() throws Exception {
    CatalogLoader.Loaded a = new CatalogLoader().load("old.json", catalog("").replace("1.1.0", "1.0.0").getBytes(StandardCharsets.UTF_8));
    CatalogLoader.Loaded b = new CatalogLoader().load("new.json", catalog("\"size\": {\"type\": \"integer\"},").getBytes(StandardCharsets.UTF_8));
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());
    assertEquals(List.of("result-field-added /types/Node/properties/size optional result field 'size' added"),
        findings.stream().map(f -> f.rule().id() + " " + f.pointer() + " " + f.message()).toList());
  }
}
