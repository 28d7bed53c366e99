package dev.genclient.verify;

import dev.genclient.cli.ExitCodes;
import dev.genclient.cli.ExitException;
import dev.genclient.cli.VersionProvider;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gen-client verify}: checks a server through the generated clients, every op and every
 * case in every selected language, and reports a matrix. Its options are also the keys of
 * {@code gen-client.yaml}'s {@code verify:} section ({@link VerifyConfig}).
 */
@Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Verify a server through the generated clients: every catalog op, every case, every client.",
        "Exit codes: 0 every check passed; 1 a check failed; 2 usage error or a missing tool;",
        "3 invalid catalog or cases file; 4 server unreachable or never ready."})
public final class VerifyCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--config", paramLabel = "FILE",
      description = "Read defaults from this gen-client.yaml's verify: section (and its catalog); by default ./gen-client.yaml when it has one.")
  Path config;

  @Option(names = "--catalog", paramLabel = "FILE", description = "The catalog (operations.json).")
  Path catalog;

  @Option(names = "--cases", paramLabel = "FILE", description = "The cases file: each op's arguments and expected outcome (its format: gen-client schema cases).")
  Path cases;

  @Option(names = "--base-url", paramLabel = "URL", description = "The server to verify.")
  String baseUrl;

  @Option(names = "--token", paramLabel = "T", description = "The credential the clients send.")
  String token;

  @Option(names = "--admin-token", paramLabel = "T", description = "The credential for admin ops; without it admin ops are n/a.")
  String adminToken;

  @Option(names = "--gateway-token", paramLabel = "T", description = "The gateway credential, for catalogs whose auth declares one.")
  String gatewayToken;

  @Option(names = "--clients", paramLabel = "LIST", split = ",", defaultValue = "all",
      description = "python, ts, java, cli or all (default: ${DEFAULT-VALUE}).")
  List<String> clients = new ArrayList<>();

  @Option(names = "--only", paramLabel = "OP_GLOB", split = ",", description = "Verify only ops matching this glob (files.*); repeatable.")
  List<String> only = new ArrayList<>();

  @Option(names = "--skip", paramLabel = "OP_GLOB", split = ",", description = "Leave out ops matching this glob; repeatable.")
  List<String> skip = new ArrayList<>();

  @Option(names = "--server-cmd", paramLabel = "CMD", description = "Start the server with this command, and stop it at the end.")
  String serverCmd;

  @Option(names = "--ready-url", paramLabel = "URL",
      description = "With --server-cmd: the URL that answers once the server is ready (default: the catalog's health op, else /capabilities).")
  String readyUrl;

  @Option(names = "--ready-timeout", paramLabel = "DURATION", defaultValue = "60s", converter = Durations.class,
      description = "How long to wait for the server to become ready (default: ${DEFAULT-VALUE}).")
  Duration readyTimeout;

  @Option(names = "--report", paramLabel = "FORMAT", split = ",", defaultValue = "text",
      description = "text, json, junit, markdown or github; repeatable (default: ${DEFAULT-VALUE}).")
  List<String> reports = new ArrayList<>();

  @Option(names = "--report-dir", paramLabel = "DIR", description = "Where reports other than text (and the server's output) are written (default: the working directory).")
  Path reportDir;

  @Option(names = "--timeout-per-call", paramLabel = "DURATION", defaultValue = "30s", converter = Durations.class,
      description = "Each call's deadline, a job's polls included (default: ${DEFAULT-VALUE}).")
  Duration timeoutPerCall;

  @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
      description = "Languages run at once; 1 (the default) runs them one after another, for stateful servers.")
  int jobs;

  @Option(names = "--clients-dir", paramLabel = "DIR",
      description = "Use clients already generated here (DIR/java, DIR/ts, DIR/python) instead of generating them.")
  Path clientsDir;

  @Option(names = "--work-dir", paramLabel = "DIR",
      description = "Cache for the Python virtualenv and the pinned typescript (default: ~/.cache/gen-client/verify).")
  Path workDir;

  @Option(names = "--node", paramLabel = "PATH", defaultValue = "node", description = "The node executable (default: ${DEFAULT-VALUE} from PATH).")
  String node;

  @Option(names = "--npm", paramLabel = "PATH", defaultValue = "npm", description = "The npm executable (default: ${DEFAULT-VALUE} from PATH).")
  String npm;

  @Option(names = "--python", paramLabel = "PATH", defaultValue = "python3", description = "The python executable (default: ${DEFAULT-VALUE} from PATH).")
  String python;

  @Option(names = "--javac", paramLabel = "PATH", defaultValue = "javac",
      description = "The JDK's javac (default: ${DEFAULT-VALUE} from PATH; java is taken from the same directory).")
  String javac;

  @Override
  public Integer call() throws Exception {
    VerifyCommand merged = VerifyConfig.merge(this);
    return merged.run();
  }

  private int run() throws Exception {
    VerifySettings settings = settings();
    return new Verification(settings, spec.commandLine().getOut(), spec.commandLine().getErr()).run();
  }

  /** The options as one value, after the usage checks. */
  VerifySettings settings() {
    if (catalog == null) {
      throw usage("--catalog is required (or a gen-client.yaml with a catalog)");
    }
    if (cases == null) {
      throw usage("--cases is required");
    }
    if (baseUrl == null) {
      throw usage("--base-url is required");
    }
    if (jobs < 1) {
      throw usage("--jobs must be 1 or more, not " + jobs);
    }
    List<String> languages;
    try {
      languages = ClientSelection.parse(clients);
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
    return new VerifySettings(catalog, cases, baseUrl, token, adminToken, gatewayToken, languages, only, skip,
        serverCmd, readyUrl, readyTimeout, reports, reportDir, timeoutPerCall, jobs, clientsDir,
        workDir != null ? workDir : VerifySettings.defaultWorkDir(),
        new VerifySettings.Tools(node, npm, python, javac));
  }

  private CommandLine.ParameterException usage(String message) {
    return new CommandLine.ParameterException(spec.commandLine(), message);
  }

  /** Converts {@code 30s}, {@code 500ms}, {@code 2m} (a bare number is seconds). */
  static final class Durations implements CommandLine.ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      String text = value.trim();
      try {
        if (text.endsWith("ms")) {
          return Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2)));
        }
        if (text.endsWith("s")) {
          return Duration.ofSeconds(Long.parseLong(text.substring(0, text.length() - 1)));
        }
        if (text.endsWith("m")) {
          return Duration.ofMinutes(Long.parseLong(text.substring(0, text.length() - 1)));
        }
        return Duration.ofSeconds(Long.parseLong(text));
      } catch (NumberFormatException e) {
        throw new CommandLine.TypeConversionException("'" + value + "' is not a duration (30s, 500ms, 2m)");
      }
    }
  }

  static ExitException failure(String message) {
    return new ExitException(ExitCodes.CHECK_FAILED, message);
  }
}
