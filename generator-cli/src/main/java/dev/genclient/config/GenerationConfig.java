package dev.genclient.config;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A {@code gen-client.yaml}: where the catalog comes from, optional template overrides, and the
 * targets, each with its own output directory and options. Every path is already resolved
 * against the directory of the configuration file. {@code verify} is the {@code verify:} section
 * as written (its keys are {@code gen-client verify}'s long options, checked by that command), or null.
 */
public record GenerationConfig(Path file, Source source, Path templates, List<Entry> targets, JsonNode verify) {
  public GenerationConfig {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(source, "source");
    targets = List.copyOf(targets);
  }

  /** Where the catalog comes from. */
  public sealed interface Source permits CatalogFile, PinnedAsset {}

  /** {@code catalog: FILE}: a catalog in the working tree. */
  public record CatalogFile(Path path) implements Source {}

  /** {@code catalog: {asset: FILE, digest: sha256:HEX}}: a released catalog asset, pinned by digest (as {@code sync}). */
  public record PinnedAsset(Path asset, String digest) implements Source {}

  /**
   * One target: its {@code --lang} name, its output directory, its option values by key (the keys
   * the target declares, as in a sync lock), and the JSON pointer of the entry, for located errors.
   */
  public record Entry(String lang, Path out, Map<String, String> options, String pointer) {
    public Entry {
      Objects.requireNonNull(lang, "lang");
      Objects.requireNonNull(out, "out");
      options = Map.copyOf(options);
    }
  }
}
