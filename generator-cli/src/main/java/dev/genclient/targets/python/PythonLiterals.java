package dev.genclient.targets.python;

import java.util.List;

/** Python tuple and dict literals of values that are already literals (strings, numbers, nested literals). */
final class PythonLiterals {
  private PythonLiterals() {}

  static String tuple(List<String> items) {
    return items.isEmpty() ? "()" : items.size() == 1 ? "(" + items.get(0) + ",)" : "(" + String.join(", ", items) + ")";
  }

  /** A dict of {@code key: value} entries, each already written as two literals. */
  static String dict(List<String> entries) {
    return "{" + String.join(", ", entries) + "}";
  }
}
