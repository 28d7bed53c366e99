package dev.genclient.mock;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.schema.CatalogSchemas;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;

/**
 * A running mock server on Jetty ({@link JettyListener}: Jetty parses and refuses; the mock adds
 * header and body deadlines and a connection cap). Schemas are compiled once here, so requests
 * only validate.
 */
public final class MockServer implements AutoCloseable {
  private final JettyListener http;
  private final String baseUrl;

  private MockServer(JettyListener http, String host) {
    this.http = http;
    String shownHost = host.contains(":") ? "[" + host + "]" : host;
    this.baseUrl = "http://" + shownHost + ":" + http.port();
  }

  /** Merges the catalogs (the first one leads) and starts serving them. */
  public static MockServer start(List<CatalogLoader.Loaded> catalogs, MockOptions options) throws IOException {
    return start(ServedCatalog.merge(catalogs), options);
  }

  public static MockServer start(ServedCatalog served, MockOptions options) throws IOException {
    checkOps(served, options);
    RequestValidator validator = new RequestValidator(new CatalogSchemas(served.catalog()), served.catalog().ops());
    RequestHandler handler = new RequestHandler(served, options, validator);
    JettyListener http = new JettyListener(new InetSocketAddress(options.host(), options.port()), options, handler,
        new RequestLog(options.log()));
    return new MockServer(http, options.host());
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
    return http.port();
  }

  /** Stops accepting requests, closes every open connection and ends the threads. */
  @Override
  public void close() {
    http.close();
  }
}
