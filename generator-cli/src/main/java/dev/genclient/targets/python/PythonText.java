package dev.genclient.targets.python;

import dev.genclient.targets.TextLines;
import java.util.List;

/**
 * Escapes catalog text for the three Python contexts it reaches: string literals, docstrings and
 * {@code #} comments. The backslash is always escaped first, so {@code \N}, {@code \x} and a
 * trailing backslash never reach the tokenizer as escapes.
 */
public final class PythonText {
  private PythonText() {}

  /** A double-quoted, ASCII-only string literal holding exactly {@code text}. */
  public static String literal(String text) {
    int plain = TextLines.plainEnd(text, 0);
    if (plain == text.length()) {
      return '"' + text + '"';
    }
    StringBuilder out = new StringBuilder(text.length() + 16).append('"').append(text, 0, plain);
    for (int i = plain; i < text.length(); i = plain) {
      int c = text.codePointAt(i);
      appendEscaped(out, c, true);
      plain = TextLines.plainEnd(text, i + Character.charCount(c));
      out.append(text, i + Character.charCount(c), plain);
    }
    return out.append('"').toString();
  }

  /**
   * A docstring ({@code """...""}) at the given indentation, ending in a newline, or the empty
   * string when {@code text} is blank. A quote is escaped where it is followed by another or ends a
   * line, so no two quotes stand together unescaped: neither {@code """} inside the text nor a
   * {@code "} at its end can close the string early, and a lone quote reads as itself; line breaks of
   * any kind become {@code \n} line ends.
   */
  public static String docstring(String text, String indent) {
    if (text == null || text.isBlank()) {
      return "";
    }
    List<String> lines = TextLines.split(text.strip(), true);
    StringBuilder out = new StringBuilder(text.length() + indent.length() + 16).append(indent).append("\"\"\"");
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (i > 0) {
        out.append('\n');
        if (!line.isBlank()) {
          out.append(indent);
        }
      }
      appendDocLine(out, line.stripTrailing());
    }
    if (lines.size() > 1) {
      out.append('\n').append(indent);
    }
    return out.append("\"\"\"\n").toString();
  }

  /** Catalog text on one line of a docstring: its lines (every kind of line break) joined with spaces, not yet escaped. */
  public static String oneLine(String text) {
    return String.join(" ", TextLines.split(text.strip(), true));
  }

  /** One line of {@code #} comment text: every line terminator (CR, LF, LS, PS, NEL) and control character becomes a space. */
  public static String comment(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      out.append(c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 ? ' ' : c);
    }
    return out.toString().strip();
  }

  /** Appends one docstring line escaped, its quotes only where one follows or the line ends. */
  private static void appendDocLine(StringBuilder out, String line) {
    for (int i = 0; i < line.length(); ) {
      int c = line.codePointAt(i);
      i += Character.charCount(c);
      if (c == '"' && i < line.length() && line.charAt(i) != '"') {
        out.append('"');
      } else {
        appendEscaped(out, c, false);
      }
    }
  }

  /** Appends {@code text} escaped code point by code point (an unpaired surrogate counts as one). */
  private static void appendEscaped(StringBuilder out, String text, boolean asciiOnly) {
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      appendEscaped(out, c, asciiOnly);
    }
  }

  private static void appendEscaped(StringBuilder out, int c, boolean asciiOnly) {
    switch (c) {
      case '\\' -> out.append("\\\\");
      case '"' -> out.append("\\\"");
      case '\n' -> out.append("\\n");
      case '\r' -> out.append("\\r");
      case '\t' -> out.append("\\t");
      default -> {
        if (c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 || (c >= 0xd800 && c <= 0xdfff)) {
          hex(out, c);
        } else if (asciiOnly && c > 0x7e) {
          hex(out, c);
        } else {
          out.appendCodePoint(c);
        }
      }
    }
  }

  /** The shortest of Python's escapes x, u and U (two, four or eight hex digits) that holds {@code c}. */
  private static void hex(StringBuilder out, int c) {
    if (c <= 0xff) {
      TextLines.appendHex(out.append("\\x"), c, 2);
    } else if (c <= 0xffff) {
      TextLines.appendHex(out.append("\\u"), c, 4);
    } else {
      TextLines.appendHex(out.append("\\U"), c, 8);
    }
  }
}
