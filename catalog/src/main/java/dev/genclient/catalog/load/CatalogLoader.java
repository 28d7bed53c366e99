package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Fork;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.digest.CatalogDigest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/** Reads a catalog file: strict JSON, then the format schema, then the immutable model. */
public final class CatalogLoader {
  private static final String NO_DIGEST = "none: the catalog has problems";

  private final FormatSchemaCheck formatCheck = new FormatSchemaCheck();
  private final int threads;

  /** A loader that uses a second thread when the machine has a second processor. */
  public CatalogLoader() {
    this(Fork.defaultThreads());
  }

  /** A loader on at most {@code threads} threads; the result is the same for any number. */
  public CatalogLoader(int threads) {
    this.threads = threads;
  }

  /**
   * A loaded catalog with the tree and positions it came from, for locating later diagnostics;
   * {@code tree} is {@code null} once a run that only renders has let it go.
   */
  public record Loaded(String file, JsonNode tree, SourceMap sourceMap, Catalog catalog) {}

  /**
   * A catalog read as far as it is well-formed. {@code problems} are the parse-stage and schema
   * problems; {@code loaded.catalog()} is the model of the well-formed parts (malformed nodes cut
   * out, see {@link PartRepair}), or {@code null} when the tree could not be repaired;
   * {@code malformedParts} are the parts whose semantic checks are skipped.
   */
  public record Draft(Loaded loaded, List<Diagnostic> problems, Set<String> malformedParts) {
    public Draft {
      problems = List.copyOf(problems);
      malformedParts = Set.copyOf(malformedParts);
    }

    /** Whether a diagnostic at {@code pointer} is about a malformed part (and so depends on it). */
    public boolean inMalformedPart(String pointer) {
      return malformedParts.stream().anyMatch(part -> PartRepair.within(pointer, part));
    }
  }

  public Loaded load(Path path) throws IOException, CatalogException {
    return load(path.toString(), Files.readAllBytes(path));
  }

  /** A catalog with no parse or schema problem; every such problem is reported at once otherwise. */
  public Loaded load(String file, byte[] bytes) throws CatalogException {
    Draft draft = read(file, bytes);
    if (!draft.problems().isEmpty()) {
      throw new CatalogException(file, inDocumentOrder(draft.problems(), draft.loaded().sourceMap()),
          draft.loaded().sourceMap());
    }
    return draft.loaded();
  }

  public Draft read(Path path) throws IOException, CatalogException {
    return read(path.toString(), Files.readAllBytes(path));
  }

  /**
   * Reads as much as is well-formed; throws only when the bytes are not one JSON object (a syntax
   * error stops the parse, so nothing else can be checked).
   */
  public Draft read(String file, byte[] bytes) throws CatalogException {
    FormatSchemaCheck.compileAhead(threads); // it does not depend on the catalog: compiled while this parses
    LocatingJsonReader.Parsed parsed;
    try {
      parsed = new LocatingJsonReader().read(bytes);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new CatalogException(file, List.of(e.diagnostic()), null);
    }
    JsonNode tree = parsed.root();
    if (!(tree instanceof ObjectNode object)) {
      throw new CatalogException(file,
          List.of(Diagnostic.error(ValidationRule.SCHEMA, "", "a catalog is a JSON object, found " + tree.getNodeType())),
          parsed.sourceMap());
    }
    List<Diagnostic> problems = new ArrayList<>(parsed.problems());
    List<String> malformed = new ArrayList<>();
    parsed.problems().forEach(p -> malformed.add(p.pointer()));
    List<String> unknownKeys = new ArrayList<>();
    // The digest, the format check and the model are independent reads of the same immutable tree:
    // the digest is taken on a second thread while this one checks the format and reads the model.
    // It is needed only when the tree conforms; one with values that are not data has problems
    // already, so it is not taken at all (and one found malformed below leaves it unjoined).
    Fork<String> digest = parsed.problems().isEmpty()
        ? Fork.start("catalog-digest", threads, () -> CatalogDigest.of(tree))
        : null;
    for (FormatSchemaCheck.Violation v : formatCheck.violations(tree)) {
      if (v.diagnostic() != null) {
        problems.add(v.diagnostic());
      }
      (v.unknownKey() ? unknownKeys : malformed).add(v.node());
    }
    if (problems.isEmpty()) {
      Catalog catalog = CatalogReader.read(tree, digest::join);
      return new Draft(new Loaded(file, tree, parsed.sourceMap(), catalog), List.of(), Set.of());
    }
    PartRepair.Repaired repaired = PartRepair.repair(object, malformed, unknownKeys, formatCheck);
    // A catalog with problems is never used for output, so it needs no digest.
    Catalog catalog = repaired == null ? null : CatalogReader.read(repaired.tree(), NO_DIGEST);
    return new Draft(new Loaded(file, tree, parsed.sourceMap(), catalog), problems,
        repaired == null ? Set.of("") : repaired.malformedParts());
  }

  /** Diagnostics sorted by where they are in the file. */
  public static List<Diagnostic> inDocumentOrder(List<Diagnostic> diagnostics, SourceMap sourceMap) {
    return diagnostics.stream()
        .sorted(Comparator.comparingLong(d -> d.position() != null ? d.position().offset() : sourceMap.offsetOf(d.pointer())))
        .toList();
  }
}
