package dev.genclient.catalog.plan;

import dev.genclient.catalog.ErrorRoot;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The class tree every client renders its errors as, resolved once: the catalog's error root (when it
 * declares one), each row of the table under its parent row, a row without one under the error root,
 * else under the runtime's own root class.
 */
public final class ErrorClasses {
  private final ErrorClass root;
  private final List<ErrorClass> table;
  private final List<ErrorClass> parentsFirst;
  private final Map<String, ErrorClass> byName;

  private ErrorClasses(ErrorClass root, List<ErrorClass> table, List<ErrorClass> parentsFirst,
      Map<String, ErrorClass> byName) {
    this.root = root;
    this.table = List.copyOf(table);
    this.parentsFirst = List.copyOf(parentsFirst);
    this.byName = Map.copyOf(byName);
  }

  static ErrorClasses of(LinkedCatalog linked) {
    ErrorRoot declaredRoot = linked.catalog().errorRoot();
    ErrorClass root = declaredRoot == null ? null : new ErrorClass(declaredRoot.className(), null, List.of(), List.of(),
        null, declaredRoot.names(), declaredRoot.description(), false, false, true, "/error_root/class", Optional.empty());
    Map<String, ErrorClass> byName = new HashMap<>();
    if (root != null) {
      byName.put(root.className(), root);
    }
    List<ErrorRow> rows = linked.catalog().errors();
    Map<ErrorRow, Integer> index = new IdentityHashMap<>();
    for (int i = 0; i < rows.size(); i++) {
      index.put(rows.get(i), i);
    }
    // Parents first, so that each row's parent class exists when the row's is made.
    Map<ErrorRow, ErrorClass> madeBy = new IdentityHashMap<>();
    List<ErrorClass> parentsFirst = new ArrayList<>();
    for (ErrorRow row : linked.errorsParentsFirst()) {
      Optional<ErrorClass> parent = row.parent() == null ? Optional.ofNullable(root)
          : Optional.ofNullable(byName.get(row.parent())).filter(p -> !p.root());
      ErrorClass made = new ErrorClass(row.className(), row.code(), row.wire(), row.status(), row.exit(), row.names(),
          row.description(), row.clientOnly(), row.legacy(), false, "/errors/" + index.get(row) + "/class", parent);
      madeBy.put(row, made);
      byName.putIfAbsent(row.className(), made);
      parentsFirst.add(made);
    }
    return new ErrorClasses(root, rows.stream().map(madeBy::get).toList(), parentsFirst, byName);
  }

  /** The client-side root above the table, if the catalog declares one. */
  public Optional<ErrorClass> root() {
    return Optional.ofNullable(root);
  }

  /** The rows' classes in table order (the root not among them). */
  public List<ErrorClass> table() {
    return table;
  }

  /** The rows' classes with each after its parent, table order otherwise (the root not among them). */
  public List<ErrorClass> parentsFirst() {
    return parentsFirst;
  }

  /**
   * The class a wire code maps to: the row listing it exactly, else the row with the longest matching
   * prefix entry ({@code policy.*}); empty when no row maps it.
   */
  public Optional<ErrorClass> forWireCode(String code) {
    ErrorClass best = null;
    int longest = -1;
    for (ErrorClass row : table) {
      for (String wire : row.wire()) {
        if (wire.equals(code)) {
          return Optional.of(row);
        }
        boolean prefix = wire.endsWith(".*") && code.startsWith(wire.substring(0, wire.length() - 1));
        if (prefix && wire.length() > longest) {
          best = row;
          longest = wire.length();
        }
      }
    }
    return Optional.ofNullable(best);
  }

  /**
   * The classes the declared wire codes {@code codes} (an op's {@code errors}) map to, each once in the
   * order of its first code, with the codes that map to it: what each client's op documentation lists
   * as thrown. A code no row maps is left out.
   */
  public Map<ErrorClass, List<String>> thrownBy(List<String> codes) {
    Map<ErrorClass, List<String>> out = new LinkedHashMap<>();
    for (String code : codes) {
      forWireCode(code).ifPresent(row -> out.computeIfAbsent(row, r -> new ArrayList<>()).add(code));
    }
    return out;
  }

  /** The class named {@code className}: the error root or a row's. */
  public Optional<ErrorClass> named(String className) {
    return Optional.ofNullable(byName.get(className));
  }
}
