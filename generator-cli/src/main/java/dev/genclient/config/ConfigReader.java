package dev.genclient.config;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.load.LocatingJsonReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads {@code gen-client.yaml} (YAML, or JSON, which is YAML) into a {@link GenerationConfig}:
 * the shape of its JSON Schema ({@code docs/gen-client.schema.json}, {@code gen-client schema config}), each problem located at its line and column
 * like a catalog's ({@code gen-client.yaml:7:5: [config] ...}), all reported at once.
 * Whether a target name and its option keys exist is the caller's check (reported located
 * through {@link Read#invalid}), so this class knows nothing of the targets.
 */
public final class ConfigReader {
  /** The file {@code gen-client generate} reads when it is given no options. */
  public static final String DEFAULT_FILE = "gen-client.yaml";

  private static final Pattern DIGEST = Pattern.compile("sha256:[0-9a-f]{64}");
  private static final Set<String> ROOT_KEYS = Set.of("$schema", "version", "catalog", "templates", "targets", "verify");
  private static final Set<String> TARGET_KEYS = Set.of("lang", "out", "options");
  private static final Set<String> ASSET_KEYS = Set.of("asset", "digest");

  private final List<Diagnostic> problems = new ArrayList<>();
  /** Where a misspelt key was reported with its suggestion: that key's "missing key" would say the same twice. */
  private final Set<String> suggestedKeys = new java.util.HashSet<>();

  /**
   * A read configuration, and the positions of its parts for the caller's own located checks; {@code root} is the
   * file's tree, its values as written (paths not yet resolved).
   */
  public record Read(GenerationConfig config, String label, SourceMap sourceMap, JsonNode root) {
    /** A {@link CatalogException} for the caller's problems with this file, located like the reader's. */
    public CatalogException invalid(List<Diagnostic> diagnostics) {
      return new CatalogException(label, diagnostics, sourceMap);
    }
  }

  /** Reads {@code file}; a file that is not a usable configuration throws with every problem located. */
  public Read read(Path file) throws IOException, CatalogException {
    String label = file.toString();
    byte[] bytes = Files.readAllBytes(file);
    if (new String(bytes, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
      throw new CatalogException(label, List.of(Diagnostic.error(ValidationRule.CONFIG, "",
          "the configuration is empty: expected keys catalog and targets (gen-client schema config prints its format)")), null);
    }
    YAMLFactory yaml = YAMLFactory.builder()
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .streamReadConstraints(LocatingJsonReader.LIMITS)
        .build();
    LocatingJsonReader.Parsed parsed;
    try {
      parsed = new LocatingJsonReader(yaml).read(bytes);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new CatalogException(label, List.of(e.diagnostic()), null);
    }
    problems.clear();
    suggestedKeys.clear();
    problems.addAll(parsed.problems());
    Path base = file.toAbsolutePath().getParent();
    GenerationConfig config = config(parsed.root(), file, base);
    if (!problems.isEmpty()) {
      SourceMap sourceMap = parsed.sourceMap();
      List<Diagnostic> inOrder = new ArrayList<>(problems);
      inOrder.sort(java.util.Comparator.comparingLong(d -> sourceMap.offsetOf(d.pointer())));
      throw new CatalogException(label, inOrder, sourceMap);
    }
    return new Read(config, label, parsed.sourceMap(), parsed.root());
  }

  private GenerationConfig config(JsonNode root, Path file, Path base) {
    if (!root.isObject()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "", "the configuration must be a mapping with keys catalog and targets"));
      return null;
    }
    unknownKeys(root, "", ROOT_KEYS);
    JsonNode schema = root.get("$schema");
    if (schema != null && !schema.isTextual()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "/$schema", "$schema must be a string (the file's JSON Schema, for editors)"));
    }
    JsonNode version = root.get("version");
    if (version != null && !(version.isIntegralNumber() && version.asInt() == 1)) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "/version", "version must be 1 (the only configuration format), not "
          + MessageText.quote(version.asText())));
    }
    GenerationConfig.Source source = source(root.get("catalog"), base);
    Path templates = root.has("templates") ? path(root.get("templates"), "/templates", base) : null;
    List<GenerationConfig.Entry> targets = targets(root.get("targets"), base);
    JsonNode verify = root.get("verify");
    verifySection(verify);
    if (source == null || !problems.isEmpty()) {
      return null;
    }
    return new GenerationConfig(file, source, templates, targets, verify);
  }

  private GenerationConfig.Source source(JsonNode catalog, Path base) {
    if (catalog == null) {
      if (suggestedKeys.contains("/catalog")) {
        return null;
      }
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "", "missing key 'catalog': a catalog file, or {asset: FILE, digest: sha256:HEX}"));
      return null;
    }
    if (catalog.isTextual()) {
      Path path = path(catalog, "/catalog", base);
      return path == null ? null : new GenerationConfig.CatalogFile(path);
    }
    if (!catalog.isObject()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "/catalog", "catalog must be a file name or {asset: FILE, digest: sha256:HEX}"));
      return null;
    }
    unknownKeys(catalog, "/catalog", ASSET_KEYS);
    Path asset = required(catalog, "/catalog", "asset") ? path(catalog.get("asset"), "/catalog/asset", base) : null;
    String digest = required(catalog, "/catalog", "digest") ? text(catalog.get("digest"), "/catalog/digest") : null;
    if (digest != null && !DIGEST.matcher(digest).matches()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "/catalog/digest", "digest must be sha256: and 64 lowercase hex digits, not "
          + MessageText.quote(digest)));
      return null;
    }
    return asset == null || digest == null ? null : new GenerationConfig.PinnedAsset(asset, digest);
  }

  private List<GenerationConfig.Entry> targets(JsonNode targets, Path base) {
    List<GenerationConfig.Entry> entries = new ArrayList<>();
    if (targets == null && suggestedKeys.contains("/targets")) {
      return entries;
    }
    if (targets == null || !targets.isArray() || targets.isEmpty()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, targets == null ? "" : "/targets",
          (targets == null ? "missing key 'targets'" : "targets must be a non-empty list")
              + ": each target is {lang: LANG, out: DIR, options: {...}}"));
      return entries;
    }
    Map<Path, String> outs = new LinkedHashMap<>();
    for (int i = 0; i < targets.size(); i++) {
      String pointer = "/targets/" + i;
      JsonNode target = targets.get(i);
      if (!target.isObject()) {
        problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer, "a target must be {lang: LANG, out: DIR, options: {...}}"));
        continue;
      }
      unknownKeys(target, pointer, TARGET_KEYS);
      String lang = required(target, pointer, "lang") ? text(target.get("lang"), pointer + "/lang") : null;
      Path out = required(target, pointer, "out") ? path(target.get("out"), pointer + "/out", base) : null;
      Map<String, String> options = options(target.get("options"), pointer + "/options");
      if (out != null) {
        String earlier = outs.putIfAbsent(out.normalize(), pointer);
        if (earlier != null) {
          problems.add(Diagnostic.error(ValidationRule.CONFIG_OUT, pointer + "/out", "targets " + earlier.substring("/targets/".length())
              + " and " + i + " write to the same directory " + MessageText.quote(target.get("out").asText())
              + "; each target needs its own (its manifest lists only its files)"));
        }
      }
      if (lang != null && out != null) {
        entries.add(new GenerationConfig.Entry(lang, out, options, pointer));
      }
    }
    return entries;
  }

  /** The {@code verify:} section's shape: a mapping to scalars or lists of them (its keys are verify's to check). */
  private void verifySection(JsonNode verify) {
    if (verify == null) {
      return;
    }
    if (!verify.isObject()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, "/verify", "verify must be a mapping of verify's long options to values"));
      return;
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = verify.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> option = it.next();
      JsonNode value = option.getValue();
      boolean scalar = value.isTextual() || value.isNumber();
      boolean list = value.isArray();
      for (JsonNode item : value) {
        list &= item.isTextual() || item.isNumber();
      }
      if (!scalar && !list) {
        problems.add(Diagnostic.error(ValidationRule.CONFIG, "/verify/" + SourceMap.escape(option.getKey()),
            "must be a string, a number or a list of them"));
      }
    }
  }

  private Map<String, String> options(JsonNode options, String pointer) {
    Map<String, String> values = new LinkedHashMap<>();
    if (options == null || options.isNull()) {
      return values;
    }
    if (!options.isObject()) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer, "options must be a mapping of option names to values"));
      return values;
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> option = it.next();
      String value = text(option.getValue(), pointer + "/" + SourceMap.escape(option.getKey()));
      if (value != null) {
        values.put(option.getKey(), value);
      }
    }
    return values;
  }

  private boolean required(JsonNode object, String pointer, String key) {
    if (object.has(key)) {
      return true;
    }
    if (suggestedKeys.contains(pointer + "/" + SourceMap.escape(key))) {
      return false;
    }
    problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer, "missing key " + MessageText.quote(key)));
    return false;
  }

  private String text(JsonNode value, String pointer) {
    if (value.isTextual() && !value.asText().isEmpty()) {
      return value.asText();
    }
    problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer, "must be a non-empty string"
        + (value.isValueNode() && !value.isTextual() ? " (quote it: \"" + value.asText() + "\")" : "")));
    return null;
  }

  private Path path(JsonNode value, String pointer, Path base) {
    String text = text(value, pointer);
    if (text == null) {
      return null;
    }
    if (text.indexOf('\0') >= 0) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer, "a path cannot contain a NUL character"));
      return null;
    }
    return base.resolve(text).normalize();
  }

  private void unknownKeys(JsonNode object, String pointer, Set<String> allowed) {
    for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (!allowed.contains(key)) {
        // $schema is for editors; the list names the configuration's own keys.
        List<String> expected = allowed.stream().filter(k -> !k.equals("$schema")).sorted().toList();
        String suggestion = Suggestions.suggest(key, expected);
        if (suggestion != null && !object.has(suggestion)) {
          suggestedKeys.add(pointer + "/" + SourceMap.escape(suggestion));
        }
        problems.add(Diagnostic.error(ValidationRule.CONFIG, pointer + "/" + SourceMap.escape(key), "unknown key " + MessageText.quote(key)
            + Suggestions.hintFor(suggestion) + " (expected " + String.join(", ", expected) + ")"));
      }
    }
  }
}
