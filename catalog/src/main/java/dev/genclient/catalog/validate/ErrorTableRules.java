package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The error table: unique classes, known parents without cycles, known exit families, a status
 * for every row with wire codes, an E-code shared only by a documented parent/child pair, and exit
 * codes a process can return that mean neither success (0) nor a usage error (2, the CLI's); an
 * {@code error_root} whose class is no row's.
 */
final class ErrorTableRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    catalog.exitCodes().forEach((family, code) -> {
      if (code == 0 || code == 2 || code < 0 || code > 255) {
        out.error(ValidationRule.EXIT_CODE, "/exit_codes/" + SourceMap.escape(family), "exit_codes." + family + " is " + code
            + ": an error's exit code is 1 or 3-255 (0 is success, 2 a usage error of the command-line client)");
      }
    });
    Map<String, ErrorRow> byClass = new HashMap<>();
    Map<String, Integer> indexOf = new HashMap<>();
    for (int i = 0; i < catalog.errors().size(); i++) {
      ErrorRow row = catalog.errors().get(i);
      if (byClass.putIfAbsent(row.className(), row) != null) {
        out.error(ValidationRule.ERROR_CLASS_DUPLICATE, "/errors/" + i + "/class", "error class " + row.className() + " is declared twice");
      } else {
        indexOf.put(row.className(), i);
      }
    }
    if (catalog.errorRoot() != null && byClass.containsKey(catalog.errorRoot().className())) {
      out.error(ValidationRule.ERROR_ROOT, "/error_root/class", "error_root " + catalog.errorRoot().className()
          + " is also the class of a row: the root stands above every row");
    }
    Map<String, Integer> wireOwner = new HashMap<>();
    Map<String, Integer> codeOwner = new HashMap<>();
    for (int i = 0; i < catalog.errors().size(); i++) {
      ErrorRow row = catalog.errors().get(i);
      String at = "/errors/" + i;
      if (!catalog.exitCodes().containsKey(row.exit())) {
        out.error(ValidationRule.ERROR_EXIT, at + "/exit",
            row.className() + ": exit family '" + row.exit() + "' is not a key of exit_codes " + catalog.exitCodes().keySet()
                + Suggestions.question(row.exit(), catalog.exitCodes().keySet()));
      }
      if (!row.wire().isEmpty() && row.status().isEmpty()) {
        out.error(ValidationRule.ERROR_STATUS, at + "/status",
            row.className() + " has wire codes but no status: a server needs one to send it");
      }
      if (row.clientOnly() && !row.wire().isEmpty()) {
        out.error(ValidationRule.ERROR_STATUS, at + "/wire", row.className() + " is client_only and so cannot have wire codes");
      }
      if (row.parent() != null && !byClass.containsKey(row.parent())) {
        out.error(ValidationRule.ERROR_PARENT, at + "/parent", row.className() + ": parent " + row.parent() + " is not a class of this table"
            + Suggestions.question(row.parent(), catalog.errors().stream().map(ErrorRow::className).toList()));
      } else if (hasParentCycle(row, byClass)) {
        out.error(ValidationRule.ERROR_PARENT, at + "/parent", row.className() + ": its parent chain comes back to itself");
      }
      for (int w = 0; w < row.wire().size(); w++) {
        Integer earlier = wireOwner.putIfAbsent(row.wire().get(w), i);
        if (earlier != null) {
          out.error(ValidationRule.ERROR_WIRE_DUPLICATE, at + "/wire/" + w,
              "wire code '" + row.wire().get(w) + "' is already mapped by " + catalog.errors().get(earlier).className());
        }
      }
      Integer sharer = codeOwner.putIfAbsent(row.code(), i);
      if (sharer != null) {
        ErrorRow other = catalog.errors().get(sharer);
        if (!row.className().equals(other.parent()) && !other.className().equals(row.parent())) {
          out.error(ValidationRule.ERROR_CODE_DUPLICATE, at + "/code",
              row.className() + " reuses " + row.code() + " of " + other.className()
                  + "; only a parent and its documented child may share an E-code");
        }
      }
    }
  }

  private static boolean hasParentCycle(ErrorRow row, Map<String, ErrorRow> byClass) {
    Set<String> seen = new HashSet<>();
    for (ErrorRow current = row; current != null && current.parent() != null; current = byClass.get(current.parent())) {
      if (!seen.add(current.className())) {
        return true;
      }
    }
    return false;
  }
}
