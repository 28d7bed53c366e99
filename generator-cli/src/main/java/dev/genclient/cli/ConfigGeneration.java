package dev.genclient.cli;

import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.pipeline.Timings;
import dev.genclient.render.CompiledTemplates;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code gen-client generate [--config FILE] [--check]}: every target of a gen-client.yaml, each
 * into its own directory with its own options, in one run (every directory staged before any is
 * written, or every one checked). Unknown targets and options are located errors in the configuration file.
 */
final class ConfigGeneration {
  private ConfigGeneration() {}

  static int run(CommandLine commandLine, GenerateOptions options, Path file) throws Exception {
    ConfigReader.Read read = new ConfigReader().read(file);
    GenerationConfig config = read.config();
    List<Generation.Job> jobs = ConfigJobs.of(commandLine, read);
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepareForRendering(catalog(commandLine, options, config.source()));
    prepared.warnings().forEach(commandLine.getErr()::println);
    return GenerateCommand.execute(commandLine, options, prepared, jobs, new CompiledTemplates(config.templates()), Timings.OFF);
  }

  /** The catalog file to read; a pinned asset is verified against its digest first, as {@code sync} does. */
  private static Path catalog(CommandLine commandLine, GenerateOptions options, GenerationConfig.Source source) throws Exception {
    if (source instanceof GenerationConfig.CatalogFile file) {
      return file.path();
    }
    GenerationConfig.PinnedAsset pinned = (GenerationConfig.PinnedAsset) source;
    String actual = PinnedSync.verify(pinned.asset(), pinned.digest());
    if (!options.quiet) {
      commandLine.getOut().println("verified " + pinned.asset() + ": " + actual);
    }
    return pinned.asset();
  }
}
