package dev.genclient.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.genclient.catalog.CatalogException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigReaderTest {
  @TempDir
  Path dir;

  @Test
  void readsTargetsWithPathsRelativeToTheConfigFile() throws Exception {
    Path config = write("""
        version: 1
        catalog: api/operations.json
        templates: overrides
        targets:
          - lang: java
            out: sdk-java/src/main/java
            options: {package: com.example.client}
          - lang: ts
            out: packages/sdk
        """);
    GenerationConfig read = new ConfigReader().read(config).config();
    assertEquals(new GenerationConfig.CatalogFile(dir.resolve("api/operations.json")), read.source());
    assertEquals(dir.resolve("overrides"), read.templates());
    assertEquals(List.of(
        new GenerationConfig.Entry("java", dir.resolve("sdk-java/src/main/java"), Map.of("package", "com.example.client"), "/targets/0"),
        new GenerationConfig.Entry("ts", dir.resolve("packages/sdk"), Map.of(), "/targets/1")), read.targets());
  }

  @Test
  void readsAPinnedAsset() throws Exception {
    String digest = "sha256:" + "ab".repeat(32);
    Path config = write("catalog: {asset: dist/catalog.json, digest: \"" + digest + "\"}\ntargets: [{lang: openapi, out: api}]\n");
    assertEquals(new GenerationConfig.PinnedAsset(dir.resolve("dist/catalog.json"), digest),
        new ConfigReader().read(config).config().source());
  }

  @Test
  void everyProblemIsLocatedAtItsLineAndColumn() throws Exception {
    Path config = write("""
        version: 2
        catalog: {asset: a.json, digest: md5:00}
        colour: blue
        targets:
          - lang: java
            out: same
          - out: same
            options: {package: [a]}
        """);
    CatalogException invalid = assertThrows(CatalogException.class, () -> new ConfigReader().read(config));
    String file = config.toString();
    // Each problem at the key it is about (the catalog's convention), in document order.
    assertEquals(List.of(
        file + ":1:1: [config] version must be 1 (the only configuration format), not '2'",
        file + ":2:26: [config] digest must be sha256: and 64 lowercase hex digits, not 'md5:00'",
        file + ":3:1: [config] unknown key 'colour' (expected catalog, targets, templates, verify, version)",
        file + ":7:5: [config] missing key 'lang'",
        file + ":7:5: [config-out] targets 0 and 1 write to the same directory 'same'; each target needs its own (its manifest lists only its files)",
        file + ":8:15: [config] must be a non-empty string"), invalid.renderedLines());
  }

  @Test
  void aYamlSyntaxErrorIsLocated() throws Exception {
    Path config = write("catalog: x.json\ntargets:\n  - lang: java\n   out: [\n");
    CatalogException invalid = assertThrows(CatalogException.class, () -> new ConfigReader().read(config));
    assertEquals(1, invalid.renderedLines().size());
    String line = invalid.renderedLines().get(0);
    assertEquals(config + ":4:", line.substring(0, config.toString().length() + 3), line);
  }

  @Test
  void anEmptyFileSaysWhatItNeeds() throws Exception {
    Path config = write("\n");
    CatalogException invalid = assertThrows(CatalogException.class, () -> new ConfigReader().read(config));
    assertEquals(List.of(config + ": [config] the configuration is empty: expected keys catalog and targets (gen-client schema config prints its format)"),
        invalid.renderedLines());
  }

  @Test
  void schemaKeyIsIgnoredAndAMisspeltKeyIsOneSuggestion() throws Exception {
    Path ok = write("$schema: ./gen-client.schema.json\ncatalog: a.json\ntargets: [{lang: java, out: j}]\n");
    assertEquals(1, new ConfigReader().read(ok).config().targets().size());
    Path config = write("$schema: 1\ncatalog: a.json\ntarget: [{lang: java, out: j}]\n");
    CatalogException invalid = assertThrows(CatalogException.class, () -> new ConfigReader().read(config));
    assertEquals(List.of(
        config + ":1:1: [config] $schema must be a string (the file's JSON Schema, for editors)",
        config + ":3:1: [config] unknown key 'target' (did you mean 'targets'?) (expected catalog, targets, templates, verify, version)"),
        invalid.renderedLines());
  }

  private Path write(String text) throws Exception {
    Path file = dir.resolve("gen-client.yaml");
    Files.writeString(file, text);
    return file;
  }
}
