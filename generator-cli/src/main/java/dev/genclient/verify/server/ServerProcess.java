package dev.genclient.verify.server;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The server {@code --server-cmd} starts: a child process running the command through the shell, its
 * output in a log file, stopped with its whole process tree on {@link #close}, and by a shutdown hook
 * when the JVM ends first (Ctrl-C).
 */
public final class ServerProcess implements AutoCloseable {
  private static final Duration POLL = Duration.ofMillis(100);
  private static final Duration GRACE = Duration.ofSeconds(5);

  private final Process process;
  private final Path log;
  private final Thread hook;
  private boolean closed;

  private ServerProcess(Process process, Path log) {
    this.process = process;
    this.log = log;
    this.hook = new Thread(this::stop, "gen-client verify: stop --server-cmd");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /** Starts {@code command} (a shell command line) with standard output and error going to {@code log}. */
  public static ServerProcess start(String command, Path log) throws IOException {
    Files.createDirectories(log.toAbsolutePath().getParent());
    boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
    List<String> shell = windows ? List.of("cmd.exe", "/c", command) : List.of("/bin/sh", "-c", command);
    Process process = new ProcessBuilder(shell).redirectErrorStream(true).redirectOutput(log.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(nullDevice(windows))).start();
    return new ServerProcess(process, log);
  }

  private static java.io.File nullDevice(boolean windows) {
    return new java.io.File(windows ? "NUL" : "/dev/null");
  }

  /**
   * The URL that tells the server is up: the catalog's health op when it is a plain GET, else the
   * capabilities path.
   */
  public static String defaultReadyUrl(Catalog catalog, String baseUrl) {
    String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    Optional<Operation> health = Optional.ofNullable(catalog.server().healthOp())
        .flatMap(id -> catalog.ops().stream().filter(op -> op.id().equals(id)).findFirst())
        .filter(op -> op.http().method().equals("GET") && op.http().pathParams().isEmpty());
    return base + health.map(op -> op.http().path()).orElse(catalog.server().capabilitiesPath());
  }

  /**
   * Polls {@code readyUrl} until it answers with a status below 500 (an auth error is an answer: the
   * server is up). Throws when the process ends first or {@code timeout} passes.
   */
  public void awaitReady(String readyUrl, Duration timeout) throws IOException, InterruptedException {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    long deadline = System.nanoTime() + timeout.toNanos();
    String last = "no answer yet";
    while (true) {
      if (!process.isAlive()) {
        throw new ServerUnreachableException("the server command ended with exit code " + process.exitValue()
            + " before " + readyUrl + " answered; its output is in " + log);
      }
      try {
        HttpResponse<Void> answer = http.send(HttpRequest.newBuilder(URI.create(readyUrl)).timeout(Duration.ofSeconds(2)).GET().build(),
            HttpResponse.BodyHandlers.discarding());
        if (answer.statusCode() < 500) {
          return;
        }
        last = "status " + answer.statusCode();
      } catch (IOException notYet) {
        last = notYet.getClass().getSimpleName();
      }
      if (System.nanoTime() > deadline) {
        throw new ServerUnreachableException("the server did not become ready within " + timeout.toSeconds() + " s: "
            + readyUrl + " gave " + last + "; its output is in " + log);
      }
      Thread.sleep(POLL.toMillis());
    }
  }

  /** Where the server's output goes. */
  public Path log() {
    return log;
  }

  /** The started process (for tests: its pid and descendants). */
  ProcessHandle handle() {
    return process.toHandle();
  }

  /** The shutdown hook, for tests to run as the JVM would. */
  Thread hook() {
    return hook;
  }

  /** Stops the server and its process tree, and drops the shutdown hook. */
  @Override
  public void close() {
    stop();
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or has run: nothing left to remove
    }
  }

  private synchronized void stop() {
    if (closed) {
      return;
    }
    closed = true;
    // The children are listed first: a shell that forks the server would otherwise leave it running
    // once the shell is gone. The shell is stopped before them, so it does not write their end
    // ("Terminated") into the server's log.
    List<ProcessHandle> tree = process.descendants().toList();
    process.destroy();
    tree.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + GRACE.toNanos();
    for (ProcessHandle handle : concat(tree)) {
      try {
        handle.onExit().get(Math.max(1, deadline - System.nanoTime()), java.util.concurrent.TimeUnit.NANOSECONDS);
      } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
        handle.destroyForcibly();
      } catch (InterruptedException e) {
        handle.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }

  private List<ProcessHandle> concat(List<ProcessHandle> tree) {
    List<ProcessHandle> all = new java.util.ArrayList<>(tree);
    all.add(process.toHandle());
    return all;
  }
}
