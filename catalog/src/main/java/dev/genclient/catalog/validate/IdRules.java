package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.ValidationRule;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Op ids: unique, never equal to a namespace with children, no reserved segment. */
final class IdRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Map<String, Integer> firstIndex = new HashMap<>();
    Set<String> namespaces = namespaces(catalog.ops());
    Set<String> reserved = new HashSet<>(catalog.reservedNames());
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String at = "/ops/" + i + "/id";
      Integer earlier = firstIndex.putIfAbsent(op.id(), i);
      if (earlier != null) {
        out.error(ValidationRule.DUPLICATE_ID, at, "op id '" + op.id() + "' is already used by /ops/" + earlier);
      }
      if (namespaces.contains(op.id())) {
        out.error(ValidationRule.NAMESPACE_CLASH, at,
            "op id '" + op.id() + "' is also a namespace with ops under it; rename one of them");
      }
      for (String segment : op.segments()) {
        if (reserved.contains(segment)) {
          out.error(ValidationRule.RESERVED_NAME, at,
              "op " + op.id() + ": segment '" + segment + "' is in reserved_names (the clients keep it for their own members)");
        }
      }
    }
  }

  /** Every proper prefix of every op id: the namespaces that have children. */
  static Set<String> namespaces(List<Operation> ops) {
    Set<String> out = new HashSet<>();
    for (Operation op : ops) {
      String id = op.id();
      for (int dot = id.indexOf('.'); dot >= 0; dot = id.indexOf('.', dot + 1)) {
        out.add(id.substring(0, dot));
      }
    }
    return out;
  }
}
