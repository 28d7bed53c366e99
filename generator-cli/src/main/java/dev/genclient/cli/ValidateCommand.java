package dev.genclient.cli;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.cases.CasesCheck;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gen-client validate FILE [--cases CASES]}: reports every problem of a catalog at once. */
@Command(name = "validate", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = "Validate a catalog (and optionally its contract cases); exit 3 with located messages when invalid.")
final class ValidateCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The catalog (operations.json).")
  Path file;

  @Option(names = "--cases", paramLabel = "CASES", description = "A cases.json: one argument set per op.")
  Path cases;


  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(file);
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    Catalog catalog = prepared.loaded().catalog();
    if (cases != null) {
      new CasesCheck().check(catalog, cases.toString(), Files.readAllBytes(cases));
    }
    out.println("ok: " + file + ": " + catalog.name() + " " + catalog.catalogVersion() + ", " + catalog.ops().size()
        + " ops, " + catalog.aliases().size() + " aliases, " + catalog.errors().size() + " error rows"
        + (cases == null ? "" : ", every op has a case") + "; " + catalog.digest());
    return ExitCodes.OK;
  }
}
