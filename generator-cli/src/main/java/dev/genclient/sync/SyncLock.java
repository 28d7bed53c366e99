package dev.genclient.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.JsonText;
import dev.genclient.output.Manifest;
import dev.genclient.targets.Target;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.og.OgTarget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The pin a consumer commits beside generated code ({@code DIR/gen-client.lock.json}): which
 * catalog release (name, version, digest) was generated, by which gen-client, for which target
 * and with which of that target's options. Written by {@code sync}, compared by
 * {@code sync --check}; the output manifest never lists it, so regeneration never removes it.
 *
 * <p>Lock format 2 holds the options the target declares, by key, {@code null} when unset. Format
 * 1 (gen-client 0.1) held the four options of every language; it is still read: its entries for
 * other targets are ignored, and {@code sync --check} reports the older format as drift, which the
 * next {@code sync} rewrites. An og: target's options are the OpenAPI Generator options its run was given.
 */
public record SyncLock(String name, String version, String digest, String generatorVersion, String lang,
    Map<String, String> options) {
  public static final String FILE_NAME = Manifest.LOCK_FILE_NAME;
  static final int LOCK_FORMAT = 2;

  public SyncLock {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(digest, "digest");
    Objects.requireNonNull(generatorVersion, "generatorVersion");
    Objects.requireNonNull(lang, "lang");
    options = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(options, "options")));
  }

  /**
   * The lock of a run of {@code target} with {@code values} into {@code dir}: every option the
   * target declares, null when unset, except the packaging options ({@code layout},
   * {@code sdk_version}), present only when set, so the locks written before they existed stay in
   * step; for an og: target, the OpenAPI Generator options given (the curated ones follow from the
   * generator version) and its template directory, relative to {@code dir}.
   */
  public static SyncLock of(String name, String version, String digest, String generatorVersion, Target target,
      TargetOptions values, Path dir) {
    Map<String, String> options = new LinkedHashMap<>();
    if (target instanceof OgTarget og) {
      options.putAll(og.lockOptions(dir));
    }
    for (TargetOption option : target.options()) {
      if (values.get(option) != null || !PackageLayout.OPTIONS.contains(option)) {
        options.put(option.key(), values.get(option));
      }
    }
    return new SyncLock(name, version, digest, generatorVersion, target.name(), options);
  }

  /** The lock as deterministic JSON text (keys in a fixed order, every declared option present). */
  public String toJson() {
    return JsonText.pretty(tree(LOCK_FORMAT, options));
  }

  private ObjectNode tree(int format, Map<String, String> optionValues) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("lock_format", format);
    root.put("name", name);
    root.put("version", version);
    root.put("digest", digest);
    root.put("generator", "gen-client");
    root.put("generator_version", generatorVersion);
    root.put("lang", lang);
    ObjectNode opts = root.putObject("options");
    optionValues.forEach(opts::put);
    return root;
  }

  /**
   * What differs between this (expected) lock and the one in {@code dir}, one line per field;
   * empty when they match. A missing or unreadable lock is one difference. The lock on disk is
   * read in its own format: of a format-1 lock only this target's options are compared.
   */
  public List<String> differencesFrom(Path dir) throws IOException {
    Path file = dir.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return List.of("missing: " + file);
    }
    JsonNode onDisk;
    try {
      onDisk = new ObjectMapper().readTree(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      return List.of(file + ": not a lock file (" + e.getMessage().lines().findFirst().orElse("") + ")");
    }
    if (onDisk == null || !onDisk.isObject()) {
      return List.of(file + ": not a lock file (not a JSON object)");
    }
    if (onDisk.path("lock_format").asInt() == 1 && onDisk.path("options").isObject()) {
      // Format 1 listed every language's options; keep the ones this target declares.
      ObjectNode read = ((ObjectNode) onDisk).deepCopy();
      ObjectNode options = JsonNodeFactory.instance.objectNode();
      for (String key : this.options.keySet()) {
        options.set(key, onDisk.path("options").has(key) ? onDisk.path("options").get(key) : null);
      }
      read.set("options", options);
      onDisk = read;
    }
    List<String> differences = new ArrayList<>();
    compare(file.toString(), "", tree(LOCK_FORMAT, options), onDisk, differences);
    return differences;
  }

  private static void compare(String file, String prefix, JsonNode expected, JsonNode actual, List<String> out) {
    for (Iterator<String> it = expected.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      JsonNode want = expected.get(key);
      JsonNode have = actual.get(key);
      if (want.isObject() && have != null && have.isObject()) {
        compare(file, prefix + key + ".", want, have, out);
      } else if (!want.equals(have)) {
        out.add(file + ": " + prefix + key + " is " + (have == null ? "missing" : have) + ", expected " + want);
      }
    }
  }
}
