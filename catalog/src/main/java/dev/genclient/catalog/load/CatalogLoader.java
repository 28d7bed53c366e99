package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.digest.CatalogDigest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads a catalog file: strict JSON, then the format schema, then the immutable model. */
public final class CatalogLoader {
  private final FormatSchemaCheck formatCheck = new FormatSchemaCheck();

  /** A loaded catalog with the tree and positions it came from, for locating later diagnostics. */
  public record Loaded(String file, JsonNode tree, SourceMap sourceMap, Catalog catalog) {}

  public Loaded load(Path path) throws IOException, CatalogException {
    return load(path.toString(), Files.readAllBytes(path));
  }

  public Loaded load(String file, byte[] bytes) throws CatalogException {
    LocatingJsonReader.Parsed parsed;
    try {
      parsed = new LocatingJsonReader().read(bytes);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new CatalogException(file, List.of(e.diagnostic()), null);
    }
    JsonNode tree = parsed.root();
    if (!tree.isObject()) {
      throw new CatalogException(file,
          List.of(Diagnostic.error("schema", "", "a catalog is a JSON object, found " + tree.getNodeType())),
          parsed.sourceMap());
    }
    List<Diagnostic> problems = formatCheck.check(tree);
    if (!problems.isEmpty()) {
      throw new CatalogException(file, sortedByPosition(problems, parsed.sourceMap()), parsed.sourceMap());
    }
    Catalog catalog = CatalogReader.read(tree, CatalogDigest.of(tree));
    return new Loaded(file, tree, parsed.sourceMap(), catalog);
  }

  private static List<Diagnostic> sortedByPosition(List<Diagnostic> diagnostics, SourceMap sourceMap) {
    return diagnostics.stream()
        .sorted(java.util.Comparator.comparingLong(d -> sourceMap.offsetOf(d.pointer())))
        .toList();
  }
}
