package dev.genclient.verify.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a verify run found, in the order found, with what the writers need around it: the
 * catalog file (annotations point into it), the matrix's rows and columns, and whether an admin
 * token was given (it decides which n/a cells are excused).
 *
 * @param catalogFile the catalog path as given on the command line
 * @param baseUrl the server's base URL
 * @param ops the matrix rows, in catalog order
 * @param clients the matrix columns, in the order run
 */
public record VerifyReport(String catalogFile, String baseUrl, List<OpRow> ops, List<String> clients, boolean adminToken,
    List<Finding> findings) {

  public VerifyReport {
    Objects.requireNonNull(catalogFile, "catalogFile");
    Objects.requireNonNull(baseUrl, "baseUrl");
    ops = List.copyOf(ops);
    clients = List.copyOf(clients);
    findings = List.copyOf(findings);
  }

  /** One cell of the matrix: its verdict and the findings (cases) behind it. */
  public record Cell(OpRow op, String client, Verdict verdict, List<Finding> findings) {
    /** {@code pass}, {@code FAIL}, or {@code n/a (reason)} as the matrix shows it. */
    public String label() {
      if (verdict == Verdict.NOT_APPLICABLE && !findings.isEmpty()) {
        return "n/a (" + findings.get(0).message() + ")";
      }
      return verdict.label();
    }
  }

  /**
   * The cell of {@code op} and {@code client}: FAIL when any case failed or an n/a is not excused, else
   * pass when any case passed, else n/a; a cell with no finding at all fails (the op was never run).
   */
  public Cell cell(OpRow op, String client) {
    List<Finding> own = findings.stream().filter(f -> f.isCell() && f.op().equals(op.id()) && f.client().equals(client)).toList();
    Verdict verdict;
    if (own.isEmpty() || own.stream().anyMatch(f -> f.verdict() == Verdict.FAIL || unexcused(f))) {
      verdict = Verdict.FAIL;
    } else if (own.stream().anyMatch(f -> f.verdict() == Verdict.PASS)) {
      verdict = Verdict.PASS;
    } else {
      verdict = Verdict.NOT_APPLICABLE;
    }
    return new Cell(op, client, verdict, own);
  }

  /** Every cell, row by row. */
  public List<Cell> cells() {
    List<Cell> out = new ArrayList<>();
    for (OpRow op : ops) {
      for (String client : clients) {
        out.add(cell(op, client));
      }
    }
    return out;
  }

  /** The server checks' findings (no client), in the order found. */
  public List<Finding> serverFindings() {
    return findings.stream().filter(f -> !f.isCell()).toList();
  }

  /** Every finding that makes the run fail: FAIL verdicts and n/a cells nothing excuses. */
  public List<Finding> failures() {
    return findings.stream().filter(f -> f.verdict() == Verdict.FAIL || unexcused(f)).toList();
  }

  /**
   * 0 when everything passed, 1 on any failure: a FAIL, a cell never run, or an n/a cell other than an
   * op without a client member ({@code mirror.client: false}) or an admin op run without an admin
   * token. An n/a server check (one that does not apply to this catalog) is allowed.
   */
  public int exitCode() {
    return failures().isEmpty() && cells().stream().noneMatch(c -> c.verdict() == Verdict.FAIL) ? 0 : 1;
  }

  /** The row of {@code op}, when the catalog has it. */
  public Optional<OpRow> row(String op) {
    return ops.stream().filter(r -> r.id().equals(op)).findFirst();
  }

  private boolean unexcused(Finding f) {
    if (f.verdict() != Verdict.NOT_APPLICABLE || !f.isCell()) {
      return false;
    }
    Optional<OpRow> row = row(f.op());
    return row.isEmpty() || (row.get().clientMember() && !(row.get().admin() && !adminToken));
  }
}
