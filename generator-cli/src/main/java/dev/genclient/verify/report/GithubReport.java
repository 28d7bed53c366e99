package dev.genclient.verify.report;

import dev.genclient.report.Problem;
import dev.genclient.report.ReportFormat;
import dev.genclient.report.ShownPath;
import java.nio.file.Path;
import java.util.Optional;

/**
 * GitHub Actions annotations: one {@code ::error} per failure, at its op's line in the catalog
 * (a check of the whole server at the catalog file itself), and a {@code ::notice} per info.
 */
public final class GithubReport {
  private GithubReport() {}

  /**
   * @param base the directory paths are shown relative to: {@code $GITHUB_WORKSPACE} in Actions, else the
   *     working directory (see {@link ShownPath#base()})
   */
  public static String render(VerifyReport report, Path base) {
    String file = ShownPath.of(report.catalogFile(), base);
    StringBuilder out = new StringBuilder();
    for (Finding f : report.findings()) {
      boolean failed = report.failures().contains(f);
      if (!failed && f.verdict() != Verdict.INFO) {
        continue;
      }
      Optional<OpRow> row = f.op() == null ? Optional.empty() : report.row(f.op());
      StringBuilder message = new StringBuilder(f.verdict().label()).append(' ').append(f.check());
      if (f.op() != null) {
        message.append(" op ").append(f.op());
      }
      if (f.client() != null) {
        message.append(" client ").append(f.client());
      }
      message.append(": ").append(f.message());
      if (f.requestId() != null) {
        message.append(" (request id ").append(f.requestId()).append(')');
      }
      if (f.reproduction() != null) {
        message.append('\n').append(f.reproduction().curl());
      }
      Problem problem = new Problem(failed ? Problem.Level.ERROR : Problem.Level.NOTICE, "verify " + f.check(), file,
          row.map(OpRow::line).orElse(Problem.UNKNOWN), row.map(OpRow::column).orElse(Problem.UNKNOWN), message.toString());
      out.append(ReportFormat.annotation(problem)).append('\n');
    }
    return out.toString();
  }
}
