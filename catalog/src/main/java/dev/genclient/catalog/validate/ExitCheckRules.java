package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.ExitCheck;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.ValidationRule;

/**
 * An op's {@code exit_check}: a call op, its {@code error} a client-only row, its {@code field} an
 * integer property the result requires, and no param named {@code check} (the clients' option of
 * that name would shadow it).
 */
final class ExitCheckRules implements CatalogRule {
  /** The name of the option the clients take on an op with an exit check. */
  static final String OPTION = "check";

  @Override
  public void check(Catalog catalog, Diagnostics out) {
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      ExitCheck exit = op.exitCheck();
      if (exit == null) {
        continue;
      }
      String at = "/ops/" + i + "/exit_check";
      if (op.kind() != Kind.CALL) {
        out.error(ValidationRule.EXIT_CHECK, at, "op " + op.id() + ": exit_check is for call ops, not " + op.kind().wireName());
      }
      ErrorRow row = catalog.errors().stream().filter(e -> e.className().equals(exit.error())).findFirst().orElse(null);
      if (row == null || !row.clientOnly()) {
        out.error(ValidationRule.EXIT_CHECK, at + "/error", "op " + op.id() + ": exit_check.error " + exit.error()
            + (row == null ? " is not a class of the error table" : " is not a client_only row"));
      }
      Schema result = resolve(catalog, op.result());
      Schema field = result == null ? null : resolve(catalog, result.properties().get(exit.field()));
      if (field == null || !result.required().contains(exit.field()) || !"integer".equals(field.primaryType())) {
        out.error(ValidationRule.EXIT_CHECK, at + "/field", "op " + op.id() + ": exit_check.field '" + exit.field()
            + "' is not an integer property the result requires");
      }
      if (op.params() != null && resolve(catalog, op.params()) != null
          && resolve(catalog, op.params()).properties().containsKey(OPTION)) {
        out.error(ValidationRule.EXIT_CHECK, at, "op " + op.id() + ": a param named '" + OPTION
            + "' collides with the clients' check option of an op with exit_check");
      }
    }
  }

  /** The schema a {@code $ref} names (one level: types that are themselves references are followed). */
  private static Schema resolve(Catalog catalog, Schema schema) {
    Schema current = schema;
    for (int hops = 0; current != null && current.isRef() && hops < catalog.types().size() + 1; hops++) {
      current = catalog.types().get(current.ref());
    }
    return current == null || current.isRef() ? null : current;
  }
}
