package dev.genclient.verify.report;

import java.util.ArrayList;
import java.util.List;

/** The text report: the ops × clients matrix, then the server checks, then each failure with its request. */
public final class TextReport {
  private TextReport() {}

  public static String render(VerifyReport report) {
    StringBuilder out = new StringBuilder();
    List<Finding> failures = report.failures();
    out.append("gen-client verify ").append(report.catalogFile()).append(" against ").append(report.baseUrl()).append(": ")
        .append(failures.isEmpty() ? "all passed" : failures.size() + (failures.size() == 1 ? " failure" : " failures")).append('\n');
    if (!report.clients().isEmpty()) {
      out.append('\n');
      matrix(report, out);
    }
    out.append("\nserver checks\n");
    List<String[]> rows = new ArrayList<>();
    for (Finding f : report.serverFindings()) {
      rows.add(new String[] {f.verdict().label(), f.check(), f.op() == null ? "" : f.op(), f.message()});
    }
    table(rows, "  ", out);
    if (!failures.isEmpty()) {
      out.append("\nfailures\n");
      for (Finding f : failures) {
        out.append("  ").append(f.verdict().label()).append(' ').append(f.check());
        if (f.op() != null) {
          out.append(" op ").append(f.op());
        }
        if (f.client() != null) {
          out.append(" client ").append(f.client());
        }
        out.append(": ").append(f.message()).append('\n');
        if (f.requestId() != null) {
          out.append("    request id: ").append(f.requestId()).append('\n');
        }
        if (f.reproduction() != null) {
          out.append("    ").append(f.reproduction().curl()).append('\n');
        }
      }
    }
    return out.toString();
  }

  private static void matrix(VerifyReport report, StringBuilder out) {
    List<String[]> rows = new ArrayList<>();
    String[] header = new String[report.clients().size() + 1];
    header[0] = "op";
    for (int i = 0; i < report.clients().size(); i++) {
      header[i + 1] = report.clients().get(i);
    }
    rows.add(header);
    for (OpRow op : report.ops()) {
      String[] row = new String[header.length];
      row[0] = op.id();
      for (int i = 0; i < report.clients().size(); i++) {
        row[i + 1] = report.cell(op, report.clients().get(i)).label();
      }
      rows.add(row);
    }
    table(rows, "", out);
  }

  /** Left-aligned columns two spaces apart; the last column is not padded. */
  private static void table(List<String[]> rows, String indent, StringBuilder out) {
    int columns = rows.stream().mapToInt(r -> r.length).max().orElse(0);
    int[] width = new int[columns];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        width[i] = Math.max(width[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder(indent);
      for (int i = 0; i < row.length; i++) {
        line.append(row[i]);
        if (i < row.length - 1) {
          line.append(" ".repeat(width[i] - row[i].length() + 2));
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
  }
}
