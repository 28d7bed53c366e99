package dev.genclient.catalog.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/catalog.schema.json is the schema users point their editors at; the loader checks catalogs
 * against its copy in this module's resources. The two must be the same bytes, so a new field
 * cannot reach one and not the other.
 */
class PublishedSchemaTest {
  @Test
  void theDocsSchemaIsTheLoadersSchema() throws IOException {
    String published = Files.readString(Path.of("../docs/catalog.schema.json"), StandardCharsets.UTF_8);
    try (InputStream in = PublishedSchemaTest.class.getResourceAsStream("/dev/genclient/catalog/catalog.schema.json")) {
      String loaded = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(loaded, published,
          "copy catalog/src/main/resources/dev/genclient/catalog/catalog.schema.json to docs/catalog.schema.json");
    }
  }
}
