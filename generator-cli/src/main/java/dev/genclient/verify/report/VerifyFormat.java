package dev.genclient.verify.report;

import java.nio.file.Path;
import java.util.Locale;

/** The formats of {@code verify --report}, each with the file it is written to under {@code --report-dir} (text and github go to standard output). */
public enum VerifyFormat {
  TEXT("verify.txt"),
  JSON("verify.json"),
  JUNIT("verify-junit.xml"),
  MARKDOWN("verify.md"),
  GITHUB("verify-github.txt");

  private final String fileName;

  VerifyFormat(String fileName) {
    this.fileName = fileName;
  }

  /** The spelling on the command line. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String fileName() {
    return fileName;
  }

  /** The report in this format; {@code base} is the directory annotations show paths relative to. */
  public String render(VerifyReport report, Path base) {
    return switch (this) {
      case TEXT -> TextReport.render(report);
      case JSON -> JsonReport.render(report);
      case JUNIT -> JunitReport.render(report);
      case MARKDOWN -> MarkdownReport.render(report);
      case GITHUB -> GithubReport.render(report, base);
    };
  }
}
