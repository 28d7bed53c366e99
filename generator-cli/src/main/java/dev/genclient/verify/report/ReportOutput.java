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
 * Where {@code --report} and {@code --report-dir} send a report. Without a report directory every
 * requested format goes to standard output, in the order asked (text when none is asked). With one,
 * each format goes to its own file there, and standard output still gets the text report and the
 * GitHub annotations when asked for (Actions reads them from there).
 */
public final class ReportOutput {
  private ReportOutput() {}

  public static void write(VerifyReport report, List<VerifyFormat> formats, Path reportDir, Path base, PrintWriter out)
      throws IOException {
    Set<VerifyFormat> asked = new LinkedHashSet<>(formats.isEmpty() ? List.of(VerifyFormat.TEXT) : formats);
    if (reportDir == null) {
      for (VerifyFormat format : asked) {
        out.print(format.render(report, base));
      }
    } else {
      Files.createDirectories(reportDir);
      for (VerifyFormat format : asked) {
        Files.writeString(reportDir.resolve(format.fileName()), format.render(report, base), StandardCharsets.UTF_8);
      }
      out.print(VerifyFormat.TEXT.render(report, base));
      if (asked.contains(VerifyFormat.GITHUB)) {
        out.print(VerifyFormat.GITHUB.render(report, base));
      }
    }
    out.flush();
  }
}
