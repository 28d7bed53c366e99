package dev.genclient.targets;

import dev.genclient.catalog.Suggestions;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** For an unknown {@code --lang}: the target the user most likely meant, by common name or by spelling. */
public final class TargetSuggestions {
  /** Names people type for a target, from other tools and file extensions. */
  private static final Map<String, String> COMMON_NAMES = Map.ofEntries(
      Map.entry("typescript", "ts"), Map.entry("javascript", "ts"), Map.entry("js", "ts"), Map.entry("node", "ts"),
      Map.entry("py", "python"), Map.entry("python3", "python"),
      Map.entry("md", "markdown"), Map.entry("docs", "markdown"),
      Map.entry("oas", "openapi"), Map.entry("swagger", "openapi"), Map.entry("openapi3", "openapi"),
      Map.entry("jvm", "java"));

  private TargetSuggestions() {}

  /** The target {@code name} most likely means among {@code names}, or null when none is close. */
  public static String suggest(String name, List<String> names) {
    String lower = name.toLowerCase(Locale.ROOT);
    String common = COMMON_NAMES.get(lower);
    if (common != null && names.contains(common)) {
      return common;
    }
    return Suggestions.suggest(name, names);
  }

  /** " (did you mean 'ts'?)", or "" when nothing is close. */
  public static String hint(String name, List<String> names) {
    return Suggestions.hintFor(suggest(name, names));
  }
}
