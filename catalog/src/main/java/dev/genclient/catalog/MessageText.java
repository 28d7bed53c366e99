package dev.genclient.catalog;

/**
 * The one escaper of diagnostic text: catalog strings are untrusted, so a message shows them with
 * control characters (and anything that could break or reorder a terminal line) escaped, and
 * quoted input capped, so every diagnostic is one readable line of bounded length.
 */
public final class MessageText {
  /** The characters of one quoted catalog value that a message shows. */
  public static final int MAX_QUOTED = 120;
  /** The characters of a whole message (or location); longer ones lose their middle. */
  public static final int MAX_LINE = 1_000;

  private static final int TAIL = 200;

  private MessageText() {}

  /**
   * {@code value} in single quotes, escaped (backslashes too, so the quoted text is unambiguous)
   * and capped at {@link #MAX_QUOTED} characters, with the full length said when capped.
   */
  public static String quote(String value) {
    if (value == null) {
      return "null";
    }
    if (value.length() <= MAX_QUOTED) {
      return "'" + escape(value, true) + "'";
    }
    String head = value.substring(0, cutBefore(value, MAX_QUOTED));
    return "'" + escape(head, true) + "…' (" + value.length() + " characters)";
  }

  /** A JSON pointer as a message shows it: escaped, and capped like a quoted value. */
  public static String pointer(String pointer) {
    return pointer.length() <= MAX_QUOTED ? escape(pointer, false)
        : escape(pointer.substring(0, cutBefore(pointer, MAX_QUOTED)), false) + "…";
  }

  /**
   * {@code text} made safe for one line: control characters, lone surrogates, line and paragraph
   * separators and bidirectional controls escaped as {@code \n}, {@code \}{@code uXXXX}; capped at
   * {@link #MAX_LINE} characters by leaving out the middle.
   */
  public static String line(String text) {
    String escaped = escape(text, false);
    if (escaped.length() <= MAX_LINE) {
      return escaped;
    }
    int headEnd = cutBefore(escaped, MAX_LINE - TAIL - 40);
    int tailStart = escaped.length() - TAIL;
    if (Character.isLowSurrogate(escaped.charAt(tailStart))) {
      tailStart++;
    }
    return escaped.substring(0, headEnd) + " …(" + (tailStart - headEnd) + " characters left out)… "
        + escaped.substring(tailStart);
  }

  private static String escape(String text, boolean backslashes) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      String replacement = null;
      if (c == '\\' && backslashes) {
        replacement = "\\\\";
      } else if (c == '\n') {
        replacement = "\\n";
      } else if (c == '\r') {
        replacement = "\\r";
      } else if (c == '\t') {
        replacement = "\\t";
      } else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        if (out != null) {
          out.append(c).append(text.charAt(i + 1));
        }
        i++;
        continue;
      } else if (unsafe(c)) {
        replacement = String.format("\\u%04X", (int) c);
      }
      if (replacement != null && out == null) {
        out = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (out != null) {
        if (replacement != null) {
          out.append(replacement);
        } else {
          out.append(c);
        }
      }
    }
    return out == null ? text : out.toString();
  }

  /** C0 and C1 controls, DEL, lone surrogates, U+2028/U+2029, bidi embeddings and isolates, BOM. */
  private static boolean unsafe(char c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || Character.isSurrogate(c) || c == '\u2028' || c == '\u2029'
        || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069') || c == '\u200e' || c == '\u200f'
        || c == '\u061c' || c == '\ufeff';
  }

  /** An index at or before {@code limit} that does not split a surrogate pair. */
  private static int cutBefore(String text, int limit) {
    int cut = Math.min(limit, text.length());
    if (cut > 0 && cut < text.length() && Character.isHighSurrogate(text.charAt(cut - 1))) {
      cut--;
    }
    return cut;
  }
}
