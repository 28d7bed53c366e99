package dev.genclient.catalog;

import java.util.Locale;

/** How an operation moves data over the wire. */
public enum Kind {
  CALL, STREAM, DOWNLOAD, UPLOAD, JOB;

  /** The spelling used in catalogs and generated output. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Kind fromWireName(String name) {
    for (Kind kind : values()) {
      if (kind.wireName().equals(name)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("unknown kind: " + name);
  }
}
