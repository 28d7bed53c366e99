package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.diff.CatalogDiff;
import dev.genclient.catalog.diff.DiffReport;
import dev.genclient.catalog.diff.Finding;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.output.JsonText;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gen-client diff OLD NEW [--json]}: classifies every change between two catalogs (DESIGN §8, docs/diff.md). */
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

  @Option(names = "--json", description = "Print the findings as one JSON document instead of located lines.")
  boolean json;


  @Override
  public Integer call() throws Exception {
    CatalogLoader.Loaded a = prepare(oldFile);
    CatalogLoader.Loaded b = prepare(newFile);
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());
    DiffReport report = new DiffReport(new DiffReport.Source(a.file(), a.sourceMap(), a.catalog()),
        new DiffReport.Source(b.file(), b.sourceMap(), b.catalog()), findings);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.print(JsonText.pretty(report.json()));
    } else {
      report.lines().forEach(out::println);
      out.println(report.summary());
    }
    out.flush();
    if (report.breaking()) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "breaking change(s) from " + oldFile + " to " + newFile);
    }
    return ExitCodes.OK;
  }

  private CatalogLoader.Loaded prepare(Path file) throws IOException, CatalogException {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(file);
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    return prepared.loaded();
  }
}
