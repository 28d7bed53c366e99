package dev.genclient.verify.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where {@code --report} and {@code --report-dir} send a report: standard output always gets the text
 * report, then the GitHub annotations when asked for (Actions reads them there); json, junit and
 * markdown each go to their own file in the report directory.
 */
public final class ReportOutput {
  private ReportOutput() {}

  /** Writes the asked formats; returns the files written, in the order asked. */
  public static List<Path> write(VerifyReport report, List<VerifyFormat> formats, Path reportDir, Path base, PrintWriter out)
      throws IOException {
    Set<VerifyFormat> asked = new LinkedHashSet<>(formats);
    out.print(VerifyFormat.TEXT.render(report, base));
    if (asked.contains(VerifyFormat.GITHUB)) {
      out.print(VerifyFormat.GITHUB.render(report, base));
    }
    out.flush();
    List<Path> written = new java.util.ArrayList<>();
    for (VerifyFormat format : asked) {
      if (format != VerifyFormat.TEXT && format != VerifyFormat.GITHUB) {
        Files.createDirectories(reportDir.toAbsolutePath());
        Path file = reportDir.resolve(format.fileName());
        Files.writeString(file, format.render(report, base), StandardCharsets.UTF_8);
        written.add(file);
      }
    }
    return written;
  }
}
