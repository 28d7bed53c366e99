package dev.genclient.mock;

import java.util.Locale;

/** Which generation of server the mock impersonates (its discovery body and legacy bindings). */
public enum Compat {
  /** {@code {"groups": [...]}}, legacy REST bindings, legacy auth header. */
  V1("v1"),
  /** {@code {"endpoints": [...], "groups": [...]}} (a union body: v1's key kept), legacy REST bindings. */
  V1X("v1x"),
  /** The current body: {@code {catalog_version, sdk_version, ops}}. */
  V2_1("v2.1");

  private final String flag;

  Compat(String flag) {
    this.flag = flag;
  }

  public String flag() {
    return flag;
  }

  /** True when the legacy REST bindings of the ops are served. */
  public boolean servesLegacyBindings() {
    return this != V2_1;
  }

  /** True when the routes under {@code ops_path} (the catalog, {@code POST /ops/<id>}) exist: only on a current server. */
  public boolean servesOpsRoutes() {
    return this == V2_1;
  }

  /** Parses {@code v1}, {@code v1x} or {@code v2.1}. */
  public static Compat fromFlag(String text) {
    for (Compat compat : values()) {
      if (compat.flag.equals(text.toLowerCase(Locale.ROOT))) {
        return compat;
      }
    }
    throw new IllegalArgumentException("--compat must be v1, v1x or v2.1, not '" + text + "'");
  }
}
