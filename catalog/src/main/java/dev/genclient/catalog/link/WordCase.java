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
    return join(name, Style.PASCAL);
  }

  /** {@code claude_code} → {@code claudeCode}. */
  public static String camel(String name) {
    return join(name, Style.CAMEL);
  }

  /** {@code contentType} or {@code content-type} → {@code content_type}. */
  public static String snake(String name) {
    return join(name, Style.SNAKE);
  }

  /** {@code files.list} → {@code FILES_LIST}. */
  public static String upperSnake(String name) {
    return join(name, Style.UPPER_SNAKE);
  }

  private enum Style { PASCAL, CAMEL, SNAKE, UPPER_SNAKE }

  /**
   * The {@link #words} of {@code name} joined in one pass in {@code style}, without a list of
   * words: names are converted over and over (every property, for every language), so this
   * builds only the result.
   */
  private static String join(String name, Style style) {
    StringBuilder out = new StringBuilder(name.length());
    boolean first = true;
    char previous = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
      if (alnum) {
        boolean hump = c >= 'A' && c <= 'Z' && ((previous >= 'a' && previous <= 'z') || (previous >= '0' && previous <= '9'));
        boolean starts = previous == 0 || hump;
        boolean upper = switch (style) {
          case PASCAL -> starts;
          case CAMEL -> starts && !first;
          case SNAKE -> false;
          case UPPER_SNAKE -> true;
        };
        if (starts && !first && (style == Style.SNAKE || style == Style.UPPER_SNAKE)) {
          out.append('_');
        }
        out.append(upper ? upperAscii(c) : lowerAscii(c));
        first &= !starts;
      }
      previous = alnum ? c : 0;
    }
    return out.toString();
  }

  private static char upperAscii(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
  }

  private static char lowerAscii(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
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
