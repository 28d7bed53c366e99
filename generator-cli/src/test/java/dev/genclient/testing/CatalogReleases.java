package dev.genclient.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Three releases of the custom-ops catalog for pin and diff tests: 1.0.0 (the example), 1.1.0 (compatible: op
 * custom.shout added, custom.echo deprecated in its favour, alias custom.yell added) and 2.0.0 (breaking:
 * custom.grade removed).
 */
public final class CatalogReleases {
  private static final ObjectMapper JSON = new ObjectMapper();

  private CatalogReleases() {}

  /** The catalog of {@code version} (1.0.0, 1.1.0 or 2.0.0) written to {@code dir/operations-VERSION.json}. */
  public static Path catalog(Path dir, String version) throws IOException {
    ObjectNode catalog = (ObjectNode) JSON.readTree(RepoPaths.customOpsCatalog().toFile());
    if (!version.equals("1.0.0")) {
      catalog.put("catalog_version", version);
      ArrayNode ops = (ArrayNode) catalog.get("ops");
      ObjectNode shout = ops.get(1).deepCopy();
      shout.put("id", "custom.shout").put("summary", "Echo a message loudly").put("since", "1.1");
      ops.add(shout);
      ((ObjectNode) ops.get(1)).putObject("deprecated").put("since", "1.1").put("replacement", "custom.shout");
      catalog.putArray("aliases").addObject().put("alias", "custom.yell").put("target", "custom.shout")
          .put("deprecated_since", "1.1");
      if (version.equals("2.0.0")) {
        ops.remove(0);
      }
    }
    Path file = dir.resolve("operations-" + version + ".json");
    Files.createDirectories(dir);
    Files.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(catalog));
    return file;
  }

  /** {@code gen-client release} of {@code version} into {@code dist}: the asset (returned) and SHA256SUMS. */
  public static Path release(Path dir, String version, Path dist) throws IOException {
    CliRun run = CliRun.run("release", "--catalog", catalog(dir, version).toString(), "--out", dist.toString());
    assertEquals(0, run.exitCode(), run.err());
    return dist.resolve("custom-ops-catalog-" + version + ".json");
  }
}
