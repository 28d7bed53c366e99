package dev.genclient.targets.python;

import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorRole;
import dev.genclient.catalog.plan.ErrorRoles;
import dev.genclient.catalog.plan.ErrorTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The error module's view: one class per error-table row (parents first), the served rows the
 * runtime maps wire codes and statuses by, and the class of each role the runtime raises itself (the
 * client plan's error roles, shared by every client).
 */
final class PythonErrors {
  private PythonErrors() {}

  static PythonViews.ErrorsModule view(ClientPlan plan, String pkg) {
    LinkedCatalog linked = plan.linked();
    List<ErrorRow> table = linked.catalog().errors();
    ErrorTree tree = plan.errorTree();
    Map<String, String> names = new LinkedHashMap<>();
    tree.root().ifPresent(root -> names.put(root.className(), ModuleNames.of(root.nameFor("python"))));
    for (ErrorRow row : table) {
      names.putIfAbsent(row.className(), ModuleNames.of(row.nameFor("python")));
    }
    List<PythonViews.ErrorClass> classes = new ArrayList<>();
    tree.root().ifPresent(root -> classes.add(new PythonViews.ErrorClass(names.get(root.className()), "ApiError",
        PythonText.docstring(root.description() == null || root.description().isBlank()
            ? "The catalog's error root: every row without a parent extends it." : root.description(), "    "),
        PythonText.literal(root.className()), PythonText.literal(""), PythonText.literal("other"), "()", true)));
    for (ErrorRow row : linked.errorsParentsFirst()) {
      classes.add(errorClass(row, tree, names));
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
    ErrorRoles roles = plan.errors();
    String base = roles.base().map(r -> names.get(r.className())).orElse("ApiError");
    String mismatch = roles.declared(ErrorRole.CONTRACT_MISMATCH)
        ? names.get(roles.contractMismatch().orElseThrow().className()) : null;
    if (mismatch == null) {
      // No row of its own: the client still raises a class of that name, under the base row.
      mismatch = ModuleNames.of("ContractMismatchError");
      classes.add(new PythonViews.ErrorClass(mismatch, base, PythonText.docstring(
          "The server lacks an op this client knows (raised by the client before sending).", "    "),
          PythonText.literal("ContractMismatchError"), PythonText.literal(""), PythonText.literal("other"), "()",
          base.equals("ApiError")));
    }
    String notEnabled = roles.notEnabled().map(r -> names.get(r.className())).orElse(base);
    String policyDenied = roles.policyDenied().map(r -> names.get(r.className())).orElse(base);
    String transport = roles.transport().map(r -> names.get(r.className())).orElse(base);
    String exitCodes = PythonLiterals.dict(linked.catalog().exitCodes().entrySet().stream()
        .map(e -> PythonText.literal(e.getKey()) + ": " + e.getValue()).toList());
    List<PythonViews.DeclaredErrors> declared = linked.catalog().ops().stream().filter(op -> !op.errors().isEmpty())
        .map(op -> new PythonViews.DeclaredErrors(PythonText.literal(op.id()),
            PythonLiterals.tuple(op.errors().stream().map(PythonText::literal).toList()))).toList();
    return new PythonViews.ErrorsModule(PythonText.docstring("The error classes of the catalog's error table and the "
        + "error roles the runtime raises.", ""), pkg, classes, rows,
        new PythonViews.ErrorRoles(base, mismatch, notEnabled, policyDenied, transport), exitCodes, declared,
        linked.catalog().ops().stream().filter(op -> op.exitCheck() != null && names.containsKey(op.exitCheck().error()))
            .map(op -> new PythonViews.ExitCheck(PythonText.literal(op.id()), PythonText.literal(op.exitCheck().field()),
                names.get(op.exitCheck().error()))).toList());
  }

  private static PythonViews.ErrorClass errorClass(ErrorRow row, ErrorTree tree, Map<String, String> names) {
    String parent = tree.parentOf(row).map(names::get).orElse("ApiError");
    String text = row.description() == null || row.description().isBlank()
        ? row.className() + " (" + row.code() + ")." : row.description();
    return new PythonViews.ErrorClass(names.get(row.className()), parent, PythonText.docstring(text, "    "),
        PythonText.literal(row.className()), PythonText.literal(row.code()), PythonText.literal(row.exit()),
        PythonLiterals.tuple(row.status().stream().map(String::valueOf).toList()), parent.equals("ApiError"));
  }
}
