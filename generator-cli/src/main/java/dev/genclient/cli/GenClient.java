package dev.genclient.cli;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.pipeline.Timings;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code gen-client}: generates clients, OpenAPI and docs from a catalog, or checks them for drift. */
@Command(
    name = "gen-client",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    sortOptions = false,
    description = "Generate clients, OpenAPI and reference docs from one operations catalog, or check committed output for drift.",
    footer = {"", "Exit codes: 0 ok; 1 drift found, breaking change or check failed; 2 usage error;",
        "3 invalid catalog, cases file or doc markers; 4 I/O error."},
    subcommands = {ValidateCommand.class, MockCommand.class, ReleaseCommand.class, DiffCommand.class, SyncCommand.class,
        DocsCommand.class, CommandLine.HelpCommand.class})
public final class GenClient implements Callable<Integer> {
  @Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--catalog", paramLabel = "FILE", description = "The catalog (operations.json).")
  Path catalog;

  @Option(names = "--lang", paramLabel = "LANG", split = ",",
      description = "Targets: ${COMPLETION-CANDIDATES}, all, or a comma list. With more than one, files go under OUT/<lang>/.",
      completionCandidates = LanguageCandidates.class)
  List<String> languages;

  @Option(names = "--out", paramLabel = "DIR", description = "The output directory.")
  Path out;

  @Option(names = "--check", description = "Render in memory and compare with OUT: name every changed, missing and stale file, write nothing, exit 1 on drift.")
  boolean check;

  @Option(names = "--templates", paramLabel = "DIR", description = "Override built-in templates file by file (DIR/<name>.mustache).")
  Path templates;

  @CommandLine.Mixin
  TargetOptionsMixin targetOptions = new TargetOptionsMixin();

  @Option(names = "--timings", description = "Print how long each phase took (load, validate, link, each target's render, write or check) to stderr.")
  boolean timings;

  @Option(names = "--verbose", description = "Show every problem (not only the first 100) and stack traces of internal errors.")
  boolean verbose;

  /** Runs the CLI and exits the JVM with its exit code. */
  public static void main(String[] args) {
    // The schema validator logs through SLF4J; without a binding SLF4J would warn on every run.
    System.setProperty("slf4j.internal.verbosity", "ERROR");
    PrintWriter out = new PrintWriter(System.out, true, java.nio.charset.StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, java.nio.charset.StandardCharsets.UTF_8);
    System.exit(commandLine(out, err).execute(args));
  }

  /** The configured command line, writing to the given streams (tests pass captured writers). */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    CommandLine cli = new CommandLine(new GenClient());
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(new ErrorHandler());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    return cli;
  }

  @Override
  public Integer call() throws Exception {
    if (catalog == null && languages == null && out == null) {
      spec.commandLine().usage(spec.commandLine().getOut());
      return ExitCodes.USAGE;
    }
    requireOption(catalog, "--catalog");
    requireOption(languages, "--lang");
    requireOption(out, "--out");
    List<Target> targets = resolveTargets(languages);
    TargetOptions options = targetOptions.toTargetOptions(spec.commandLine());
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    Timings clock = timings ? Timings.recording() : Timings.OFF;
    try {
      return generate(targets, options, clock, stdout, stderr);
    } finally {
      clock.print(stderr);
    }
  }

  private Integer generate(List<Target> targets, TargetOptions options, Timings clock, PrintWriter stdout,
      PrintWriter stderr) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline(clock);
    CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
    prepared.warnings().forEach(stderr::println);
    boolean nested = targets.size() > 1 || languages.contains("all");
    List<Generation.Job> jobs = new ArrayList<>();
    for (Target target : targets) {
      jobs.add(new Generation.Job(target, options, nested ? out.resolve(target.name()) : out));
    }
    Generation generation = new Generation(templates, clock, Runtime.getRuntime().availableProcessors());
    List<Generation.Rendered> rendered = generation.render(prepared, jobs);
    boolean drift = false;
    if (check) {
      drift = !generation.check(rendered, stdout);
    } else {
      generation.write(rendered, stdout);
    }
    stdout.flush();
    if (drift) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "drift found: regenerate with the same command without --check");
    }
    return ExitCodes.OK;
  }

  private void requireOption(Object value, String name) {
    if (value == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Missing required option: '" + name + "'");
    }
  }

  private List<Target> resolveTargets(List<String> names) {
    Set<String> wanted = new LinkedHashSet<>();
    for (String name : names) {
      if (name.equals("all")) {
        wanted.addAll(Targets.names());
      } else if (Targets.byName(name).isPresent()) {
        wanted.add(name);
      } else {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "unknown --lang '" + name + "': expected one of " + String.join(", ", Targets.names()) + ", all");
      }
    }
    List<Target> out = new ArrayList<>();
    wanted.forEach(name -> out.add(Targets.byName(name).orElseThrow()));
    return out;
  }

  /** The target names, for --help. */
  static final class LanguageCandidates extends ArrayList<String> {
    LanguageCandidates() {
      super(Targets.names());
    }
  }
}
