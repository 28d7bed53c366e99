package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.ValidationRule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A legacy error row's wire code that some ops of a namespace declare and others do not (a
 * warning): an op's undeclared codes do not take part in mapping a bare status, so a bare 404 from
 * the op that lacks {@code files.not_found} maps to another class than from its siblings.
 */
final class LegacyErrorRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Map<String, List<Integer>> byNamespace = new LinkedHashMap<>();
    for (int i = 0; i < catalog.ops().size(); i++) {
      String id = catalog.ops().get(i).id();
      int dot = id.lastIndexOf('.');
      byNamespace.computeIfAbsent(dot < 0 ? "" : id.substring(0, dot), k -> new ArrayList<>()).add(i);
    }
    for (ErrorRow row : catalog.errors()) {
      if (!row.legacy()) {
        continue;
      }
      for (String wire : row.wire()) {
        byNamespace.forEach((namespace, indexes) -> {
          List<Integer> lacking = indexes.stream().filter(i -> !declares(catalog.ops().get(i), wire)).toList();
          int declaring = indexes.size() - lacking.size();
          // Only the few that lack what most of their namespace declares are named: a code one op of many declares is its own.
          if (declaring * 2 <= indexes.size() || lacking.isEmpty()) {
            return;
          }
          for (int i : lacking) {
            out.warning(ValidationRule.LEGACY_ERROR_NAMESPACE, "/ops/" + i + "/id", "op " + catalog.ops().get(i).id()
                + " does not declare " + wire + " (" + row.className() + "), which " + declaring + " of the " + indexes.size()
                + " ops of namespace " + (namespace.isEmpty() ? "(top level)" : namespace)
                + " declare: a bare status from it does not map to " + row.className());
          }
        });
      }
    }
  }

  /** True when one of the op's error codes is {@code wire} or lies under it ({@code files.*} covers {@code files.gone}). */
  private static boolean declares(Operation op, String wire) {
    for (String code : op.errors()) {
      if (code.equals(wire) || wire.endsWith(".*") && code.startsWith(wire.substring(0, wire.length() - 1))) {
        return true;
      }
    }
    return false;
  }
}
