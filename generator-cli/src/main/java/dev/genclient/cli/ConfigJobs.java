package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import dev.genclient.pipeline.Generation;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.TargetSuggestions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgOptions;
import dev.genclient.targets.og.OgTargets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import picocli.CommandLine;

/**
 * The jobs of a gen-client.yaml, for {@code generate --config} and {@code sync --config}: each
 * entry's target with its options, each into its own directory. An unknown target, an option its
 * target does not declare or refuses, or an og: option OpenAPI Generator's bridge refuses, is a
 * problem located in the configuration file; all are reported at once.
 */
final class ConfigJobs {
  private ConfigJobs() {}

  /** The jobs of every target of {@code read}, in the file's order. */
  static List<Generation.Job> of(CommandLine commandLine, ConfigReader.Read read) throws CatalogException {
    GenerationConfig config = read.config();
    List<Diagnostic> problems = new ArrayList<>();
    List<Generation.Job> jobs = new ArrayList<>();
    for (GenerationConfig.Entry entry : config.targets()) {
      if (OgTargets.isOgName(entry.lang())) {
        ogTarget(commandLine, config, entry, problems)
            .ifPresent(target -> jobs.add(new Generation.Job(target, TargetOptions.DEFAULTS, entry.out())));
        continue;
      }
      Optional<Target> target = Targets.byName(entry.lang());
      if (target.isEmpty()) {
        problems.add(Diagnostic.error(ValidationRule.CONFIG_LANG, entry.pointer() + "/lang", "unknown lang '" + entry.lang() + "'"
            + TargetSuggestions.hint(entry.lang(), Targets.names()) + ": expected one of " + String.join(", ", Targets.names())
            + ", og:<generator>"));
        continue;
      }
      jobs.add(new Generation.Job(target.get(), options(target.get(), entry, problems), entry.out()));
    }
    if (!problems.isEmpty()) {
      throw read.invalid(problems);
    }
    return jobs;
  }

  /** The entry's options, each declared by its target and accepted by its check. */
  private static TargetOptions options(Target target, GenerationConfig.Entry entry, List<Diagnostic> problems) {
    Map<String, String> values = new HashMap<>();
    for (Map.Entry<String, String> given : entry.options().entrySet()) {
      String pointer = optionPointer(entry, given.getKey());
      Optional<TargetOption> option = target.options().stream().filter(o -> o.key().equals(given.getKey())).findFirst();
      if (option.isEmpty()) {
        List<String> keys = target.options().stream().map(TargetOption::key).toList();
        problems.add(Diagnostic.error(ValidationRule.CONFIG_OPTION, pointer, "target " + target.name() + " has no option '" + given.getKey()
            + "' (" + (keys.isEmpty() ? "it takes none" : "its options: " + String.join(", ", keys)) + ")"));
        continue;
      }
      String problem = option.get().problem(given.getValue());
      if (problem != null) {
        problems.add(Diagnostic.error(ValidationRule.CONFIG_OPTION, pointer, problem));
        continue;
      }
      values.put(given.getKey(), given.getValue());
    }
    TargetOptions options = new TargetOptions(values);
    String problem = PackageLayout.problem(options);
    if (problem != null) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG_OPTION, entry.pointer() + "/options", problem));
    }
    return options;
  }

  /**
   * An og: entry's target. Its options are OpenAPI Generator's (what {@code --og-option} takes),
   * except {@value OgOptions#TEMPLATE_DIR_KEY}, {@code --og-template-dir}, a directory relative to
   * the configuration file.
   */
  private static Optional<Target> ogTarget(CommandLine commandLine, GenerationConfig config, GenerationConfig.Entry entry,
      List<Diagnostic> problems) {
    Map<String, String> pairs = new TreeMap<>(entry.options());
    String dir = pairs.remove(OgOptions.TEMPLATE_DIR_KEY);
    Path templateDir = null;
    if (dir != null) {
      templateDir = config.file().toAbsolutePath().getParent().resolve(dir).normalize();
      if (!Files.isDirectory(templateDir)) {
        problems.add(Diagnostic.error(ValidationRule.CONFIG_OPTION, optionPointer(entry, OgOptions.TEMPLATE_DIR_KEY),
            OgOptions.TEMPLATE_DIR_KEY + " " + templateDir + " is not a directory"));
        return Optional.empty();
      }
    }
    try {
      return Optional.of(GenerateCommand.ogTarget(commandLine, entry.lang(), new OgOptions(pairs, templateDir)));
    } catch (IllegalArgumentException e) {
      problems.add(Diagnostic.error(ValidationRule.CONFIG_OPTION, entry.pointer() + (pairs.isEmpty() ? "/lang" : "/options"),
          entry.lang() + ": " + e.getMessage()));
      return Optional.empty();
    } catch (IllegalStateException e) {
      throw new CommandLine.ParameterException(commandLine, entry.lang() + ": " + e.getMessage());
    }
  }

  private static String optionPointer(GenerationConfig.Entry entry, String key) {
    return entry.pointer() + "/options/" + SourceMap.escape(key);
  }
}
