package dev.genclient.catalog;

import java.util.Collection;
import java.util.Locale;

/**
 * "Did you mean": the known name closest in spelling to an unknown one, for every message that
 * names a key, value or id the reader does not know (catalog, cases, gen-client.yaml, --lang).
 */
public final class Suggestions {
  private Suggestions() {}

  /**
   * The candidate {@code name} most likely misspells (fewest edits, ignoring case; the first of
   * equals in {@code candidates}' order), or null when none is within a slip of one or two characters
   * (one for a name of up to five) or {@code name} is shorter than three.
   */
  public static String suggest(String name, Collection<String> candidates) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.length() < 3) {
      return null; // one or two characters are close to too much to guess from
    }
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int distance = distance(lower, candidate.toLowerCase(Locale.ROOT));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    // A slip of one or two characters; anything further is a different word.
    return bestDistance <= Math.min(2, Math.max(1, lower.length() / 3)) ? best : null;
  }

  /** " (did you mean 'ts'?)", to go inside a sentence, or "" when nothing is close. */
  public static String hint(String name, Collection<String> candidates) {
    return hintFor(suggest(name, candidates));
  }

  /** " (did you mean 'ts'?)" for a suggestion, or "" for null. */
  public static String hintFor(String suggestion) {
    return suggestion == null ? "" : " (did you mean " + MessageText.quote(suggestion) + "?)";
  }

  /** ": did you mean 'stream'?", to end a message, or "" when nothing is close. */
  public static String question(String name, Collection<String> candidates) {
    String suggestion = suggest(name, candidates);
    return suggestion == null ? "" : ": did you mean " + MessageText.quote(suggestion) + "?";
  }

  /** Edits from {@code a} to {@code b}: insert, delete, replace, or swap two neighbours (optimal string alignment). */
  private static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
