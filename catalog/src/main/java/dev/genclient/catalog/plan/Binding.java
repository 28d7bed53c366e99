package dev.genclient.catalog.plan;

import java.util.Locale;

/** Which HTTP binding of its op a member calls: the op's own {@code http}, or its {@code legacy} REST binding. */
public enum Binding {
  DEFAULT, LEGACY;

  /** The spelling in catalogs and generated output: {@code default}, {@code legacy}. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
