package dev.genclient.catalog;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Where each JSON value (and each object key) of a catalog file starts, by JSON pointer, so
 * diagnostics located by pointer can be shown as {@code line:col}.
 *
 * <p>A map made {@linkplain #lazy lazily} records its positions on the first {@link #locate}: a
 * run with nothing to report (the common case) never pays for a position per value.
 */
public final class SourceMap {
  /** A 1-based line and column in the source file, and the character offset for ordering. */
  public record Position(int line, int column, long offset) {}

  private final Map<String, Position> values = new HashMap<>();
  private final Map<String, Position> keys = new HashMap<>();
  private Consumer<SourceMap> filler;

  /** An empty map, filled by {@link #recordValue} and {@link #recordKey}. */
  public SourceMap() {}

  private SourceMap(Consumer<SourceMap> filler) {
    this.filler = filler;
  }

  /** A map that {@code filler} fills (by recording every position) when it is first asked for one. */
  public static SourceMap lazy(Consumer<SourceMap> filler) {
    return new SourceMap(Objects.requireNonNull(filler, "filler"));
  }

  public void recordValue(String pointer, Position position) {
    values.put(pointer, position);
  }

  public void recordKey(String pointer, Position position) {
    keys.put(pointer, position);
  }

  private synchronized void fill() {
    if (filler != null) {
      Consumer<SourceMap> fill = filler;
      filler = null;
      fill.accept(this);
    }
  }

  /**
   * The position of the key naming {@code pointer} where there is one (so an unknown key is shown
   * at the key), else of the value; walks up to the nearest located parent for pointers to
   * things that are missing.
   */
  public Position locate(String pointer) {
    fill();
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
