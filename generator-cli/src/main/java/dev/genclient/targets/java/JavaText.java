package dev.genclient.targets.java;

import dev.genclient.render.StarComment;
import dev.genclient.targets.TextLines;
import java.util.ArrayList;
import java.util.List;

/**
 * Escapes catalog text for the two Java contexts it reaches: Javadoc and string literals.
 * javac decodes {@code \}{@code uXXXX} before lexing, even inside comments and strings, so a
 * backslash never reaches the output unescaped, and line terminators are never written as
 * Unicode escapes.
 */
public final class JavaText {
  private JavaText() {}

  /** A double-quoted Java string literal holding exactly {@code text}. */
  public static String literal(String text) {
    int plain = TextLines.plainEnd(text, 0);
    if (plain == text.length()) {
      return '"' + text + '"';
    }
    StringBuilder out = new StringBuilder(text.length() + 16).append('"').append(text, 0, plain);
    for (int i = plain; i < text.length(); i = plain) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '"' -> out.append("\\\"");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            // Octal, not a Unicode escape: javac decodes those before lexing, and a line feed would end the literal.
            out.append('\\').append((char) ('0' + (c >> 6))).append((char) ('0' + ((c >> 3) & 7))).append((char) ('0' + (c & 7)));
          } else {
            TextLines.appendHex(out.append("\\u"), c, 4);
          }
        }
      }
      plain = TextLines.plainEnd(text, i + 1);
      out.append(text, i + 1, plain);
    }
    return out.append('"').toString();
  }

  /**
   * A Javadoc block for {@code text} at the given indentation, ending in a newline; empty when
   * there is no text. {@code extraLines} are generator-made tags (already safe) appended as is.
   */
  public static String javadoc(String text, String indent, List<String> extraLines) {
    List<String> lines = new ArrayList<>();
    if (text != null && !text.isBlank()) {
      for (String line : splitLines(text.strip())) {
        lines.add(docLine(line));
      }
    }
    lines.addAll(extraLines);
    if (lines.isEmpty()) {
      return "";
    }
    return StarComment.block(indent, lines);
  }

  /** One line of comment text, with everything Javadoc or javac would interpret turned into entities. */
  public static String docLine(String line) {
    StringBuilder out = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      switch (c) {
        case '\\' -> out.append("&#92;");
        case '@' -> out.append("&#64;");
        case '{' -> out.append("&#123;");
        case '}' -> out.append("&#125;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '/' -> out.append(i > 0 && line.charAt(i - 1) == '*' ? "&#47;" : "/");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            out.append("&#").append((int) c).append(';');
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString().stripTrailing();
  }

  /** Splits at CR LF, CR, LF, U+2028 and U+2029. */
  static List<String> splitLines(String text) {
    return List.copyOf(TextLines.split(text, false));
  }
}
