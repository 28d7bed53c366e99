package dev.genclient.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.genclient.catalog.CatalogException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/** docs/gen-client.schema.json and the reader accept and refuse the same documents. */
class ConfigSchemaTest {
  private static final Path SCHEMA = Path.of("..", "docs", "gen-client.schema.json");

  @TempDir
  Path dir;

  static Stream<Arguments> documents() {
    String digest = "sha256:" + "0f".repeat(32);
    return Stream.of(
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\n", true),
        Arguments.of("version: 1\ncatalog: {asset: c.json, digest: \"" + digest + "\"}\ntemplates: t\n"
            + "targets:\n  - {lang: python, out: p, options: {module: a.b._generated, result_style: typeddict}}\n", true),
        Arguments.of("catalog: a.json\n", false),
        Arguments.of("catalog: a.json\ntargets: []\n", false),
        Arguments.of("version: 2\ncatalog: a.json\ntargets: [{lang: java, out: j}]\n", false),
        Arguments.of("catalog: {asset: c.json}\ntargets: [{lang: java, out: j}]\n", false),
        Arguments.of("catalog: {asset: c.json, digest: sha256:00}\ntargets: [{lang: java, out: j}]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java}]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j, colour: red}]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j, options: {package: [x]}}]\n", false),
        Arguments.of("catalog: a.json\nextra: 1\ntargets: [{lang: java, out: j}]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\nverify: {cases: c.json, jobs: 2, only: [files.*, pty.*]}\n", true),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\nverify: [cases]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\nverify: {only: {a: b}}\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\nverify: {only: [[a]]}\n", false));
  }

  @ParameterizedTest
  @MethodSource("documents")
  void theSchemaAndTheReaderAgree(String yaml, boolean valid) throws Exception {
    Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(Files.newInputStream(SCHEMA));
    JsonNode document = new ObjectMapper(new YAMLFactory()).readTree(yaml);
    assertEquals(valid, schema.validate(document).isEmpty(), "schema on\n" + yaml);
    Path file = dir.resolve("gen-client.yaml");
    Files.writeString(file, yaml);
    boolean read;
    try {
      new ConfigReader().read(file);
      read = true;
    } catch (CatalogException e) {
      read = false;
    }
    assertEquals(valid, read, "reader on\n" + yaml);
  }
}
