package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.diff.CatalogDiff;
import dev.genclient.catalog.diff.DiffReport;
import dev.genclient.catalog.diff.Finding;
import dev.genclient.catalog.diff.Impact;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.output.JsonText;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.report.Problem;
import dev.genclient.report.Problems;
import dev.genclient.report.ReportFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gen-client diff OLD NEW [--format text|json|github] [--quiet]}: classifies every change between two catalogs (docs/diff.md). */
@Command(name = "diff", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Classify every change from OLD to NEW as breaking, warning, compatible or info (rules: docs/diff.md).",
        "Exit 1 when any change is breaking; warns when catalog_version was not bumped as semver requires."})
final class DiffCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "OLD", description = "The earlier catalog (e.g. the last released asset).")
  Path oldFile;

  @Parameters(index = "1", paramLabel = "NEW", description = "The catalog to release.")
  Path newFile;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "text (located lines, the default), json (one document) or github (GitHub Actions annotations on the catalog lines).")
  ReportFormat format;

  @Option(names = "--json", description = "The same as --format json.")
  boolean json;

  @Option(names = "--quiet", description = "Print only the findings that are breaking or warnings, and no summary line.")
  boolean quiet;


  @Override
  public Integer call() throws Exception {
    CatalogLoader.Loaded a = prepare(oldFile);
    CatalogLoader.Loaded b = prepare(newFile);
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());
    DiffReport report = new DiffReport(new DiffReport.Source(a.file(), a.sourceMap(), a.catalog()),
        new DiffReport.Source(b.file(), b.sourceMap(), b.catalog()), findings);
    PrintWriter out = spec.commandLine().getOut();
    switch (format()) {
      case JSON -> out.print(JsonText.pretty(report.json()));
      case GITHUB -> {
        Problems.of(report).stream().filter(p -> !quiet || p.level() != Problem.Level.NOTICE)
            .forEach(p -> out.println(ReportFormat.annotation(p)));
        if (!quiet) {
          out.println(report.summary());
        }
      }
      case TEXT -> {
        List<String> lines = report.lines();
        for (int i = 0; i < lines.size(); i++) {
          Impact impact = report.findings().get(i).impact();
          if (!quiet || impact == Impact.BREAKING || impact == Impact.WARNING) {
            out.println(lines.get(i));
          }
        }
        if (!quiet) {
          out.println(report.summary());
        }
      }
    }
    out.flush();
    if (report.breaking()) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "breaking change(s) from " + oldFile + " to " + newFile);
    }
    return ExitCodes.OK;
  }

  private ReportFormat format() {
    if (json && format != null && format != ReportFormat.JSON) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--json is --format json; it cannot be combined with --format " + format.label());
    }
    return json ? ReportFormat.JSON : format == null ? ReportFormat.TEXT : format;
  }

  private CatalogLoader.Loaded prepare(Path file) throws IOException, CatalogException {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(file);
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    return prepared.loaded();
  }
}
