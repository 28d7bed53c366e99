package dev.genclient.catalog;

import java.util.HashMap;
import java.util.Map;

/**
 * Where each JSON value (and each object key) of a catalog file starts, by JSON pointer, so
 * diagnostics located by pointer can be shown as {@code line:col}.
 */
public final class SourceMap {
  /** A 1-based line and column in the source file, and the character offset for ordering. */
  public record Position(int line, int column, long offset) {}

  private final Map<String, Position> values = new HashMap<>();
  private final Map<String, Position> keys = new HashMap<>();

  public void recordValue(String pointer, Position position) {
    values.put(pointer, position);
  }

  public void recordKey(String pointer, Position position) {
    keys.put(pointer, position);
  }

  /**
   * The position of the key naming {@code pointer} where there is one (so an unknown key is shown
   * at the key), else of the value; walks up to the nearest located parent for pointers to
   * things that are missing.
   */
  public Position locate(String pointer) {
    String current = pointer;
    while (true) {
      Position key = keys.get(current);
      if (key != null) {
        return key;
      }
      Position value = values.get(current);
      if (value != null) {
        return value;
      }
      if (current.isEmpty()) {
        return null;
      }
      current = current.substring(0, Math.max(0, current.lastIndexOf('/')));
    }
  }

  /** The character offset of a pointer's location, for sorting diagnostics in document order. */
  public long offsetOf(String pointer) {
    Position at = locate(pointer);
    return at == null ? Long.MAX_VALUE : at.offset();
  }

  /** Escapes one reference token of a JSON pointer (RFC 6901). */
  public static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }
}
