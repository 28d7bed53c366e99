package dev.genclient.cli;

import dev.genclient.targets.Targets;
import dev.genclient.verify.VerifyCommand;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code gen-client}: generates clients, OpenAPI and docs from a catalog, or checks them for drift.
 *
 * <p>The root command is declared in code, not by annotation (see {@link OptionBinding}), as are
 * the options of {@code generate}; the other subcommands are annotated and built only when a run
 * names them.
 */
public final class GenClient implements Callable<Integer> {
  private static final String[] DESCRIPTION = {
      "Generate clients, OpenAPI and reference docs from one operations catalog, or check committed output for drift."};
  private static final String[] FOOTER = {"", "Exit codes: 0 ok; 1 drift found, breaking change or check failed; 2 usage error;",
      "3 invalid catalog, cases file or doc markers; 4 I/O error (verify: server unreachable)."};

  /**
   * The subcommands by name, in the order help lists them. They are added to the command line
   * only when a run can use them (see {@link #needed}): picocli builds each one's model from its
   * annotations, which is most of the start-up of a run that uses none.
   */
  private static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

  private static Map<String, Class<?>> subcommands() {
    Map<String, Class<?>> out = new LinkedHashMap<>();
    out.put("generate", GenerateCommand.class);
    out.put("validate", ValidateCommand.class);
    out.put("mock", MockCommand.class);
    out.put("verify", VerifyCommand.class);
    out.put("release", ReleaseCommand.class);
    out.put("diff", DiffCommand.class);
    out.put("sync", SyncCommand.class);
    out.put("update", UpdateCommand.class);
    out.put("clean", CleanCommand.class);
    out.put("init", InitCommand.class);
    out.put("docs", DocsCommand.class);
    out.put("templates", TemplatesCommand.class);
    out.put("schema", SchemaCommand.class);
    out.put("completion", CompletionCommand.class);
    out.put("help", CommandLine.HelpCommand.class);
    return Collections.unmodifiableMap(out);
  }

  private CommandSpec spec;
  private final GenerateOptions options = new GenerateOptions();

  /** Runs the CLI and exits the JVM with its exit code. */
  public static void main(String[] args) {
    // The schema validator logs through SLF4J; without a binding SLF4J would warn on every run.
    System.setProperty("slf4j.internal.verbosity", "ERROR");
    // picocli's set-up otherwise looks for Groovy on the class path (a failed class load) and
    // registers converters for java.sql and java.time types by reflection; no option has such a
    // type. Both are read once, when picocli first builds a command line.
    System.setProperty("picocli.disable.closures", "true");
    System.setProperty("picocli.converters.excludes", "java\\.(sql|time)\\..*");
    PrintWriter out = new PrintWriter(System.out, true, java.nio.charset.StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, java.nio.charset.StandardCharsets.UTF_8);
    System.exit(forRun(out, err, args).execute(args));
  }

  /**
   * The command line {@link #main} builds for a run with {@code args}: only the subcommands it can reach (so the
   * Maven plugin, which runs without the mock server, can run {@code verify}).
   */
  public static CommandLine forRun(PrintWriter out, PrintWriter err, String[] args) {
    return commandLine(out, err, needed(args));
  }

  /** The configured command line with every subcommand, writing to the given streams (tests pass captured writers). */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return commandLine(out, err, SUBCOMMANDS.keySet());
  }

  /**
   * The subcommands a run with {@code args} can reach: the one it names; none for the root form
   * ({@code gen-client --catalog ...}, {@code --version}); all of them for help, no arguments, or
   * a first argument that is no subcommand (so the error can suggest one).
   */
  static Set<String> needed(String[] args) {
    // help and completion describe every command.
    if (args.length == 0 || args[0].equals("help") || args[0].equals("completion")) {
      return SUBCOMMANDS.keySet();
    }
    for (String arg : args) {
      if (arg.equals("--")) {
        break;
      }
      if (arg.equals("-h") || arg.equals("--help")) {
        return SUBCOMMANDS.keySet();
      }
    }
    if (SUBCOMMANDS.containsKey(args[0])) {
      return Set.of(args[0]);
    }
    return args[0].startsWith("-") ? Set.of() : SUBCOMMANDS.keySet();
  }

  private static CommandLine commandLine(PrintWriter out, PrintWriter err, Set<String> subcommands) {
    GenClient root = new GenClient();
    root.spec = CommandSpec.wrapWithoutInspection(root).name("gen-client").versionProvider(new VersionProvider());
    root.spec.usageMessage().sortOptions(false).description(DESCRIPTION).footer(FOOTER);
    root.spec.addMixin(GenerateOptions.NAME, GenerateOptions.spec(root.options));
    // Declared once, here: every subcommand inherits it, and the error handler reads it.
    root.spec.addOption(OptionSpec.builder("--verbose").type(boolean.class).scopeType(CommandLine.ScopeType.INHERIT)
        .description("Show every problem (not only the first 100) and stack traces of internal errors.").build());
    OptionBinding.addStandardHelp(root.spec);
    CommandLine cli = new CommandLine(root.spec);
    SUBCOMMANDS.forEach((name, command) -> {
      if (subcommands.contains(name)) {
        cli.addSubcommand(name, name.equals("generate") ? generate() : command);
      }
    });
    cli.setOut(out);
    cli.setErr(err);
    cli.setExecutionExceptionHandler(new ErrorHandler());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    // A run that names one subcommand never parses the root's own options: the root gets the
    // target options only when it may run (the root form) or describe itself (help).
    boolean rootMayRun = subcommands.size() != 1;
    for (String name : List.of("", "generate", "sync")) {
      CommandLine command = name.isEmpty() ? (rootMayRun ? cli : null) : cli.getSubcommands().get(name);
      if (command != null) {
        command.getCommandSpec().addMixin(TargetOptionsMixin.NAME, TargetOptionsMixin.spec());
      }
    }
    return cli;
  }

  /** {@code generate}: its annotated command with the generation options and the help options, in help's order. */
  private static CommandLine generate() {
    GenerateCommand command = new GenerateCommand();
    CommandLine generate = new CommandLine(command);
    CommandSpec spec = generate.getCommandSpec();
    spec.addMixin(GenerateOptions.NAME, GenerateOptions.spec(command.options));
    OptionBinding.addStandardHelp(spec);
    return generate;
  }

  @Override
  public Integer call() throws Exception {
    return GenerateCommand.run(spec.commandLine(), options, false);
  }

  /** The target names, for --help. */
  static final class LanguageCandidates extends ArrayList<String> {
    LanguageCandidates() {
      super(Targets.names());
    }
  }
}
