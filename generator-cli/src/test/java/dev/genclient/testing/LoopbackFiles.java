package dev.genclient.testing;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A directory served over HTTP on the loopback interface (the JDK's server), as a release page serves its assets:
 * {@code GET /NAME} answers the file's bytes, or an override's, and 404 for anything else.
 */
public final class LoopbackFiles implements AutoCloseable {
  private final HttpServer server;
  private final Map<String, byte[]> overrides = new ConcurrentHashMap<>();

  public LoopbackFiles(Path dir) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      String name = exchange.getRequestURI().getPath().substring(1);
      Path file = dir.resolve(name).normalize();
      byte[] body = overrides.get(name);
      if (body == null && file.startsWith(dir) && Files.isRegularFile(file)) {
        body = Files.readAllBytes(file);
      }
      exchange.sendResponseHeaders(body == null ? 404 : 200, body == null ? -1 : body.length);
      if (body != null) {
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
      exchange.close();
    });
    server.start();
  }

  /** The URL of {@code name}. */
  public String url(String name) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + name;
  }

  /** Serves {@code bytes} as {@code name} from now on, whatever the directory holds. */
  public void serve(String name, byte[] bytes) {
    overrides.put(name, bytes);
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
