package dev.genclient.cli;

import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.SourceMap;
import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.pipeline.Timings;
import dev.genclient.sync.AssetDigest;
import dev.genclient.targets.Target;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.TargetSuggestions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgTargets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;

/**
 * {@code gen-client generate [--config FILE] [--check]}: every target of a gen-client.yaml, each
 * into its own directory with its own options, in one run (rendered all, then written all or
 * checked all). Unknown targets and options are located errors in the configuration file.
 */
final class ConfigGeneration {
  private ConfigGeneration() {}

  static int run(CommandLine commandLine, GenerateOptions options, Path file) throws Exception {
    ConfigReader.Read read = new ConfigReader().read(file);
    GenerationConfig config = read.config();
    List<Diagnostic> problems = new ArrayList<>();
    List<Generation.Job> jobs = new ArrayList<>();
    for (GenerationConfig.Entry entry : config.targets()) {
      Optional<Target> target = target(commandLine, options, entry, problems);
      if (target.isPresent()) {
        TargetOptions values = options(target.get(), entry, problems);
        jobs.add(new Generation.Job(target.get(), values, entry.out()));
      }
    }
    if (!problems.isEmpty()) {
      throw read.invalid(problems);
    }
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog(commandLine, options, config.source()));
    prepared.warnings().forEach(commandLine.getErr()::println);
    return GenerateCommand.execute(commandLine, options, prepared, jobs, config.templates(), Timings.OFF);
  }

  /** The catalog file to read; a pinned asset is verified against its digest first, as {@code sync} does. */
  private static Path catalog(CommandLine commandLine, GenerateOptions options, GenerationConfig.Source source) throws Exception {
    if (source instanceof GenerationConfig.CatalogFile file) {
      return file.path();
    }
    GenerationConfig.PinnedAsset pinned = (GenerationConfig.PinnedAsset) source;
    String actual = AssetDigest.of(pinned.asset());
    if (!actual.equals(AssetDigest.normalized(pinned.digest()))) {
      throw new ExitException(ExitCodes.CHECK_FAILED, pinned.asset() + ": digest mismatch: the file has " + actual
          + ", the pin is " + pinned.digest() + "; nothing was written (download the asset again, or update the pin)");
    }
    if (!options.quiet) {
      commandLine.getOut().println("verified " + pinned.asset() + ": " + actual);
    }
    return pinned.asset();
  }

  private static Optional<Target> target(CommandLine commandLine, GenerateOptions options, GenerationConfig.Entry entry,
      List<Diagnostic> problems) {
    if (OgTargets.isOgName(entry.lang())) {
      return Optional.of(GenerateCommand.ogTarget(commandLine, entry.lang(), options.og));
    }
    Optional<Target> target = Targets.byName(entry.lang());
    if (target.isEmpty()) {
      problems.add(Diagnostic.error("config-lang", entry.pointer() + "/lang", "unknown lang '" + entry.lang() + "'"
          + TargetSuggestions.hint(entry.lang(), Targets.names()) + ": expected one of " + String.join(", ", Targets.names())
          + ", og:<generator>"));
    }
    return target;
  }

  /** The entry's options, each declared by its target and accepted by its check. */
  private static TargetOptions options(Target target, GenerationConfig.Entry entry, List<Diagnostic> problems) {
    Map<String, String> values = new HashMap<>();
    for (Map.Entry<String, String> given : entry.options().entrySet()) {
      String pointer = entry.pointer() + "/options/" + SourceMap.escape(given.getKey());
      Optional<TargetOption> option = target.options().stream().filter(o -> o.key().equals(given.getKey())).findFirst();
      if (option.isEmpty()) {
        List<String> keys = target.options().stream().map(TargetOption::key).toList();
        problems.add(Diagnostic.error("config-option", pointer, "target " + target.name() + " has no option '" + given.getKey()
            + "' (" + (keys.isEmpty() ? "it takes none" : "its options: " + String.join(", ", keys)) + ")"));
        continue;
      }
      String problem = option.get().problem(given.getValue());
      if (problem != null) {
        problems.add(Diagnostic.error("config-option", pointer, problem));
        continue;
      }
      values.put(given.getKey(), given.getValue());
    }
    TargetOptions options = new TargetOptions(values);
    String problem = PackageLayout.problem(options);
    if (problem != null) {
      problems.add(Diagnostic.error("config-option", entry.pointer() + "/options", problem));
    }
    return options;
  }
}
