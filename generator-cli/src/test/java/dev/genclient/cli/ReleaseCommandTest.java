package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.digest.CanonicalJson;
import dev.genclient.release.ReleaseAssets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client release}, in-process: the assets, their sums, refusal to overwrite, exit codes. */
class ReleaseCommandTest {
  private static final Path EXAMPLE = RepoPaths.exampleCatalog();
  private static final String CATALOG_ASSET = "agent-sandbox-server-catalog-" + RepoPaths.exampleVersion() + ".json";
  private static final String OPENAPI_ASSET = "agent-sandbox-server-openapi-" + RepoPaths.exampleVersion() + ".json";

  @TempDir
  Path tmp;

  @Test
  void writesTheCanonicalCatalogTheOpenApiDocumentAndTheirSums() throws Exception {
    Path dist = tmp.resolve("dist");
    CliRun run = CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(List.of(ReleaseAssets.SUMS_FILE, CATALOG_ASSET, OPENAPI_ASSET), list(dist));
    byte[] catalog = Files.readAllBytes(dist.resolve(CATALOG_ASSET));
    assertArrayEquals(CanonicalJson.serialize(new ObjectMapper().readTree(EXAMPLE.toFile())), catalog, "the asset is the JCS bytes, no header");
    String digest = "sha256:" + ReleaseAssets.sha256Hex(catalog);
    String validate = CliRun.run("validate", EXAMPLE.toString()).out();
    assertTrue(validate.strip().endsWith(digest), "the asset's sha256 is the catalog digest: " + validate);
    List<String> lines = run.out().lines().toList();
    assertEquals(digest, lines.get(lines.size() - 1), "prints the digest last");
    assertEquals("wrote     " + dist.resolve(CATALOG_ASSET), lines.get(0));

    Path generated = tmp.resolve("openapi");
    assertEquals(0, CliRun.run("--catalog", EXAMPLE.toString(), "--lang", "openapi", "--out", generated.toString()).exitCode());
    assertEquals(Files.readString(generated.resolve("openapi.json")), Files.readString(dist.resolve(OPENAPI_ASSET)));

    Map<String, String> sums = new TreeMap<>();
    sums.put(CATALOG_ASSET, ReleaseAssets.sha256Hex(catalog));
    sums.put(OPENAPI_ASSET, ReleaseAssets.sha256Hex(Files.readAllBytes(dist.resolve(OPENAPI_ASSET))));
    StringBuilder expected = new StringBuilder();
    sums.forEach((name, hex) -> expected.append(hex).append("  ").append(name).append('\n'));
    assertEquals(expected.toString(), Files.readString(dist.resolve(ReleaseAssets.SUMS_FILE)));
  }

  @Test
  void sha256sumVerifiesTheSumsOfEveryReleaseInTheDirectory() throws Exception {
    Path dist = tmp.resolve("dist");
    assertEquals(0, CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString()).exitCode());
    CliRun second = CliRun.run("release", "--catalog", RepoPaths.customOpsCatalog().toString(), "--out", dist.toString());
    assertEquals(0, second.exitCode(), second.err());
    Process process;
    try {
      process = new ProcessBuilder("sha256sum", "-c", ReleaseAssets.SUMS_FILE).directory(dist.toFile()).redirectErrorStream(true).start();
    } catch (IOException e) {
      fail("sha256sum is not installed; install GNU coreutils (apt-get install coreutils) to run this test: " + e.getMessage());
      return;
    }
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, process.exitValue(), output);
    assertEquals(CATALOG_ASSET + ": OK\n" + OPENAPI_ASSET + ": OK\n"
        + "custom-ops-catalog-1.0.0.json: OK\ncustom-ops-openapi-1.0.0.json: OK\n", output);
  }

  @Test
  void anIdenticalRerunSucceedsAndChangesNothing() throws Exception {
    Path dist = tmp.resolve("dist");
    assertEquals(0, CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString()).exitCode());
    Map<String, byte[]> before = contents(dist);
    long modified = Files.getLastModifiedTime(dist.resolve(CATALOG_ASSET)).toMillis();
    CliRun again = CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString());
    assertEquals(0, again.exitCode(), again.err());
    assertTrue(again.out().startsWith("unchanged " + dist.resolve(CATALOG_ASSET)), again.out());
    assertEquals(before.keySet(), contents(dist).keySet());
    before.forEach((name, bytes) -> assertArrayEquals(bytes, contents(dist).get(name), name));
    assertEquals(modified, Files.getLastModifiedTime(dist.resolve(CATALOG_ASSET)).toMillis());
  }

  @Test
  void refusesToOverwriteAnAssetWithDifferentContentAndWritesNothing() throws Exception {
    Path dist = tmp.resolve("dist");
    Files.createDirectories(dist);
    Files.writeString(dist.resolve(OPENAPI_ASSET), "{}\n");
    CliRun run = CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith(dist.resolve(OPENAPI_ASSET) + ": already released with different content; refusing to overwrite\n"), run.err());
    assertTrue(run.err().contains("gen-client: nothing was written"), run.err());
    assertEquals(List.of(OPENAPI_ASSET), list(dist), "the other assets were not written either");
    assertEquals("{}\n", Files.readString(dist.resolve(OPENAPI_ASSET)));
  }

  @Test
  void refusesASumsFileItCannotExtend() throws Exception {
    Path dist = tmp.resolve("dist");
    Files.createDirectories(dist);
    Files.writeString(dist.resolve(ReleaseAssets.SUMS_FILE), "not a sums line\n");
    CliRun run = CliRun.run("release", "--catalog", EXAMPLE.toString(), "--out", dist.toString());
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith(dist.resolve(ReleaseAssets.SUMS_FILE) + ": not a sha256sum file gen-client can extend"), run.err());
    assertEquals(List.of(ReleaseAssets.SUMS_FILE), list(dist));
  }

  @Test
  void anInvalidCatalogExitsThreeAndWritesNothing() throws Exception {
    Path bad = tmp.resolve("bad.json");
    Files.writeString(bad, "{\"catalog_format\": 1, \"name\": \"x\", \"catalog_version\": \"1.0.0\", \"ops\": [{\"id\": \"A\", \"summary\": \"s\"}]}");
    Path dist = tmp.resolve("dist");
    CliRun run = CliRun.run("release", "--catalog", bad.toString(), "--out", dist.toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().startsWith(bad + ":1:"), run.err());
    assertFalse(Files.exists(dist));
  }

  private static List<String> list(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static Map<String, byte[]> contents(Path dir) {
    try {
      Map<String, byte[]> out = new TreeMap<>();
      for (String name : list(dir)) {
        out.put(name, Files.readAllBytes(dir.resolve(name)));
      }
      return out;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void theSchemaKeyIsDroppedFromTheAsset() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode withSchema = mapper.createObjectNode().put("$schema", "./catalog.schema.json");
    withSchema.setAll((com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(EXAMPLE.toFile()));
    Path catalog = tmp.resolve("operations.json");
    Files.writeString(catalog, mapper.writeValueAsString(withSchema));
    Path dist = tmp.resolve("dist");
    CliRun run = CliRun.run("release", "--catalog", catalog.toString(), "--out", dist.toString());
    assertEquals(0, run.exitCode(), run.err());
    byte[] asset = Files.readAllBytes(dist.resolve(CATALOG_ASSET));
    assertArrayEquals(CanonicalJson.serialize(mapper.readTree(EXAMPLE.toFile())), asset, "the asset of the catalog without $schema");
    List<String> lines = run.out().lines().toList();
    assertEquals("sha256:" + ReleaseAssets.sha256Hex(asset), lines.get(lines.size() - 1), "the digest is still the asset's sha256");
  }
}
