package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.diff.CatalogDiff;
import dev.genclient.catalog.diff.DiffReport;
import dev.genclient.catalog.diff.Finding;
import dev.genclient.catalog.diff.Impact;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.output.JsonText;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.report.DiffChangelog;
import dev.genclient.report.Problem;
import dev.genclient.report.Problems;
import dev.genclient.report.ReportFormat;
import dev.genclient.sync.CatalogInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gen-client diff OLD NEW [--format text|json|github|markdown] [--quiet]}: classifies every change between two
 * catalogs (docs/diff.md); either side may be a file, {@code git:REF:PATH} or an http(s) URL.
 */
@Command(name = "diff", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Classify every change from OLD to NEW as breaking, warning, compatible or info; each finding names its rule.",
        "OLD and NEW are files, git:REF:PATH (git show REF:PATH, e.g. git:v1.2.0:api/operations.json) or http(s) URLs.",
        "Exit 1 when any change is breaking; warns when catalog_version was not bumped as semver requires."})
final class DiffCommand implements Callable<Integer> {
  /** How {@code diff} prints: the reports' formats, and a changelog section. */
  enum Format { TEXT, JSON, GITHUB, MARKDOWN }

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "OLD", description = "The earlier catalog (e.g. the last released asset, or git:v1.2.0:operations.json).")
  String oldSpec;

  @Parameters(index = "1", paramLabel = "NEW", description = "The catalog to release.")
  String newSpec;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = {"text (located lines, the default), json (one document), github (GitHub Actions annotations on the catalog lines)",
          "or markdown (a changelog section: breaking, deprecated, compatible, to review)."})
  Format format;

  @Option(names = "--json", description = "The same as --format json.")
  boolean json;

  @Option(names = "--quiet", description = "Print only the findings that are breaking or warnings, and no summary line.")
  boolean quiet;

  /** Two loaded catalogs and what changed between them. */
  record Compared(CatalogLoader.Loaded before, CatalogLoader.Loaded after, DiffReport report) {}

  @Override
  public Integer call() throws Exception {
    Compared compared = compare(load(spec.commandLine(), CatalogInput.read(oldSpec)), load(spec.commandLine(), CatalogInput.read(newSpec)));
    PrintWriter out = spec.commandLine().getOut();
    print(compared, format(), quiet, out);
    if (compared.report().breaking()) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "breaking change(s) from " + oldSpec + " to " + newSpec);
    }
    return ExitCodes.OK;
  }

  /** The catalog in {@code input}, validated; its warnings go to stderr. */
  static CatalogLoader.Loaded load(CommandLine commandLine, CatalogInput input) throws IOException, CatalogException {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(input.label(), input.bytes());
    prepared.warnings().forEach(commandLine.getErr()::println);
    return prepared.loaded();
  }

  static Compared compare(CatalogLoader.Loaded a, CatalogLoader.Loaded b) {
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());
    return new Compared(a, b, new DiffReport(new DiffReport.Source(a.file(), a.sourceMap(), a.catalog()),
        new DiffReport.Source(b.file(), b.sourceMap(), b.catalog()), findings));
  }

  static void print(Compared compared, Format format, boolean quiet, PrintWriter out) {
    DiffReport report = compared.report();
    switch (format) {
      case JSON -> out.print(JsonText.pretty(report.json()));
      case MARKDOWN -> out.print(DiffChangelog.of(compared.before().catalog(), compared.after().catalog(), report.findings()));
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
  }

  private Format format() {
    if (json && format != null && format != Format.JSON) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--json is --format json; it cannot be combined with --format "
          + format.name().toLowerCase(java.util.Locale.ROOT));
    }
    return json ? Format.JSON : format == null ? Format.TEXT : format;
  }
}
