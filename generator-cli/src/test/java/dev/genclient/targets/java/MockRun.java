package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.fail;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** An in-process {@code gen-client mock} serving the example catalog (plus others), with its request log. */
final class MockRun implements AutoCloseable {
  static final String TOKEN = "tok";
  static final String ADMIN_TOKEN = "adm";

  private final MockServer server;
  private final List<String> log = new ArrayList<>();

  private MockRun(MockOptions options, List<Path> catalogs) throws Exception {
    List<CatalogLoader.Loaded> loaded = new ArrayList<>();
    for (Path catalog : catalogs) {
      loaded.add(new CatalogLoader().load(catalog));
    }
    server = MockServer.start(loaded, options.withLog(this::record));
  }

  /** The example catalog with the test's token and admin token; {@code more} catalogs are merged in. */
  static MockRun start(MockOptions options, Path... more) throws Exception {
    List<Path> catalogs = new ArrayList<>();
    catalogs.add(RepoPaths.exampleCatalog());
    catalogs.addAll(List.of(more));
    return new MockRun(options.withToken(TOKEN).withAdminToken(ADMIN_TOKEN), catalogs);
  }

  /** Only {@code catalogs} (a server that lacks the example's ops), with the test's tokens. */
  static MockRun serving(MockOptions options, Path... catalogs) throws Exception {
    return new MockRun(options.withToken(TOKEN).withAdminToken(ADMIN_TOKEN), List.of(catalogs));
  }

  static MockRun start() throws Exception {
    return start(MockOptions.defaults());
  }

  String baseUrl() {
    return server.baseUrl();
  }

  private synchronized void record(String line) {
    log.add(line);
    notifyAll();
  }

  /**
   * The log lines ({@code method path status op request-id ms}) of {@code client}'s requests once
   * there are {@code count} of them: the mock writes a line after the client may already hold its
   * response, so a line of an earlier test may also arrive late.
   */
  synchronized List<String> awaitLog(ReflectiveClient client, int count) throws InterruptedException {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (true) {
      List<String> ids = client.requestIds();
      List<String> mine = log.stream().filter(line -> ids.contains(requestId(line))).toList();
      if (mine.size() >= count) {
        return mine;
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        fail("expected " + count + " mock requests of " + ids + ", saw " + log);
      }
      wait(Math.max(1, Math.min(50, left / 1_000_000)));
    }
  }

  /** The log lines of {@code client}'s requests after a short settle, to assert nothing more was sent. */
  synchronized List<String> settledLog(ReflectiveClient client) throws InterruptedException {
    wait(100);
    List<String> ids = client.requestIds();
    return log.stream().filter(line -> ids.contains(requestId(line))).toList();
  }

  /**
   * Every log line after a short settle, as {@code method path status op}, sorted: a line is written
   * after its response is sent, so the lines of two quick requests may arrive in either order.
   */
  synchronized List<String> settledLog() throws InterruptedException {
    wait(100);
    return sorted(log.stream().map(MockRun::request).toList());
  }

  /** {@code lines} sorted, to compare request logs whatever order the mock wrote them in. */
  static List<String> sorted(List<String> lines) {
    return lines.stream().sorted().toList();
  }

  /** {@code method path status op} of one log line. */
  static String request(String line) {
    String[] parts = line.split(" ");
    return parts[0] + " " + parts[1] + " " + parts[2] + " " + parts[3];
  }

  static String requestId(String line) {
    return line.split(" ")[4];
  }

  @Override
  public void close() {
    server.close();
  }
}
