package dev.genclient.verify.server;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import dev.genclient.verify.report.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The whole-run check that every status and wire code seen is one the op may raise: its declared
 * rows, the auth and permission families, the status-only rows (429, 500, 503 in the example) and
 * {@code op.unknown}. One FAIL per answer that is not, else one pass.
 */
public final class DeclaredCodes {
  /** Statuses any op may answer without an error code: rate limited, internal error, unavailable. */
  private static final List<Integer> STATUS_ONLY = List.of(429, 500, 503);

  private DeclaredCodes() {}

  /** One FAIL per op, status and code that is not one the op may raise (with the first request id and the count), else one pass. */
  public static List<Finding> check(Catalog catalog, List<Observation> observations) {
    Map<String, List<Observation>> offending = new LinkedHashMap<>();
    Map<String, String> problems = new LinkedHashMap<>();
    for (Observation seen : observations) {
      String problem = problem(catalog, seen);
      if (problem != null) {
        String key = seen.op() + " " + seen.status() + " " + seen.wireCode();
        offending.computeIfAbsent(key, k -> new ArrayList<>()).add(seen);
        problems.putIfAbsent(key, problem);
      }
    }
    String check = ServerCheck.DECLARED_CODES.id();
    List<Finding> out = new ArrayList<>();
    offending.forEach((key, seen) -> {
      Observation first = seen.get(0);
      List<String> clients = seen.stream().map(o -> o.client() == null ? "server checks" : o.client()).distinct().toList();
      out.add(new Finding(check, first.op(), null, Verdict.FAIL, problems.get(key) + " (seen " + seen.size()
          + (seen.size() == 1 ? " time" : " times") + ", by " + String.join(", ", clients) + ")", first.requestId(), null));
    });
    if (out.isEmpty()) {
      out.add(Finding.pass(check, null, null, "all " + observations.size() + " answers are ones their ops may raise"));
    }
    return out;
  }

  /** Null when {@code seen} is an answer its op may give. */
  static String problem(Catalog catalog, Observation seen) {
    int status = seen.status();
    if (seen.wireCode() == null && status >= 200 && status < 400) {
      return null;
    }
    Optional<Operation> op = catalog.ops().stream().filter(o -> o.id().equals(seen.op())).findFirst();
    List<String> declared = op.map(Operation::errors).orElse(List.of());
    if (seen.wireCode() == null) {
      boolean allowed = STATUS_ONLY.contains(status) || catalog.errors().stream().filter(row -> !row.clientOnly() && row.status().contains(status))
          .anyMatch(row -> mayRaise(row, declared, op.isPresent()));
      return allowed ? null : "status " + status + " without an error code is no row this op may raise";
    }
    Optional<ErrorRow> row = ErrorRow.forWireCode(catalog.errors(), seen.wireCode());
    if (row.isEmpty() || !mayRaise(row.get(), declared, op.isPresent())) {
      return "code " + seen.wireCode() + " (status " + status + ") is " + (row.isEmpty() ? "in no row of the error table" : "not declared by this op");
    }
    return row.get().status().contains(status) ? null
        : "code " + seen.wireCode() + " came with status " + status + "; its row " + row.get().className() + " lists " + row.get().status();
  }

  private static boolean mayRaise(ErrorRow row, List<String> declared, boolean knownOp) {
    if (row.wire().contains("op.unknown")) {
      return true;
    }
    if (!knownOp) {
      return false;
    }
    if (row.wire().isEmpty() || row.exit().equals("auth") || row.exit().equals("permission")) {
      return true;
    }
    return declared.stream().anyMatch(code -> ErrorRow.forWireCode(List.of(row), code).isPresent() || row.wire().contains(code));
  }
}
