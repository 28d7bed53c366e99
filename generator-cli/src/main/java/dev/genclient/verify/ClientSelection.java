package dev.genclient.verify;

import java.util.ArrayList;
import java.util.List;

/** The {@code --clients} values: the client columns a run verifies, in the matrix's order. */
final class ClientSelection {
  /** Every client column, in the order the matrix shows them. */
  static final List<String> ALL = List.of("java", "ts", "python", "cli");

  private ClientSelection() {}

  /** The selected columns in matrix order; {@code all} selects every one; an unknown name throws. */
  static List<String> parse(List<String> values) {
    List<String> chosen = new ArrayList<>();
    for (String value : values) {
      String name = value.trim();
      if (name.equals("all")) {
        return ALL;
      }
      if (!ALL.contains(name)) {
        throw new IllegalArgumentException("--clients: unknown client '" + name + "' (expected python, ts, java, cli or all)");
      }
      chosen.add(name);
    }
    if (chosen.isEmpty()) {
      throw new IllegalArgumentException("--clients: name at least one client (python, ts, java, cli or all)");
    }
    return ALL.stream().filter(chosen::contains).toList();
  }
}
