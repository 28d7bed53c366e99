package dev.genclient.catalog.diff;

import java.util.Locale;

/** How a change affects existing callers; {@code diff} exits 1 when any change is {@link #BREAKING}. */
public enum Impact {
  BREAKING, WARNING, COMPATIBLE, INFO;

  /** The spelling in reports and docs. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
