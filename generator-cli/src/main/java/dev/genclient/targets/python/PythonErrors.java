package dev.genclient.targets.python;

import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.catalog.plan.ErrorRole;
import dev.genclient.catalog.plan.ErrorRoles;
import java.util.ArrayList;
import java.util.List;

/**
 * The error module's view: one class per error-table row (parents first), the served rows the
 * runtime maps wire codes and statuses by, and the class of each role the runtime raises itself (the
 * client plan's error roles, shared by every client).
 */
final class PythonErrors {
  private PythonErrors() {}

  static PythonViews.ErrorsModule view(ClientPlan plan, String pkg) {
    ErrorClasses errors = plan.errorClasses();
    List<PythonViews.ErrorClass> classes = new ArrayList<>();
    errors.root().ifPresent(root -> classes.add(new PythonViews.ErrorClass(name(root), "ApiError",
        PythonText.docstring(root.description() == null || root.description().isBlank()
            ? "The catalog's error root: every row without a parent extends it." : root.description(), "    "),
        PythonText.literal(root.className()), PythonText.literal(""), PythonText.literal("other"), "()", true)));
    for (ErrorClass row : errors.parentsFirst()) {
      classes.add(errorClass(row));
    }
    List<PythonViews.ErrorRow> rows = new ArrayList<>();
    for (ErrorClass row : errors.table()) {
      if (!row.clientOnly()) {
        rows.add(new PythonViews.ErrorRow(name(row),
            PythonLiterals.tuple(row.wire().stream().filter(w -> !w.endsWith(".*")).map(PythonText::literal).toList()),
            PythonLiterals.tuple(row.wire().stream().filter(w -> w.endsWith(".*"))
                .map(w -> PythonText.literal(w.substring(0, w.length() - 1))).toList())));
      }
    }
    ErrorRoles roles = plan.errors();
    String base = roles.base().map(PythonErrors::name).orElse("ApiError");
    String mismatch = roles.declared(ErrorRole.CONTRACT_MISMATCH) ? name(roles.contractMismatch().orElseThrow()) : null;
    if (mismatch == null) {
      // No row of its own: the client still raises a class of that name, under the base row.
      mismatch = ModuleNames.of("ContractMismatchError");
      classes.add(new PythonViews.ErrorClass(mismatch, base, PythonText.docstring(
          "The server lacks an op this client knows (raised by the client before sending).", "    "),
          PythonText.literal("ContractMismatchError"), PythonText.literal(""), PythonText.literal("other"), "()",
          base.equals("ApiError")));
    }
    String notEnabled = roles.notEnabled().map(PythonErrors::name).orElse(base);
    String policyDenied = roles.policyDenied().map(PythonErrors::name).orElse(base);
    String transport = roles.transport().map(PythonErrors::name).orElse(base);
    String exitCodes = PythonLiterals.dict(plan.exitCodes().entrySet().stream()
        .map(e -> PythonText.literal(e.getKey()) + ": " + e.getValue()).toList());
    List<PythonViews.DeclaredErrors> declared = plan.ops().stream().filter(op -> !op.errors().isEmpty())
        .map(op -> new PythonViews.DeclaredErrors(PythonText.literal(op.id()),
            PythonLiterals.tuple(op.errors().stream().map(PythonText::literal).toList()))).toList();
    List<PythonViews.ExitCheck> exitChecks = new ArrayList<>();
    plan.ops().stream().filter(op -> op.exitCheck() != null).forEach(op -> errors.named(op.exitCheck().error())
        .ifPresent(error -> exitChecks.add(new PythonViews.ExitCheck(PythonText.literal(op.id()),
            PythonText.literal(op.exitCheck().field()), name(error)))));
    return new PythonViews.ErrorsModule(PythonText.docstring("The error classes of the catalog's error table and the "
        + "error roles the runtime raises.", ""), pkg, classes, rows,
        new PythonViews.ErrorRoles(base, mismatch, notEnabled, policyDenied, transport), exitCodes, declared, exitChecks);
  }

  /** The Python class name of an error class (the root's or a row's). */
  static String name(ErrorClass error) {
    return ModuleNames.of(error.nameFor("python"));
  }

  private static PythonViews.ErrorClass errorClass(ErrorClass row) {
    String parent = row.parent().map(PythonErrors::name).orElse("ApiError");
    String text = row.description() == null || row.description().isBlank()
        ? row.className() + " (" + row.code() + ")." : row.description();
    return new PythonViews.ErrorClass(name(row), parent, PythonText.docstring(text, "    "),
        PythonText.literal(row.className()), PythonText.literal(row.code()), PythonText.literal(row.exit()),
        PythonLiterals.tuple(row.status().stream().map(String::valueOf).toList()), parent.equals("ApiError"));
  }
}
