package dev.genclient.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.verify.cases.CasesReader;
import dev.genclient.pipeline.Generation;
import dev.genclient.report.Problems;
import dev.genclient.report.ReportFormat;
import dev.genclient.report.ShownPath;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgTargets;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gen-client validate FILE [--cases CASES] [--format text|json|github] [--quiet]}: reports every problem of a catalog at once. */
@Command(name = "validate", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = "Validate a catalog (and optionally its contract cases); exit 3 with located messages when invalid.")
final class ValidateCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The catalog (operations.json).")
  Path file;

  @Option(names = "--cases", paramLabel = "CASES", description = "A cases.json: one argument set per op.")
  Path cases;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "text (located lines, the default), json (one document) or github (GitHub Actions annotations on the catalog lines).")
  ReportFormat format = ReportFormat.TEXT;

  @Option(names = "--quiet", description = "Print problems only: no ok line.")
  boolean quiet;

  @Option(names = "--lang", paramLabel = "LANG", split = ",",
      description = "Also the checks these og: targets make before rendering (og-name-collision: names their generator would merge); native targets are always checked.")
  List<String> languages;


  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (format == ReportFormat.TEXT) {
      return text(out);
    }
    // json and github: every problem on stdout in that format, warnings included; exit 3 when invalid.
    ObjectNode summary = ReportFormat.summary().put("file", ShownPath.of(file.toString()));
    CatalogPipeline.Prepared prepared;
    try {
      prepared = prepare();
      if (cases != null) {
        new CasesReader().read(prepared.loaded().catalog(), cases, Files.readAllBytes(cases));
      }
    } catch (CatalogException invalid) {
      format.print(Problems.of(invalid), summary.put("valid", false), out);
      out.flush();
      throw new ExitException(ExitCodes.INVALID_CATALOG, quiet || format == ReportFormat.JSON ? ""
          : invalid.diagnostics().size() + " problem(s) in " + ShownPath.of(invalid.file()));
    }
    Catalog catalog = prepared.loaded().catalog();
    summary.put("valid", true).put("name", catalog.name()).put("catalog_version", catalog.catalogVersion())
        .put("ops", catalog.ops().size()).put("catalog_digest", catalog.digest());
    format.print(Problems.of(prepared.loaded().file(), prepared.loaded().sourceMap(), prepared.warningDiagnostics()), summary, out);
    if (format == ReportFormat.GITHUB && !quiet) {
      out.println(okLine(catalog));
    }
    out.flush();
    return ExitCodes.OK;
  }

  private int text(PrintWriter out) throws Exception {
    CatalogPipeline.Prepared prepared = prepare();
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    Catalog catalog = prepared.loaded().catalog();
    if (cases != null) {
      new CasesReader().read(catalog, cases, Files.readAllBytes(cases));
    }
    if (!quiet) {
      out.println(okLine(catalog));
    }
    return ExitCodes.OK;
  }

  /** The catalog loaded, validated and linked, then checked as each {@code --lang} target checks it before rendering. */
  private CatalogPipeline.Prepared prepare() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(file);
    if (languages != null) {
      List<Generation.Job> jobs = new ArrayList<>();
      for (String lang : languages) {
        Target target = OgTargets.isOgName(lang) ? GenerateCommand.ogTarget(spec.commandLine(), lang, new OgOptionsMixin())
            : Targets.byName(lang).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "unknown --lang '" + lang + "': expected one of " + String.join(", ", Targets.names()) + ", og:<generator>"));
        jobs.add(new Generation.Job(target, TargetOptions.DEFAULTS, Path.of(".")));
      }
      pipeline.checkPaths(prepared, jobs);
    }
    return prepared;
  }

  private String okLine(Catalog catalog) {
    return "ok: " + file + ": " + catalog.name() + " " + catalog.catalogVersion() + ", " + catalog.ops().size()
        + " ops, " + catalog.aliases().size() + " aliases, " + catalog.errors().size() + " error rows"
        + (cases == null ? "" : ", every op has a case") + "; " + catalog.digest();
  }
}
