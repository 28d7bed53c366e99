package dev.genclient.targets;

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
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : names) {
      int distance = distance(lower, candidate);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    // A slip of one or two characters; anything further is a different word.
    return bestDistance <= Math.min(2, Math.max(1, lower.length() / 3)) ? best : null;
  }

  /** " (did you mean 'ts'?)", or "" when nothing is close. */
  public static String hint(String name, List<String> names) {
    String suggestion = suggest(name, names);
    return suggestion == null ? "" : " (did you mean '" + suggestion + "'?)";
  }

  /** Levenshtein distance. */
  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
