package dev.genclient.targets.python;

/**
 * Escapes catalog text for the three Python contexts it reaches: string literals, docstrings and
 * {@code #} comments. The backslash is always escaped first, so {@code \N}, {@code \x} and a
 * trailing backslash never reach the tokenizer as escapes.
 */
public final class PythonText {
  private PythonText() {}

  /** A double-quoted, ASCII-only string literal holding exactly {@code text}. */
  public static String literal(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    text.codePoints().forEach(c -> appendEscaped(out, c, true));
    return out.append('"').toString();
  }

  /**
   * A docstring ({@code """...""}) at the given indentation, ending in a newline, or the empty
   * string when {@code text} is blank. Quotes are escaped, so neither {@code """} inside the text
   * nor a {@code "} at its end can close the string early; line breaks of any kind become
   * {@code \n} line ends.
   */
  public static String docstring(String text, String indent) {
    if (text == null || text.isBlank()) {
      return "";
    }
    String[] lines = text.strip().split("\r\n|[\r\n\u2028\u2029\u0085]", -1);
    StringBuilder out = new StringBuilder(indent).append("\"\"\"");
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) {
        out.append('\n');
        if (!lines[i].isBlank()) {
          out.append(indent);
        }
      }
      StringBuilder line = new StringBuilder();
      lines[i].stripTrailing().codePoints().forEach(c -> appendEscaped(line, c, false));
      out.append(line);
    }
    if (lines.length > 1) {
      out.append('\n').append(indent);
    }
    return out.append("\"\"\"\n").toString();
  }

  /** One line of {@code #} comment text: every line terminator (CR, LF, LS, PS, NEL) and control character becomes a space. */
  public static String comment(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().forEach(c -> out.appendCodePoint(
        c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029 ? ' ' : c));
    return out.toString().strip();
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
          out.append(c <= 0xff ? String.format("\\x%02x", c) : String.format("\\u%04x", c));
        } else if (asciiOnly && c > 0x7e) {
          out.append(c <= 0xff ? String.format("\\x%02x", c)
              : c <= 0xffff ? String.format("\\u%04x", c) : String.format("\\U%08x", c));
        } else {
          out.appendCodePoint(c);
        }
      }
    }
  }
}
