package dev.genclient.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** One row of the catalog's error table. */
public record ErrorRow(
    String className,
    String code,
    List<String> wire,
    List<Integer> status,
    String exit,
    String parent,
    Map<String, String> names,
    String description,
    boolean clientOnly,
    boolean legacy) {

  public ErrorRow {
    Objects.requireNonNull(className, "className");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(exit, "exit");
    wire = List.copyOf(wire);
    status = List.copyOf(status);
    names = OrderedMaps.copyOf(names);
  }

  /** The class name in one language: its {@code names} override, else the catalog class. */
  public String nameFor(String language) {
    return names.getOrDefault(language, className);
  }

  /** True when {@code wireCode} is one of this row's exact codes. */
  public boolean matchesExactly(String wireCode) {
    return wire.contains(wireCode);
  }

  /** The length of the longest prefix entry ({@code policy.*}) matching the code, or -1. */
  public int prefixMatchLength(String wireCode) {
    int best = -1;
    for (String entry : wire) {
      if (entry.endsWith(".*")) {
        String prefix = entry.substring(0, entry.length() - 1);
        if (wireCode.startsWith(prefix) && prefix.length() > best) {
          best = prefix.length();
        }
      }
    }
    return best;
  }

  /**
   * The row of {@code table} a wire code maps to: an exact code first, then the
   * longest matching prefix entry; empty when no row maps it.
   */
  public static Optional<ErrorRow> forWireCode(List<ErrorRow> table, String wireCode) {
    for (ErrorRow row : table) {
      if (row.matchesExactly(wireCode)) {
        return Optional.of(row);
      }
    }
    ErrorRow best = null;
    int bestLength = -1;
    for (ErrorRow row : table) {
      int length = row.prefixMatchLength(wireCode);
      if (length > bestLength) {
        best = row;
        bestLength = length;
      }
    }
    return Optional.ofNullable(best);
  }

  /**
   * The row of {@code table} a bare {@code status} (a response without a wire code) maps to: first
   * among the rows the op's {@code declared} wire codes map to, in table order, then any row listing
   * it; client-only rows never. Empty when no row lists the status (the base row's case).
   */
  public static Optional<ErrorRow> forStatus(List<ErrorRow> table, int status, List<String> declared) {
    List<ErrorRow> own = declared.stream().map(code -> forWireCode(table, code)).flatMap(Optional::stream).toList();
    Optional<ErrorRow> preferred = table.stream()
        .filter(row -> own.contains(row) && !row.clientOnly() && row.status().contains(status)).findFirst();
    return preferred.isPresent() ? preferred
        : table.stream().filter(row -> !row.clientOnly() && row.status().contains(status)).findFirst();
  }
}
