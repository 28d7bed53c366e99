package dev.genclient.targets.markdown;

/**
 * Escapes catalog strings for GitHub-flavoured markdown table cells and headings: no raw HTML, no
 * emphasis or link syntax, no cell-splitting {@code |}, no line breaks.
 */
public final class MarkdownText {
  private MarkdownText() {}

  /** Plain text: every markdown-active character escaped, HTML neutralized, lines joined. */
  public static String text(String value) {
    if (value == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(value.length() + 8);
    String flat = oneLine(value);
    for (int i = 0; i < flat.length(); i++) {
      char c = flat.charAt(i);
      switch (c) {
        case '\\', '`', '*', '_', '[', ']', '#', '!', '~', '|' -> out.append('\\').append(c);
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * An inline code span: the fence is one backtick longer than any run inside, padded where the
   * content touches a backtick; {@code |} is escaped because GFM splits cells before code spans.
   */
  public static String code(String value) {
    String flat = oneLine(value).replace("|", "\\|");
    int longest = 0;
    int run = 0;
    for (int i = 0; i < flat.length(); i++) {
      run = flat.charAt(i) == '`' ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    String fence = "`".repeat(longest + 1);
    boolean pad = flat.isEmpty() || flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ");
    String inner = pad ? " " + flat + " " : flat;
    return fence + inner + fence;
  }

  /** Line breaks of every kind (CR, LF, U+2028, U+2029, NEL) become spaces; other controls are dropped. */
  static String oneLine(String value) {
    StringBuilder out = new StringBuilder(value.length());
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085' || c == '\t') {
        out.append(' ');
      } else if (c >= 0x20 && c != 0x7f) {
        out.append(c);
      }
    }
    return out.toString().strip();
  }
}
