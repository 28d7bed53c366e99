package dev.genclient.cli;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.release.ReleaseAssets;
import dev.genclient.release.ReleaseWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gen-client release --catalog FILE --out DIST}: the assets a release job publishes. */
@Command(name = "release", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Write the release assets of a catalog: the catalog, its OpenAPI document and SHA256SUMS.",
        "<name>-catalog-<version>.json holds the canonical JCS bytes (its sha256 is the catalog digest);",
        "<name>-openapi-<version>.json the openapi target's output. Never overwrites an asset with different bytes."})
final class ReleaseCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--catalog", paramLabel = "FILE", required = true, description = "The catalog (operations.json).")
  Path catalog;

  @Option(names = "--out", paramLabel = "DIST", required = true, description = "The directory the assets go to.")
  Path out;


  @Override
  public Integer call() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    List<ReleaseAssets.Asset> assets = ReleaseAssets.of(pipeline, prepared);
    ReleaseWriter.Result result;
    try {
      result = new ReleaseWriter().write(out, assets);
    } catch (ReleaseWriter.ConflictException e) {
      StringBuilder message = new StringBuilder();
      for (Path conflict : e.conflicts()) {
        message.append(conflict).append(conflict.getFileName().toString().equals(ReleaseAssets.SUMS_FILE)
            ? ": not a sha256sum file gen-client can extend; refusing to overwrite\n"
            : ": already released with different content; refusing to overwrite\n");
      }
      spec.commandLine().getErr().print(message);
      throw new ExitException(ExitCodes.CHECK_FAILED, "nothing was written: bump catalog_version for a new release");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    result.written().forEach(name -> stdout.println("wrote     " + out.resolve(name)));
    result.unchanged().forEach(name -> stdout.println("unchanged " + out.resolve(name)));
    stdout.println(prepared.linked().catalog().digest());
    stdout.flush();
    return ExitCodes.OK;
  }
}
