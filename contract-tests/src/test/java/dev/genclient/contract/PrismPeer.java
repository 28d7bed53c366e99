package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prism ({@code @stoplight/prism-cli}, pinned in tools/node), a validating mock nobody here wrote,
 * serving one OpenAPI document on a free loopback port with request validation on ({@code --errors}).
 * Its log is read back request by request: the violations Prism found in each request it received
 * (and in the response it made from the document).
 */
final class PrismPeer implements AutoCloseable {
  static final String INSTALL = "install Node.js 20+ and the pinned tools: bash tools/install-node-tools.sh";
  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
  private static final Duration LOG_TIMEOUT = Duration.ofSeconds(20);
  private static final Pattern LISTENING = Pattern.compile("Prism is listening on (http://127\\.0\\.0\\.1:\\d+)");
  private static final Pattern RECEIVED = Pattern.compile("\\[HTTP SERVER\\] (\\S+) (\\S+) .*Request received\\s*$");
  /** Where the peer's own barrier requests go: a path no document here declares. */
  private static final String BARRIER = "/__prism-peer-barrier/";
  private static final String VIOLATION = "Violation: ";
  private static final String TERMINATED = "Request terminated with error";

  /** One request Prism received: its method and path, and each violation it logged for it. */
  record Request(String method, String path, List<String> requestViolations, List<String> responseViolations) {
    @Override
    public String toString() {
      return method.toUpperCase(java.util.Locale.ROOT) + " " + path;
    }
  }

  private final Process process;
  private final Path log;
  private final String baseUrl;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private int barriers;
  /** The number of log lines already returned by {@link #requestsSinceLastDrain}. */
  private int consumedLines;

  private PrismPeer(Process process, Path log, String baseUrl) {
    this.process = process;
    this.log = log;
    this.baseUrl = baseUrl;
  }

  /** Starts Prism on {@code document} with {@code --errors}, its output in {@code log}; waits until it listens. */
  static PrismPeer start(Path document, Path log) throws IOException, InterruptedException {
    Path cli = RepoRoot.path().resolve("tools/node/node_modules/@stoplight/prism-cli/dist/index.js");
    ExternalProcess.require(cli, "Prism (@stoplight/prism-cli)", INSTALL);
    ExternalProcess.require(document, "the OpenAPI document Prism serves", "generate the golden");
    Files.createDirectories(log.getParent());
    ProcessBuilder builder = new ProcessBuilder("node", cli.toString(), "mock", "--errors", "--host", "127.0.0.1",
        "--port", "0", document.toString())
        .redirectErrorStream(true).redirectOutput(log.toFile());
    builder.environment().put("NO_COLOR", "1");
    builder.environment().put("SCARF_ANALYTICS", "false");
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new AssertionError("cannot start node for Prism (" + INSTALL + "): " + e.getMessage(), e);
    }
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      Matcher listening = LISTENING.matcher(Files.readString(log, StandardCharsets.UTF_8));
      if (listening.find()) {
        return new PrismPeer(process, log, listening.group(1));
      }
      if (!process.isAlive()) {
        fail("Prism exited " + process.exitValue() + " before it listened:\n" + Files.readString(log));
      }
      Thread.sleep(100);
    }
    process.destroyForcibly();
    fail("Prism did not listen within " + START_TIMEOUT.toSeconds() + " s:\n" + Files.readString(log));
    throw new AssertionError("unreachable");
  }

  String baseUrl() {
    return baseUrl;
  }

  /**
   * The requests Prism received since the last call, in order. A barrier request (to a path no op
   * has) is sent first and awaited in the log: the requests before it are logged whole by then.
   */
  List<Request> requestsSinceLastDrain() throws IOException, InterruptedException {
    String barrier = BARRIER + (++barriers);
    http.send(HttpRequest.newBuilder(URI.create(baseUrl + barrier)).timeout(Duration.ofSeconds(10)).GET().build(),
        HttpResponse.BodyHandlers.discarding());
    long deadline = System.nanoTime() + LOG_TIMEOUT.toNanos();
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    while (lines.stream().skip(consumedLines).noneMatch(line -> isReceived(line, barrier))) {
      if (System.nanoTime() > deadline) {
        fail("Prism did not log the barrier request " + barrier + " within " + LOG_TIMEOUT.toSeconds() + " s");
      }
      Thread.sleep(50);
      lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    }
    int barrierLine = consumedLines;
    while (!isReceived(lines.get(barrierLine), barrier)) {
      barrierLine++;
    }
    List<Request> requests = parse(lines.subList(consumedLines, barrierLine));
    // The barrier's own lines are skipped by the next drain: they come before its first request.
    consumedLines = barrierLine + 1;
    return requests;
  }

  /**
   * The requests of a stretch of Prism's log, each with the violations logged after it (until the
   * next request). Lines before the first request, and barrier requests, belong to no request.
   */
  static List<Request> parse(List<String> lines) {
    List<Request> requests = new ArrayList<>();
    List<String> requestViolations = null;
    List<String> responseViolations = null;
    for (String line : lines) {
      Matcher received = RECEIVED.matcher(line);
      if (received.find()) {
        if (received.group(2).startsWith(BARRIER)) {
          requestViolations = null;
          continue;
        }
        requestViolations = new ArrayList<>();
        responseViolations = new ArrayList<>();
        requests.add(new Request(received.group(1), received.group(2), requestViolations, responseViolations));
      } else if (requestViolations != null) {
        int at = line.indexOf(VIOLATION);
        if (at >= 0) {
          String violation = line.substring(at + VIOLATION.length()).strip();
          (violation.startsWith("response") ? responseViolations : requestViolations).add(violation);
        } else if (line.contains(TERMINATED)) {
          // Prism could not answer by the document at all (no route, an invalid response under --errors).
          requestViolations.add(line.substring(line.indexOf(TERMINATED)).strip());
        }
      }
    }
    return requests;
  }

  private static boolean isReceived(String line, String path) {
    Matcher received = RECEIVED.matcher(line);
    return received.find() && received.group(2).equals(path);
  }

  @Override
  public void close() throws InterruptedException {
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    if (!process.waitFor(10, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
  }
}
