package dev.genclient.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.genclient.catalog.CatalogException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The configuration's JSON Schema ({@code gen-client schema config}, the jar's copy of
 * docs/gen-client.schema.json) and the reader accept and refuse the same documents: these, every
 * configuration the docs show, and the one gen-client init writes.
 */
class ConfigSchemaTest {
  private static final String SCHEMA = "/schemas/gen-client.schema.json";
  private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL);

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
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j}]\nverify: {only: [[a]]}\n", false),
        Arguments.of("$schema: https://example.com/gen-client.schema.json\ncatalog: a.json\ntargets: [{lang: java, out: j}]\n", true),
        Arguments.of("$schema: [x]\ncatalog: a.json\ntargets: [{lang: java, out: j}]\n", false),
        Arguments.of("catalog: a.json\ntargets: [{lang: java, out: j, $schema: x}]\n", false));
  }

  /** Every ```yaml block of docs/*.md that is a whole configuration (it has both catalog and targets), and the one gen-client init writes. */
  static Stream<Arguments> documented() throws Exception {
    List<Arguments> out = new ArrayList<>();
    try (Stream<Path> docs = Files.list(Path.of("..", "docs"))) {
      for (Path doc : docs.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        Matcher block = YAML_BLOCK.matcher(Files.readString(doc));
        while (block.find()) {
          String yaml = block.group(1);
          if (yaml.contains("catalog:") && yaml.contains("targets:")) {
            out.add(Arguments.of(yaml, true));
          }
        }
      }
    }
    assertTrue(out.size() >= 1, "the docs show configurations: " + out.size());
    try (var init = ConfigSchemaTest.class.getResourceAsStream("/dev/genclient/init/gen-client.yaml")) {
      out.add(Arguments.of(new String(init.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), true)); // gen-client init's
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("documented")
  void theDocsConfigurationsAreValid(String yaml, boolean valid) throws Exception {
    theSchemaAndTheReaderAgree(yaml, valid);
  }

  @ParameterizedTest
  @MethodSource("documents")
  void theSchemaAndTheReaderAgree(String yaml, boolean valid) throws Exception {
    Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(ConfigSchemaTest.class.getResourceAsStream(SCHEMA));
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
