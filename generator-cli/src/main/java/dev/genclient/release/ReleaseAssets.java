package dev.genclient.release;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.digest.CatalogDigest;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The assets of one catalog release ({@code release}, docs/release.md): the catalog as its canonical JCS
 * bytes (so its sha256 is the catalog digest), the OpenAPI document, and the {@code SHA256SUMS}
 * lines for both in the format {@code sha256sum -c} reads.
 */
public final class ReleaseAssets {
  public static final String SUMS_FILE = "SHA256SUMS";
  private static final Pattern SUMS_LINE = Pattern.compile("([0-9a-f]{64})  ([^/\\\\]+)");

  /** One asset: its file name and exact bytes. */
  public record Asset(String fileName, byte[] bytes) {}

  private ReleaseAssets() {}

  /** The versioned assets: the catalog, then the OpenAPI document. */
  public static List<Asset> of(CatalogPipeline pipeline, CatalogPipeline.Prepared prepared) {
    Catalog catalog = prepared.linked().catalog();
    String stem = catalog.name() + "-%s-" + catalog.catalogVersion() + ".json";
    byte[] canonical = CatalogDigest.canonicalBytes(prepared.loaded().tree());
    List<GeneratedFile> openapi = pipeline.render(prepared.plan(), Targets.byName("openapi").orElseThrow(),
        TargetOptions.DEFAULTS, null);
    return List.of(
        new Asset(String.format(stem, "catalog"), canonical),
        new Asset(String.format(stem, "openapi"), single(openapi, "openapi.json").getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * The {@code SHA256SUMS} text: {@code <hex>  <name>} lines sorted by name, the format of GNU
   * {@code sha256sum}. Lines of {@code existing} for other files are kept, so one directory can
   * hold several releases; returns null when {@code existing} is not such a file.
   */
  public static String sums(String existing, List<Asset> assets) {
    Map<String, String> byName = new TreeMap<>();
    if (existing != null) {
      for (String line : existing.split("\n", -1)) {
        if (line.isEmpty()) {
          continue;
        }
        Matcher m = SUMS_LINE.matcher(line);
        if (!m.matches()) {
          return null;
        }
        byName.put(m.group(2), m.group(1));
      }
    }
    assets.forEach(a -> byName.put(a.fileName(), sha256Hex(a.bytes())));
    StringBuilder out = new StringBuilder();
    byName.forEach((name, hex) -> out.append(hex).append("  ").append(name).append('\n'));
    return out.toString();
  }

  /** The hex sum {@code sums} (a {@code SHA256SUMS} text) gives for {@code fileName}, or null when it lists none. */
  public static String sumOf(String sums, String fileName) {
    for (String line : sums.split("\n")) {
      Matcher m = SUMS_LINE.matcher(line.strip());
      if (m.matches() && m.group(2).equals(fileName)) {
        return m.group(1);
      }
    }
    return null;
  }

  public static String sha256Hex(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }

  private static String single(List<GeneratedFile> files, String path) {
    return files.stream().filter(f -> f.path().equals(path)).findFirst()
        .orElseThrow(() -> new IllegalStateException("the openapi target wrote no " + path)).content();
  }
}
