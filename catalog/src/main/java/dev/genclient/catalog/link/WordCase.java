package dev.genclient.catalog.link;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits wire names into words and joins them in a case style. Only ASCII letters and digits
 * survive, so the result is an identifier fragment in every target language. Locale-independent.
 */
public final class WordCase {
  private WordCase() {}

  /** Words of a name: split at anything not an ASCII letter or digit, and at lower-to-upper humps. */
  public static List<String> words(String name) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    char previous = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
      if (!alnum) {
        flush(word, words);
      } else {
        boolean hump = c >= 'A' && c <= 'Z' && ((previous >= 'a' && previous <= 'z') || (previous >= '0' && previous <= '9'));
        if (hump) {
          flush(word, words);
        }
        word.append(c);
      }
      previous = alnum ? c : 0;
    }
    flush(word, words);
    return words;
  }

  private static void flush(StringBuilder word, List<String> words) {
    if (word.length() > 0) {
      words.add(word.toString());
      word.setLength(0);
    }
  }

  /** {@code claude_code} → {@code ClaudeCode}; empty when the name has no ASCII letter or digit. */
  public static String pascal(String name) {
    StringBuilder out = new StringBuilder();
    for (String word : words(name)) {
      out.append(word.substring(0, 1).toUpperCase(Locale.ROOT)).append(word.substring(1).toLowerCase(Locale.ROOT));
    }
    return out.toString();
  }

  /** {@code claude_code} → {@code claudeCode}. */
  public static String camel(String name) {
    String pascal = pascal(name);
    return pascal.isEmpty() ? pascal : pascal.substring(0, 1).toLowerCase(Locale.ROOT) + pascal.substring(1);
  }

  /** {@code contentType} or {@code content-type} → {@code content_type}. */
  public static String snake(String name) {
    return String.join("_", words(name)).toLowerCase(Locale.ROOT);
  }

  /** {@code files.list} → {@code FILES_LIST}. */
  public static String upperSnake(String name) {
    return snake(name).toUpperCase(Locale.ROOT);
  }

  /**
   * A simple English singular for naming array items: entries → Entry, sessions → Session,
   * statuses → Status (Latin -us plurals: -tuses, -iruses, -onuses; "causes" and "uses" keep their e).
   */
  public static String singular(String pascal) {
    if (pascal.endsWith("ies") && pascal.length() > 3) {
      return pascal.substring(0, pascal.length() - 3) + "y";
    }
    if (pascal.endsWith("sses") || pascal.endsWith("xes") || pascal.endsWith("ches") || pascal.endsWith("shes")
        || pascal.endsWith("tuses") || pascal.endsWith("iruses") || pascal.endsWith("onuses")) {
      return pascal.substring(0, pascal.length() - 2);
    }
    if (pascal.endsWith("s") && !pascal.endsWith("ss") && !pascal.endsWith("us") && pascal.length() > 1) {
      return pascal.substring(0, pascal.length() - 1);
    }
    return pascal + "Item";
  }
}
