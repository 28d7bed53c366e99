package dev.genclient.cli;

import dev.genclient.targets.Targets;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
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
    subcommands = {GenerateCommand.class, ValidateCommand.class, MockCommand.class, ReleaseCommand.class, DiffCommand.class, SyncCommand.class,
        DocsCommand.class, CommandLine.HelpCommand.class})
public final class GenClient implements Callable<Integer> {
  @Spec
  CommandLine.Model.CommandSpec spec;

  @CommandLine.Mixin
  GenerateOptions options = new GenerateOptions();

  /** Declared once, here: every subcommand inherits it, and the error handler reads it. */
  @Option(names = "--verbose", scope = CommandLine.ScopeType.INHERIT,
      description = "Show every problem (not only the first 100) and stack traces of internal errors.")
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
    for (CommandLine command : List.of(cli, cli.getSubcommands().get("generate"), cli.getSubcommands().get("sync"))) {
      command.getCommandSpec().addMixin(TargetOptionsMixin.NAME, TargetOptionsMixin.spec());
    }
    return cli;
  }

  @Override
  public Integer call() throws Exception {
    return GenerateCommand.run(spec.commandLine(), options);
  }

  /** The target names, for --help. */
  static final class LanguageCandidates extends ArrayList<String> {
    LanguageCandidates() {
      super(Targets.names());
    }
  }
}
