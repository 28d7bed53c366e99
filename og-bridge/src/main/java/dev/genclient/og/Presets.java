package dev.genclient.og;

import io.swagger.v3.oas.models.OpenAPI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The options gen-client gives OpenAPI Generator: for every generator no timestamps and no test
 * stubs; for the verified ones ({@link #VERIFIED}) the curated set their test-suite build proves.
 * The user's {@code --og-option}s come last and win.
 */
final class Presets {
  static final List<String> VERIFIED = List.of("go", "rust");

  /** The bridge's own option (not OpenAPI Generator's): the Go module path, host/owner/repo. */
  static final String GO_MODULE = "goModule";

  /** Options that are generator properties of OpenAPI Generator, not additional properties. */
  private static final List<String> GENERATOR_PROPERTIES = List.of("apiTests", "modelTests", "apiDocs", "modelDocs");
  private static final Pattern MODULE_SEGMENT = Pattern.compile("[A-Za-z0-9._~-]+");

  /** What one run passes: additional properties (templates see them) and generator properties. */
  record Run(Map<String, String> additionalProperties, Map<String, String> generatorProperties) {}

  private Presets() {}

  static Run forGenerator(String generator, OpenAPI openApi, Map<String, String> options) {
    String catalogName = infoExtension(openApi, "x-catalog-name", "api");
    String sdkVersion = infoExtension(openApi, "x-sdk-version", openApi.getInfo() == null ? "1.0.0" : openApi.getInfo().getVersion());
    Map<String, String> additional = new LinkedHashMap<>();
    Map<String, String> generatorProperties = new LinkedHashMap<>();
    additional.put("hideGenerationTimestamp", "true");
    // The generators' test stubs need test libraries their build files do not declare.
    generatorProperties.put("apiTests", "false");
    generatorProperties.put("modelTests", "false");
    switch (generator) {
      case "go" -> {
        additional.put("packageName", catalogName.replaceAll("[^a-z0-9]", ""));
        additional.put("packageVersion", sdkVersion);
        // Without it, enum constants of different enums (FAILED, RUNNING, ...) clash in one package.
        additional.put("enumClassPrefix", "true");
        additional.put("isGoSubmodule", "false");
        additional.putAll(goModule(options.getOrDefault(GO_MODULE, "example.com/gen-client/" + catalogName)));
      }
      case "rust" -> {
        additional.put("packageName", catalogName);
        additional.put("packageVersion", sdkVersion);
        additional.put("library", "reqwest");
      }
      default -> {
        // Unverified: only the common options.
      }
    }
    options.forEach((key, value) -> {
      if (key.equals(GO_MODULE)) {
        if (!generator.equals("go")) {
          throw new IllegalArgumentException("--og-option " + GO_MODULE + " is an option of og:go only");
        }
      } else if (GENERATOR_PROPERTIES.contains(key)) {
        generatorProperties.put(key, value);
      } else {
        additional.put(key, value);
      }
    });
    return new Run(Map.copyOf(additional), Map.copyOf(generatorProperties));
  }

  /** OpenAPI Generator's Go templates write the module as {@code gitHost/gitUserId/gitRepoId}. */
  static Map<String, String> goModule(String module) {
    List<String> segments = Arrays.asList(module.split("/", -1));
    if (segments.size() < 3 || !segments.stream().allMatch(s -> MODULE_SEGMENT.matcher(s).matches())) {
      throw new IllegalArgumentException("--og-option " + GO_MODULE + "='" + module
          + "' is not a Go module path of the form host/owner/repo (e.g. github.com/acme/sandbox-go)");
    }
    int last = segments.size() - 1;
    return Map.of(
        "gitHost", String.join("/", segments.subList(0, last - 1)),
        "gitUserId", segments.get(last - 1),
        "gitRepoId", segments.get(last));
  }

  private static String infoExtension(OpenAPI openApi, String key, String fallback) {
    if (openApi.getInfo() == null || openApi.getInfo().getExtensions() == null) {
      return fallback;
    }
    Object value = openApi.getInfo().getExtensions().get(key);
    return value == null ? fallback : Objects.toString(value);
  }
}
