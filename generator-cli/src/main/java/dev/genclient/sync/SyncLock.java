package dev.genclient.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.JsonText;
import dev.genclient.output.Manifest;
import dev.genclient.targets.TargetOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * The pin a consumer commits beside generated code ({@code DIR/gen-client.lock.json}): which
 * catalog release (name, version, digest) was generated, by which gen-client, for which target
 * and options. Written by {@code sync}, compared by {@code sync --check}; the output manifest
 * never lists it, so regeneration never removes it as stale.
 */
public record SyncLock(String name, String version, String digest, String generatorVersion, String lang, TargetOptions options) {
  public static final String FILE_NAME = Manifest.LOCK_FILE_NAME;
  private static final int LOCK_FORMAT = 1;

  public SyncLock {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(digest, "digest");
    Objects.requireNonNull(generatorVersion, "generatorVersion");
    Objects.requireNonNull(lang, "lang");
    Objects.requireNonNull(options, "options");
  }

  /** The lock as deterministic JSON text (keys in a fixed order, every option present, null when unset). */
  public String toJson() {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("lock_format", LOCK_FORMAT);
    root.put("name", name);
    root.put("version", version);
    root.put("digest", digest);
    root.put("generator", "gen-client");
    root.put("generator_version", generatorVersion);
    root.put("lang", lang);
    ObjectNode opts = root.putObject("options");
    opts.put("package", options.javaPackage());
    opts.put("module", options.pythonModule());
    opts.put("ts_package", options.tsPackage());
    opts.put("result_style", options.resultStyle());
    if (options.tsCli() != null) {
      opts.put("ts_cli", options.tsCli());
    }
    return JsonText.pretty(root);
  }

  /**
   * What differs between this (expected) lock and the one in {@code dir}, one line per field;
   * empty when they match. A missing or unreadable lock is one difference.
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
    JsonNode expected = new ObjectMapper().readTree(toJson());
    List<String> differences = new ArrayList<>();
    compare(file.toString(), "", expected, onDisk == null ? JsonNodeFactory.instance.objectNode() : onDisk, differences);
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
