package dev.genclient.cli;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.pipeline.Timings;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgTarget;
import dev.genclient.targets.og.OgTargets;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code gen-client generate --catalog FILE --lang LANG --out DIR [--check]}: the same as the root
 * form. Without options it prints its usage (a configuration file is planned for that form).
 */
@Command(name = "generate", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = "Generate clients, OpenAPI and reference docs from a catalog, or check committed output for drift"
        + " (the same as gen-client without a subcommand).")
final class GenerateCommand implements Callable<Integer> {
  @Spec
  CommandLine.Model.CommandSpec spec;

  @Mixin
  GenerateOptions options = new GenerateOptions();

  @Override
  public Integer call() throws Exception {
    return run(spec.commandLine(), options);
  }

  /** Generates (or checks) as {@code options} say; prints the usage of {@code commandLine} when none is given. */
  static int run(CommandLine commandLine, GenerateOptions options) throws Exception {
    if (options.none()) {
      commandLine.usage(commandLine.getOut());
      return ExitCodes.USAGE;
    }
    require(commandLine, options.catalog, "--catalog");
    require(commandLine, options.languages, "--lang");
    require(commandLine, options.out, "--out");
    List<Target> targets = resolveTargets(commandLine, options);
    TargetOptions values = TargetOptionsMixin.read(commandLine);
    Timings timings = options.timings ? Timings.recording() : Timings.OFF;
    try {
      return generate(commandLine, options, targets, values, timings);
    } finally {
      timings.print(commandLine.getErr());
    }
  }

  private static int generate(CommandLine commandLine, GenerateOptions options, List<Target> targets, TargetOptions values,
      Timings timings) throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline(timings).prepare(options.catalog);
    PrintWriter stdout = commandLine.getOut();
    prepared.warnings().forEach(commandLine.getErr()::println);
    boolean nested = targets.size() > 1 || options.languages.contains("all");
    List<Generation.Job> jobs = new ArrayList<>();
    for (Target target : targets) {
      jobs.add(new Generation.Job(target, values, nested ? options.out.resolve(target.name().replace(':', '-')) : options.out));
    }
    Generation generation = new Generation(options.templates, timings, Runtime.getRuntime().availableProcessors());
    List<Generation.Rendered> rendered = generation.render(prepared, jobs);
    if (options.check) {
      boolean inStep = generation.check(rendered, stdout);
      stdout.flush();
      if (!inStep) {
        throw new ExitException(ExitCodes.CHECK_FAILED, "drift found: regenerate with the same command without --check");
      }
    } else {
      generation.write(rendered, stdout);
      stdout.flush();
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
        throw new CommandLine.ParameterException(commandLine,
            "unknown --lang '" + name + "': expected one of " + String.join(", ", Targets.names()) + ", all, og:<generator>");
      }
    }
    List<Target> out = new ArrayList<>();
    wanted.forEach(name -> out.add(Targets.byName(name).orElseThrow()));
    og.stream().filter(target -> out.stream().noneMatch(t -> t.name().equals(target.name()))).forEach(out::add);
    return out;
  }

  /** An og: target; the OpenAPI Generator bridge is loaded here, and only for these. */
  private static Target ogTarget(CommandLine commandLine, String name, OgOptionsMixin og) {
    try {
      OgTarget target = OgTargets.target(name, og.toOgOptions(commandLine));
      if (!OgTargets.verified(target)) {
        commandLine.getErr().println("gen-client: warning: " + name + " output is unverified (gen-client's tests build only "
            + OgTargets.verifiedGenerators().stream().map(g -> "og:" + g).toList() + "; see docs/og.md)");
      }
      return target;
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new CommandLine.ParameterException(commandLine, "--lang " + name + ": " + e.getMessage());
    }
  }
}
