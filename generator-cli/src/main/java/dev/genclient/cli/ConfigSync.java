package dev.genclient.cli;

import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import dev.genclient.pipeline.Generation;
import dev.genclient.sync.CatalogInput;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code gen-client sync --config FILE [--check]}: every target of a gen-client.yaml from the
 * released asset its {@code catalog: {asset, digest}} pins, each directory with its own lock.
 * A configuration whose catalog is a plain file has no pin to sync: a located error.
 */
final class ConfigSync {
  private ConfigSync() {}

  static int run(CommandLine commandLine, Path file, boolean check) throws Exception {
    ConfigReader.Read read = new ConfigReader().read(file);
    GenerationConfig config = read.config();
    if (!(config.source() instanceof GenerationConfig.PinnedAsset pinned)) {
      throw read.invalid(List.of(Diagnostic.error(ValidationRule.CONFIG_SYNC, "/catalog", "sync generates from a pinned release:"
          + " catalog must be {asset: FILE, digest: sha256:HEX} (for a catalog file, use gen-client generate)")));
    }
    List<Generation.Job> jobs = ConfigJobs.of(commandLine, read);
    return new PinnedSync(commandLine, CatalogInput.read(pinned.asset().toString()), pinned.digest(), config.templates()).run(jobs, check);
  }
}
