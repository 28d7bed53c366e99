package dev.genclient.targets.python;

import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The error module's view: one class per error-table row (parents first), the served rows the
 * runtime maps wire codes and statuses by, and the class of each role the runtime raises itself.
 */
final class PythonErrors {
  private PythonErrors() {}

  static PythonViews.ErrorsModule view(LinkedCatalog linked, String pkg) {
    List<ErrorRow> table = linked.catalog().errors();
    Map<String, String> names = new LinkedHashMap<>();
    for (ErrorRow row : table) {
      names.put(row.className(), ModuleNames.of(row.nameFor("python")));
    }
    List<PythonViews.ErrorClass> classes = new ArrayList<>();
    for (ErrorRow row : linked.errorsParentsFirst()) {
      classes.add(errorClass(row, names));
    }
    List<PythonViews.ErrorRow> rows = new ArrayList<>();
    for (ErrorRow row : table) {
      if (!row.clientOnly()) {
        rows.add(new PythonViews.ErrorRow(names.get(row.className()),
            PythonLiterals.tuple(row.wire().stream().filter(w -> !w.endsWith(".*")).map(PythonText::literal).toList()),
            PythonLiterals.tuple(row.wire().stream().filter(w -> w.endsWith(".*"))
                .map(w -> PythonText.literal(w.substring(0, w.length() - 1))).toList())));
      }
    }
    String base = linked.baseError().map(r -> names.get(r.className())).orElse("ApiError");
    String mismatch = linked.contractMismatchError().map(r -> names.get(r.className())).orElse(null);
    if (mismatch == null) {
      mismatch = ModuleNames.of("ContractMismatchError");
      classes.add(new PythonViews.ErrorClass(mismatch, base, PythonText.docstring(
          "The server lacks an op this client knows (raised by the client before sending).", "    "),
          PythonText.literal("ContractMismatchError"), PythonText.literal(""), PythonText.literal("other"), "()",
          base.equals("ApiError")));
    }
    String notEnabled = ErrorRow.forWireCode(table.stream().filter(r -> !r.clientOnly()).toList(), "op.not_enabled")
        .map(r -> names.get(r.className())).orElse(base);
    // A request without any HTTP response maps like status 503 (/work/transport-rule.md): a row listing 503
    // without wire codes first, then any row listing 503, then the base row.
    List<ErrorRow> served = table.stream().filter(r -> !r.clientOnly() && r.status().contains(503)).toList();
    String transport = served.stream().filter(r -> r.wire().isEmpty()).findFirst().or(() -> served.stream().findFirst())
        .map(r -> names.get(r.className())).orElse(base);
    String exitCodes = PythonLiterals.dict(linked.catalog().exitCodes().entrySet().stream()
        .map(e -> PythonText.literal(e.getKey()) + ": " + e.getValue()).toList());
    return new PythonViews.ErrorsModule(PythonText.docstring("The error classes of the catalog's error table and the "
        + "error roles the runtime raises.", ""), pkg, classes, rows,
        new PythonViews.ErrorRoles(base, mismatch, notEnabled, transport), exitCodes);
  }

  private static PythonViews.ErrorClass errorClass(ErrorRow row, Map<String, String> names) {
    String parent = row.parent() == null ? "ApiError" : names.getOrDefault(row.parent(), "ApiError");
    String text = row.description() == null || row.description().isBlank()
        ? row.className() + " (" + row.code() + ")." : row.description();
    return new PythonViews.ErrorClass(names.get(row.className()), parent, PythonText.docstring(text, "    "),
        PythonText.literal(row.className()), PythonText.literal(row.code()), PythonText.literal(row.exit()),
        PythonLiterals.tuple(row.status().stream().map(String::valueOf).toList()), parent.equals("ApiError"));
  }
}
