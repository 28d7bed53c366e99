package dev.genclient.verify.report;

import java.util.List;

/** The markdown report, for a pull-request comment: a summary line, the failures, the server checks, the matrix. */
public final class MarkdownReport {
  private MarkdownReport() {}

  public static String render(VerifyReport report) {
    StringBuilder out = new StringBuilder("### gen-client verify\n\n");
    List<Finding> failures = report.failures();
    out.append(failures.isEmpty() ? "All passed" : "**" + failures.size() + (failures.size() == 1 ? " failure" : " failures") + "**")
        .append(": `").append(code(report.catalogFile())).append("` against `").append(code(report.baseUrl())).append("`\n");
    if (!failures.isEmpty()) {
      out.append("\n| check | op | client | message | request id |\n|---|---|---|---|---|\n");
      for (Finding f : failures) {
        out.append("| ").append(cell(f.check())).append(" | ").append(cell(f.op())).append(" | ").append(cell(f.client()))
            .append(" | ").append(cell(f.message())).append(" | ").append(cell(f.requestId())).append(" |\n");
      }
      out.append("\n<details><summary>Reproduce</summary>\n\n");
      for (Finding f : failures) {
        if (f.reproduction() != null) {
          // A fence longer than any backtick run in the line, so the line cannot close it.
          String fence = "`".repeat(Math.max(3, longestBacktickRun(f.reproduction().curl()) + 1));
          out.append(fence).append("sh\n").append(f.reproduction().curl()).append('\n').append(fence).append('\n');
        }
      }
      out.append("\n</details>\n");
    }
    out.append("\n| server check | op | verdict | message |\n|---|---|---|---|\n");
    for (Finding f : report.serverFindings()) {
      out.append("| ").append(cell(f.check())).append(" | ").append(cell(f.op())).append(" | ").append(verdict(f.verdict().label()))
          .append(" | ").append(cell(f.message())).append(" |\n");
    }
    if (!report.clients().isEmpty()) {
      out.append("\n| op |");
      report.clients().forEach(c -> out.append(' ').append(cell(c)).append(" |"));
      out.append("\n|---|").append("---|".repeat(report.clients().size())).append('\n');
      for (OpRow op : report.ops()) {
        out.append("| ").append(cell(op.id())).append(" |");
        for (String client : report.clients()) {
          out.append(' ').append(verdict(cell(report.cell(op, client).label()))).append(" |");
        }
        out.append('\n');
      }
    }
    return out.toString();
  }

  private static String verdict(String label) {
    return label.equals("FAIL") ? "**FAIL**" : label;
  }

  /** Text safe in a table cell: no pipe, newline or HTML can change the table. */
  static String cell(String text) {
    if (text == null) {
      return "";
    }
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("|", "\\|").replace("`", "&#96;")
        .replace("*", "\\*").replace("_", "\\_").replace("[", "\\[").replace("]", "\\]").replaceAll("[\\r\\n]+", " ");
  }

  private static String code(String text) {
    return text.replace("`", "'").replaceAll("[\\r\\n]+", " ");
  }

  private static int longestBacktickRun(String text) {
    int best = 0;
    int run = 0;
    for (int i = 0; i < text.length(); i++) {
      run = text.charAt(i) == '`' ? run + 1 : 0;
      best = Math.max(best, run);
    }
    return best;
  }
}
