package dev.genclient.targets.og;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The options of the {@code og:} targets: {@code --og-option k=v} pairs (they override the curated
 * ones) and {@code --og-template-dir} (null for the generator's own templates).
 */
public record OgOptions(Map<String, String> options, Path templateDir) {
  public static final OgOptions NONE = new OgOptions(Map.of(), null);
  /** The key of {@code --og-template-dir} among an og: target's options in gen-client.yaml and in a sync lock. */
  public static final String TEMPLATE_DIR_KEY = "og_template_dir";

  public OgOptions {
    options = Map.copyOf(Objects.requireNonNull(options, "options"));
  }

  /** The options in key order, as the bridge receives them. */
  Map<String, String> sorted() {
    return new TreeMap<>(options);
  }
}
