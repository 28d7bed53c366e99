package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.config.ConfigReader;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.render.Template;
import dev.genclient.render.CompiledTemplates;
import dev.genclient.report.Problem;
import dev.genclient.report.Problems;
import dev.genclient.report.ReportFormat;
import dev.genclient.report.ShownPath;
import dev.genclient.pipeline.Timings;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.TargetSuggestions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgOptions;
import dev.genclient.targets.og.OgTarget;
import dev.genclient.targets.og.OgTargets;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * {@code gen-client generate --catalog FILE --lang LANG --out DIR [--check]}: the same as the root
 * form. Without options it reads ./gen-client.yaml ({@code --config FILE} for another), else prints its usage.
 */
@Command(name = "generate", versionProvider = VersionProvider.class, sortOptions = false,
    description = "Generate clients, OpenAPI and reference docs from a catalog, or check committed output for drift"
        + " (the same as gen-client without a subcommand).")
final class GenerateCommand implements Callable<Integer> {
  @Spec
  CommandLine.Model.CommandSpec spec;

  /** Declared in code: {@link GenClient} adds {@link GenerateOptions#spec} and the help options. */
  final GenerateOptions options = new GenerateOptions();

  @Override
  public Integer call() throws Exception {
    return run(spec.commandLine(), options, true);
  }

  /**
   * Generates (or checks) as {@code options} say. With {@code --config}, or with no options at all
   * when {@code readsDefaultConfig} (the {@code generate} subcommand) and ./gen-client.yaml exists,
   * every target of the configuration; otherwise prints the usage of {@code commandLine} when no
   * option is given.
   */
  static int run(CommandLine commandLine, GenerateOptions options, boolean readsDefaultConfig) throws Exception {
    try {
      return runInFormat(commandLine, options, readsDefaultConfig);
    } catch (CatalogException invalid) {
      if (options.format == ReportFormat.TEXT) {
        throw invalid;
      }
      // An invalid catalog or configuration in a workflow step: annotations too, as validate gives.
      options.format.print(Problems.of(invalid), ReportFormat.summary().put("valid", false), commandLine.getOut());
      commandLine.getOut().flush();
      throw new ExitException(ExitCodes.INVALID_CATALOG, options.format == ReportFormat.JSON ? ""
          : invalid.diagnostics().size() + " problem(s) in " + ShownPath.of(invalid.file()) + "; nothing was generated");
    }
  }

  private static int runInFormat(CommandLine commandLine, GenerateOptions options, boolean readsDefaultConfig) throws Exception {
    Path defaultConfig = Path.of(ConfigReader.DEFAULT_FILE);
    if (options.config != null || (readsDefaultConfig && options.none() && Files.isRegularFile(defaultConfig))) {
      if (!options.none() || options.templates != null || options.og.given()) {
        throw new CommandLine.ParameterException(commandLine, "--config cannot be combined with --catalog, --lang, --out,"
            + " --templates, --og-option or --og-template-dir: the configuration names them");
      }
      return ConfigGeneration.run(commandLine, options, options.config != null ? options.config : defaultConfig);
    }
    if (options.none()) {
      commandLine.usage(commandLine.getOut());
      if (readsDefaultConfig) {
        commandLine.getErr().println("gen-client: no " + ConfigReader.DEFAULT_FILE
            + " in the working directory: give --config FILE, or --catalog, --lang and --out");
      }
      return ExitCodes.USAGE;
    }
    require(commandLine, options.catalog, "--catalog");
    require(commandLine, options.languages, "--lang");
    require(commandLine, options.out, "--out");
    List<Target> targets = resolveTargets(commandLine, options);
    CompiledTemplates compiled = new CompiledTemplates(options.templates);
    if (options.templates == null) {
      Map<String, List<Template<?>>> templates = new LinkedHashMap<>();
      targets.forEach(target -> templates.put(target.name(), target.templates()));
      compiled.precompile(templates); // while the catalog loads
    }
    TargetOptions values = TargetOptionsMixin.read(commandLine);
    Timings timings = options.timings ? Timings.recording() : Timings.OFF;
    try {
      CatalogPipeline.Prepared prepared = new CatalogPipeline(timings).prepareForRendering(options.catalog);
      prepared.warnings().forEach(commandLine.getErr()::println);
      boolean nested = targets.size() > 1 || options.languages.contains("all");
      List<Generation.Job> jobs = new ArrayList<>();
      for (Target target : targets) {
        jobs.add(new Generation.Job(target, values, nested ? options.out.resolve(target.name().replace(':', '-')) : options.out));
      }
      return execute(commandLine, options, prepared, jobs, compiled, timings);
    } finally {
      timings.print(commandLine.getErr());
    }
  }

  /** Renders every job, writing them all or checking them all (reporting drift in {@code --format}). */
  static int execute(CommandLine commandLine, GenerateOptions options, CatalogPipeline.Prepared prepared,
      List<Generation.Job> jobs, CompiledTemplates templates, Timings timings) throws Exception {
    Generation generation = new Generation(timings, Runtime.getRuntime().availableProcessors(), templates);
    PrintWriter stdout = commandLine.getOut();
    if (!options.check) {
      generation.write(prepared, jobs, options.quiet ? new PrintWriter(Writer.nullWriter()) : stdout);
      stdout.flush();
      return ExitCodes.OK;
    }
    List<Generation.Checked> checked = generation.reports(prepared, jobs);
    boolean inStep = checked.stream().allMatch(c -> c.report().inStep());
    if (options.format == ReportFormat.TEXT && !options.quiet) {
      Generation.print(checked, stdout, dir -> ShownPath.of(dir.toString()));
    } else if (options.format == ReportFormat.TEXT) {
      for (Generation.Checked c : checked) {
        if (!c.report().inStep()) {
          stdout.print(c.report().describe(ShownPath.of(c.job().dir().toString()) + "/"));
        }
      }
    } else {
      List<Problem> problems = new ArrayList<>();
      for (Generation.Checked c : checked) {
        problems.addAll(Problems.of(c.job().dir(), c.job().target().name(), c.report()));
      }
      options.format.print(problems, ReportFormat.summary().put("in_step", inStep), stdout);
    }
    stdout.flush();
    if (!inStep) {
      throw new ExitException(ExitCodes.CHECK_FAILED, options.format == ReportFormat.JSON ? ""
          : "drift found: regenerate with the same command without --check");
    }
    return ExitCodes.OK;
  }

  private static void require(CommandLine commandLine, Object value, String name) {
    if (value == null) {
      throw new CommandLine.ParameterException(commandLine, "Missing required option: '" + name + "'");
    }
  }

  private static List<Target> resolveTargets(CommandLine commandLine, GenerateOptions options) {
    Set<String> wanted = new LinkedHashSet<>();
    List<Target> og = new ArrayList<>();
    for (String name : options.languages) {
      if (OgTargets.isOgName(name)) {
        og.add(ogTarget(commandLine, name, options.og));
      } else if (name.equals("all")) {
        wanted.addAll(Targets.names());
      } else if (Targets.byName(name).isPresent()) {
        wanted.add(name);
      } else {
        throw new CommandLine.ParameterException(commandLine, "unknown --lang '" + name + "'" + TargetSuggestions.hint(name, Targets.names())
            + ": expected one of " + String.join(", ", Targets.names()) + ", all, og:<generator>");
      }
    }
    List<Target> out = new ArrayList<>();
    wanted.forEach(name -> out.add(Targets.byName(name).orElseThrow()));
    og.stream().filter(target -> out.stream().noneMatch(t -> t.name().equals(target.name()))).forEach(out::add);
    return out;
  }

  /** An og: target; the OpenAPI Generator bridge is loaded here, and only for these. A problem is a usage error. */
  static Target ogTarget(CommandLine commandLine, String name, OgOptionsMixin og) {
    try {
      return ogTarget(commandLine, name, og.toOgOptions(commandLine));
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new CommandLine.ParameterException(commandLine, "--lang " + name + ": " + e.getMessage());
    }
  }

  /**
   * An og: target with {@code options}, warning on stderr when its generator is unverified.
   *
   * @throws IllegalArgumentException for an unknown generator or a malformed option
   * @throws IllegalStateException when the bridge is not built
   */
  static OgTarget ogTarget(CommandLine commandLine, String name, OgOptions options) {
    OgTarget target = OgTargets.target(name, options);
    OgTargets.unverifiedWarning(target).ifPresent(warning -> commandLine.getErr().println("gen-client: warning: " + warning));
    return target;
  }
}
