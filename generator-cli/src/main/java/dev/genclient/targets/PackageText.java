package dev.genclient.targets;

/**
 * Escapes catalog strings for the files of a package that no client language owns: TOML basic
 * strings ({@code pyproject.toml}) and XML character data ({@code pom.xml}). Markdown prose goes through
 * {@code MarkdownText}, JSON through Jackson; the README's code blocks hold each language's literals with
 * every backtick escaped, so no catalog string can close their fence.
 */
public final class PackageText {
  private PackageText() {}

  /** A TOML basic string holding exactly {@code text}: quotes, backslashes and every control escaped. */
  public static String toml(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    text.codePoints().forEach(c -> {
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029) {
            out.append(String.format(java.util.Locale.ROOT, "\\u%04X", c));
          } else {
            out.appendCodePoint(c);
          }
        }
      }
    });
    return out.append('"').toString();
  }

  /**
   * XML character data (an element's text or an attribute value) holding {@code text}: markup
   * characters as entities; controls XML 1.0 cannot hold (and line breaks) become spaces.
   */
  public static String xml(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    text.codePoints().forEach(c -> {
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&apos;");
        default -> {
          if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0xfffe || c == 0xffff) {
            out.append(' ');
          } else {
            out.appendCodePoint(c);
          }
        }
      }
    });
    return out.toString();
  }
}
