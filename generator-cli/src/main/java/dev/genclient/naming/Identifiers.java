package dev.genclient.naming;

import java.util.Set;

/** Shared identifier mechanics: the trailing-underscore escape used by Java and Python. */
final class Identifiers {
  private Identifiers() {}

  /** Appends {@code _} while the name is in {@code reserved}. */
  static String escape(String name, Set<String> reserved) {
    String out = name;
    while (reserved.contains(out)) {
      out = out + "_";
    }
    return out;
  }

  /** Prefixes {@code _} when a name would start with a digit, and names an empty one. */
  static String startable(String name, String fallback) {
    if (name.isEmpty()) {
      return fallback;
    }
    return Character.isDigit(name.charAt(0)) ? "_" + name : name;
  }
}
