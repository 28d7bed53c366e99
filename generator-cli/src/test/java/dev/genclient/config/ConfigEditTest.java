package dev.genclient.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One scalar of a gen-client.yaml replaced in its text, as {@code update} moves a pin; everything else kept. */
class ConfigEditTest {
  private static final String OLD = "sha256:" + "a".repeat(64);
  private static final String NEW = "sha256:" + "b".repeat(64);

  @TempDir
  Path tmp;

  private String edit(String yaml, String pointer, String oldValue, String newValue) throws Exception {
    Path file = Files.writeString(tmp.resolve("gen-client.yaml"), yaml, StandardCharsets.UTF_8);
    ConfigReader.Read read = new ConfigReader().read(file);
    return ConfigEdit.replace(yaml, read.sourceMap(), pointer, oldValue, newValue);
  }

  @Test
  void aFlowMappingAndQuotedValuesKeepTheirForm() throws Exception {
    String yaml = "catalog: {asset: \"a.json\", digest: '" + OLD + "'}  # pinned\ntargets: [{lang: openapi, out: o}]\n";
    assertEquals("catalog: {asset: \"a.json\", digest: '" + NEW + "'}  # pinned\ntargets: [{lang: openapi, out: o}]\n",
        edit(yaml, "/catalog/digest", OLD, NEW));
    assertEquals("catalog: {asset: \"dist/b c.json\", digest: '" + OLD + "'}  # pinned\ntargets: [{lang: openapi, out: o}]\n",
        edit(yaml, "/catalog/asset", "a.json", "dist/b c.json"));
  }

  @Test
  void aPlainValueThatYamlWouldReadOtherwiseIsQuoted() throws Exception {
    String yaml = "catalog:\n  asset: a.json\n  digest: " + OLD + "\ntargets:\n  - {lang: openapi, out: o}\n";
    assertEquals("catalog:\n  asset: \"x #1.json\"\n  digest: " + OLD + "\ntargets:\n  - {lang: openapi, out: o}\n",
        edit(yaml, "/catalog/asset", "a.json", "x #1.json"));
  }

  @Test
  void aValueNotWrittenAsReadIsRefused() throws Exception {
    String yaml = "catalog:\n  asset: \"a\\u002ejson\"\n  digest: " + OLD + "\ntargets:\n  - {lang: openapi, out: o}\n";
    assertNull(edit(yaml, "/catalog/asset", "a.json", "b.json"));
  }
}
