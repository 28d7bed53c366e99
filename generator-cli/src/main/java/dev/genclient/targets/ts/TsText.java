package dev.genclient.targets.ts;

import dev.genclient.render.StarComment;
import dev.genclient.targets.TextLines;
import java.util.ArrayList;
import java.util.List;

/**
 * Escapes catalog text for the TypeScript contexts it reaches: double-quoted string literals,
 * JSDoc comments and property keys. Generated code never puts catalog text in a template literal
 * or a {@code //} comment, and data objects come from {@code JSON.parse}, so {@code __proto__}
 * never meets an object literal.
 */
public final class TsText {
  private TsText() {}

  /** A double-quoted literal holding exactly {@code text}, ASCII only (so U+2028/U+2029 never reach the source). */
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
        default -> TextLines.appendHex(out.append("\\u"), c, 4);
      }
      plain = TextLines.plainEnd(text, i + 1);
      out.append(text, i + 1, plain);
    }
    return out.append('"').toString();
  }

  /**
   * A property key for a type literal: bare when it is a plain identifier, quoted otherwise;
   * {@code __proto__} is always quoted.
   */
  public static String key(String name) {
    return isIdentifier(name) && !name.equals("__proto__") ? name : literal(name);
  }

  /** {@code [A-Za-z_$][A-Za-z0-9_$]*}. */
  private static boolean isIdentifier(String name) {
    if (name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '$';
      if (!letter && (i == 0 || c < '0' || c > '9')) {
        return false;
      }
    }
    return true;
  }

  /**
   * A JSDoc block for {@code text} at the given indentation, ending in a newline; empty when there
   * is neither text nor tags. {@code tags} are generator-made lines (already safe) appended as is.
   */
  public static String jsdoc(String text, String indent, List<String> tags) {
    List<String> lines = new ArrayList<>();
    if (text != null && !text.isBlank()) {
      for (String line : TextLines.split(text.strip(), false)) {
        lines.add(docLine(line));
      }
    }
    lines.addAll(tags);
    if (lines.isEmpty()) {
      return "";
    }
    if (lines.size() == 1) {
      return indent + "/** " + lines.get(0) + " */\n";
    }
    return StarComment.block(indent, lines);
  }

  /**
   * One line of comment text: {@code *}{@code /} cannot close the comment, {@code @} cannot start a
   * tag, and line or control characters are shown as escapes rather than written.
   */
  public static String docLine(String line) {
    StringBuilder out = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '/' && i > 0 && line.charAt(i - 1) == '*') {
        out.append("\\/");
      } else if (c == '@') {
        out.append("&#64;");
      } else if (c < 0x20 || c == 0x7f || c == 0x85 || c == '\u2028' || c == '\u2029' || c == '\ufeff') {
        TextLines.appendHex(out.append("\\u"), c, 4);
      } else {
        out.append(c);
      }
    }
    return out.toString().stripTrailing();
  }
}
