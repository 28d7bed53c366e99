package dev.genclient.targets.python;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Python literals: tuples and dicts of values that are already literals, and JSON values. */
final class PythonLiterals {
  private PythonLiterals() {}

  static String tuple(List<String> items) {
    return items.isEmpty() ? "()" : items.size() == 1 ? "(" + items.get(0) + ",)" : "(" + String.join(", ", items) + ")";
  }

  /** A dict of {@code key: value} entries, each already written as two literals. */
  static String dict(List<String> entries) {
    return "{" + String.join(", ", entries) + "}";
  }

  /** A JSON value as the Python literal {@code json.loads} would make of it ({@code true} is {@code True}). */
  static String json(JsonNode value) {
    if (value == null || value.isNull()) {
      return "None";
    }
    if (value.isBoolean()) {
      return value.asBoolean() ? "True" : "False";
    }
    if (value.isTextual()) {
      return PythonText.literal(value.asText());
    }
    if (value.isArray()) {
      List<String> items = new ArrayList<>();
      value.forEach(item -> items.add(json(item)));
      return "[" + String.join(", ", items) + "]";
    }
    if (value.isObject()) {
      List<String> entries = new ArrayList<>();
      value.fields().forEachRemaining(e -> entries.add(PythonText.literal(e.getKey()) + ": " + json(e.getValue())));
      return dict(entries);
    }
    return value.asText();
  }
}
