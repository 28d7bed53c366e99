package dev.genclient.cli;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.pipeline.CatalogPipeline;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gen-client mock --catalog FILE...}: serves catalogs by the wire protocol, with the test controls of docs/mock.md. */
@Command(name = "mock", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Serve one or more catalogs (merged) by the wire protocol, with test controls, until killed.",
        "Prints the base URL as the first line of stdout; one log line per request on stderr."})
final class MockCommand implements Callable<Integer> {
  private static final String SLF4J_VERBOSITY = "slf4j.internal.verbosity";

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--catalog", paramLabel = "FILE", required = true,
      description = "A catalog to serve; repeat to merge (the first one's errors, types, server and auth lead).")
  List<Path> catalogs;

  @Option(names = "--host", paramLabel = "HOST", defaultValue = MockOptions.DEFAULT_HOST, description = "Address to bind (default: ${DEFAULT-VALUE}).")
  String host;

  @Option(names = "--port", paramLabel = "PORT", description = "Port to bind; 0 picks a free one (default: the catalog's server.default_port).")
  Integer port;

  @Option(names = "--token", paramLabel = "T", description = "Require this credential (Bearer or the catalog's legacy header).")
  String token;

  @Option(names = "--admin-token", paramLabel = "T", description = "Admin ops accept only this token, as Bearer.")
  String adminToken;

  @Option(names = "--disable", paramLabel = "OP", description = "Turn an op off (403 op.not_enabled); repeatable.")
  List<String> disabled = new ArrayList<>();

  @Option(names = "--compat", paramLabel = "V", defaultValue = "v2.1", description = "Server generation: v1, v1x or v2.1 (default).")
  String compat;

  @Option(names = "--max-body-bytes", paramLabel = "N", defaultValue = "" + MockOptions.DEFAULT_MAX_BODY_BYTES,
      description = "Largest request body accepted; larger gets 413 limit.exceeded (default: ${DEFAULT-VALUE}).")
  int maxBodyBytes;

  @Option(names = "--header-timeout-ms", paramLabel = "MS", defaultValue = "" + MockOptions.DEFAULT_HEADER_TIMEOUT_MILLIS,
      description = "Time from a connection's opening (or its previous response) to the end of the next request's headers;"
          + " later gets 408 and the connection closed (default: ${DEFAULT-VALUE}).")
  long headerTimeoutMillis;

  @Option(names = "--body-timeout-ms", paramLabel = "MS", defaultValue = "" + MockOptions.DEFAULT_BODY_TIMEOUT_MILLIS,
      description = "Time to read a request body, and to write each part of a response (default: ${DEFAULT-VALUE}).")
  long bodyTimeoutMillis;

  @Option(names = "--max-connections", paramLabel = "N", defaultValue = "" + MockOptions.DEFAULT_MAX_CONNECTIONS,
      description = "Connections served at once; one more is closed at once (default: ${DEFAULT-VALUE}).")
  int maxConnections;

  @Option(names = "--limit", paramLabel = "OP:NAME=VALUE",
      description = "Report limit NAME (one the op declares) = VALUE (a number) for OP in /capabilities; repeatable.")
  List<String> limits = new ArrayList<>();

  @Option(names = "--paths", paramLabel = "OP:PREFIX",
      description = "Report PREFIX as a path prefix OP may touch in /capabilities; repeatable.")
  List<String> paths = new ArrayList<>();

  @Option(names = "--request-log", description = "Keep every request and serve them at /_mock/requests (GET reads, DELETE clears); a test control.")
  private boolean requestLog;

  @Override
  public Integer call() throws Exception {
    Compat generation;
    try {
      generation = Compat.fromFlag(compat);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    positive("--header-timeout-ms", headerTimeoutMillis);
    positive("--body-timeout-ms", bodyTimeoutMillis);
    positive("--max-connections", maxConnections);
    positive("--max-body-bytes", maxBodyBytes);
    List<CatalogLoader.Loaded> loaded = new ArrayList<>();
    CatalogPipeline pipeline = new CatalogPipeline();
    for (Path catalog : catalogs) {
      CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
      prepared.warnings().forEach(spec.commandLine().getErr()::println);
      loaded.add(prepared.loaded());
    }
    PrintWriter err = spec.commandLine().getErr();
    MockOptions options = MockOptions.defaults()
        .withHost(host)
        .withPort(port != null ? port : loaded.get(0).catalog().server().defaultPort())
        .withToken(token)
        .withAdminToken(adminToken)
        .withDisabled(Set.copyOf(disabled))
        .withCompat(generation)
        .withMaxBodyBytes(maxBodyBytes)
        .withMaxConnections(maxConnections)
        .withHeaderTimeoutMillis(headerTimeoutMillis)
        .withBodyTimeoutMillis(bodyTimeoutMillis)
        .withRequestLog(requestLog)
        .withLog(line -> {
          synchronized (err) {
            err.println("mock: " + line);
            err.flush();
          }
        });
    options = withGrants(options);
    MockServer server;
    if (System.getProperty(SLF4J_VERBOSITY) == null) {
      // Jetty logs through SLF4J, which has no provider here and would say so on stderr, the request log.
      System.setProperty(SLF4J_VERBOSITY, "ERROR");
    }
    try {
      server = MockServer.start(loaded, options);
    } catch (IllegalArgumentException e) {
      throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }, "mock-shutdown"));
    PrintWriter out = spec.commandLine().getOut();
    out.println(server.baseUrl());
    out.flush();
    stopped.await();
    return ExitCodes.OK;
  }

  private void positive(String flag, long value) {
    if (value < 1) {
      throw new CommandLine.ParameterException(spec.commandLine(), flag + " must be 1 or more, not " + value);
    }
  }

  /** The {@code --limit} and {@code --paths} values added to {@code options}; a malformed one is a usage error. */
  private MockOptions withGrants(MockOptions options) {
    MockOptions out = options;
    for (String limit : limits) {
      int colon = limit.indexOf(':');
      int equals = limit.indexOf('=', colon + 1);
      BigDecimal value = null;
      if (colon > 0 && equals > colon + 1) {
        try {
          value = new BigDecimal(limit.substring(equals + 1).trim());
        } catch (NumberFormatException e) {
          value = null;
        }
      }
      if (value == null) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "--limit must be OP:NAME=VALUE with a number VALUE, not '" + limit + "'");
      }
      out = out.withLimit(limit.substring(0, colon), limit.substring(colon + 1, equals), value);
    }
    for (String path : paths) {
      int colon = path.indexOf(':');
      if (colon <= 0 || colon == path.length() - 1) {
        throw new CommandLine.ParameterException(spec.commandLine(), "--paths must be OP:PREFIX, not '" + path + "'");
      }
      out = out.withPath(path.substring(0, colon), path.substring(colon + 1));
    }
    return out;
  }
}
