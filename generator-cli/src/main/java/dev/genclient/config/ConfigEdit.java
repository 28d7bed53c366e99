package dev.genclient.config;

import dev.genclient.catalog.SourceMap;
import java.util.regex.Pattern;

/**
 * Replaces one scalar of a gen-client.yaml in its text, leaving every other byte (comments, layout, quoting of the
 * rest) as it was: how {@code gen-client update} moves a pin. The value is found after its key's position, as
 * written; a value written in a form this cannot find (an escape sequence, a block scalar) is refused.
 */
public final class ConfigEdit {
  /** A value YAML reads back as the same string without quotes. */
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./@+-][A-Za-z0-9_./@+:=-]*");

  private ConfigEdit() {}

  /**
   * {@code text} with the value at {@code pointer} (read as {@code oldValue}) replaced by {@code newValue}, quoted
   * when YAML would not read it back plain; null when the value cannot be found as written after its key.
   */
  public static String replace(String text, SourceMap sourceMap, String pointer, String oldValue, String newValue) {
    SourceMap.Position key = sourceMap.locate(pointer);
    if (key == null) {
      return null;
    }
    int at = 0;
    for (int line = 1; line < key.line(); line++) {
      at = text.indexOf('\n', at) + 1;
      if (at == 0) {
        return null;
      }
    }
    at += key.column() - 1;
    int from = text.indexOf(':', at) + 1;
    if (from == 0) {
      return null;
    }
    int found = text.indexOf(oldValue, from);
    if (found < 0 || !text.substring(from, found).matches("[ \\t\\r\\n'\"]*")) {
      return null;
    }
    boolean quoted = found > 0 && (text.charAt(found - 1) == '"' || text.charAt(found - 1) == '\'');
    String written = quoted || PLAIN.matcher(newValue).matches() ? newValue : json(newValue);
    if (quoted && (newValue.indexOf(text.charAt(found - 1)) >= 0 || newValue.contains("\\"))) {
      return null;
    }
    return text.substring(0, found) + written + text.substring(found + oldValue.length());
  }

  /** A double-quoted YAML (and JSON) string. */
  private static String json(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : value.toCharArray()) {
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }
}
