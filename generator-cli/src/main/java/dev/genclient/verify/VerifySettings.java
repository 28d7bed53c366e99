package dev.genclient.verify;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/** One {@code verify} run's settings: the command's options after the usage checks and the configuration's defaults. */
public record VerifySettings(Path catalog, Path cases, String baseUrl, String token, String adminToken, String gatewayToken,
    List<String> clients, List<String> only, List<String> skip, String serverCmd, String readyUrl, Duration readyTimeout,
    List<String> reports, Path reportDir, Duration timeoutPerCall, int jobs, Path clientsDir, Path workDir, Tools tools) {
  public VerifySettings {
    Objects.requireNonNull(catalog, "catalog");
    Objects.requireNonNull(cases, "cases");
    clients = List.copyOf(clients);
    only = List.copyOf(only);
    skip = List.copyOf(skip);
    reports = List.copyOf(reports);
    Objects.requireNonNull(workDir, "workDir");
    Objects.requireNonNull(tools, "tools");
  }

  /** The executables the clients need, as given (a name looked up on PATH, or a path). */
  public record Tools(String node, String npm, String python, String javac) {}

  /** {@code $XDG_CACHE_HOME/gen-client/verify}, else {@code ~/.cache/gen-client/verify}. */
  static Path defaultWorkDir() {
    String cache = System.getenv("XDG_CACHE_HOME");
    Path root = cache != null && !cache.isEmpty() ? Path.of(cache) : Path.of(System.getProperty("user.home"), ".cache");
    return root.resolve("gen-client").resolve("verify");
  }
}
