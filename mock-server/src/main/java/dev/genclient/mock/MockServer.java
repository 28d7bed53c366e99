package dev.genclient.mock;

import com.sun.net.httpserver.HttpServer;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A running mock server (DESIGN §6.1) on the JDK's HTTP server with a fixed thread pool. Schemas
 * are compiled once here, so requests only validate.
 */
public final class MockServer implements AutoCloseable {
  private static final int BACKLOG = 256;
  private static final String NODELAY = "sun.net.httpserver.nodelay";

  private final HttpServer http;
  private final ExecutorService pool;
  private final String baseUrl;

  private MockServer(HttpServer http, ExecutorService pool, String host) {
    this.http = http;
    this.pool = pool;
    String shownHost = host.contains(":") ? "[" + host + "]" : host;
    this.baseUrl = "http://" + shownHost + ":" + http.getAddress().getPort();
  }

  /** Merges the catalogs (the first one leads) and starts serving them. */
  public static MockServer start(List<CatalogLoader.Loaded> catalogs, MockOptions options) throws IOException {
    return start(ServedCatalog.merge(catalogs), options);
  }

  public static MockServer start(ServedCatalog served, MockOptions options) throws IOException {
    // Headers and body go out in separate writes; without TCP_NODELAY, Nagle plus the client's
    // delayed ACK add ~40 ms to every response. Read once by the JDK server, so set it before create.
    if (System.getProperty(NODELAY) == null) {
      System.setProperty(NODELAY, "true");
    }
    checkOps(served, options);
    RequestValidator validator = new RequestValidator(new CatalogSchemas(served.catalog()), served.catalog().ops());
    RequestHandler handler = new RequestHandler(served, options, validator);
    HttpServer http = HttpServer.create(new InetSocketAddress(options.host(), options.port()), BACKLOG);
    AtomicInteger count = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(options.threads(), task -> {
      Thread thread = new Thread(task, "mock-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
    http.setExecutor(pool);
    http.createContext("/", handler);
    http.start();
    return new MockServer(http, pool, options.host());
  }

  /** Every op the options name is served; every limit is one its op declares. Messages name the CLI flag. */
  private static void checkOps(ServedCatalog served, MockOptions options) {
    for (String id : options.disabled()) {
      if (served.op(id) == null) {
        throw new IllegalArgumentException("--disable " + id + ": no such op in the served catalogs");
      }
    }
    options.limits().forEach((id, byName) -> {
      Operation op = served.op(id);
      for (String name : byName.keySet()) {
        if (op == null) {
          throw new IllegalArgumentException("--limit " + id + ":" + name + ": no such op in the served catalogs");
        }
        if (!op.limits().containsKey(name)) {
          throw new IllegalArgumentException("--limit " + id + ":" + name + ": op " + id + " declares "
              + (op.limits().isEmpty() ? "no limits" : "only the limits " + String.join(", ", op.limits().keySet())));
        }
      }
    });
    for (String id : options.paths().keySet()) {
      if (served.op(id) == null) {
        throw new IllegalArgumentException("--paths " + id + ": no such op in the served catalogs");
      }
    }
  }

  /** {@code http://HOST:PORT}, with the port actually bound. */
  public String baseUrl() {
    return baseUrl;
  }

  public int port() {
    return http.getAddress().getPort();
  }

  /** Stops accepting requests and ends the worker threads. */
  @Override
  public void close() {
    http.stop(0);
    pool.shutdownNow();
  }
}
