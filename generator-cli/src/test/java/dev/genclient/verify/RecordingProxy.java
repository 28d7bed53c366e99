package dev.genclient.verify;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** A pass-through HTTP proxy in front of a server (the mock) that keeps each request's headers by its X-Request-Id. */
final class RecordingProxy implements AutoCloseable {
  private static final Set<String> HOP = Set.of("host", "content-length", "connection", "transfer-encoding", "upgrade", "expect");

  private final HttpServer server;
  private final HttpClient client = HttpClient.newHttpClient();
  private final Map<String, Map<String, List<String>>> byRequestId = new ConcurrentHashMap<>();

  RecordingProxy(String target) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> forward(target, exchange));
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** The headers of every request seen, by its X-Request-Id (names lower case). */
  Map<String, Map<String, List<String>>> requests() {
    return byRequestId;
  }

  private void forward(String target, HttpExchange exchange) throws IOException {
    try (exchange) {
      byte[] body = exchange.getRequestBody().readAllBytes();
      HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target + exchange.getRequestURI()))
          .method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
      Map<String, List<String>> headers = new ConcurrentHashMap<>();
      exchange.getRequestHeaders().forEach((name, values) -> {
        headers.put(name.toLowerCase(java.util.Locale.ROOT), List.copyOf(values));
        if (!HOP.contains(name.toLowerCase(java.util.Locale.ROOT))) {
          values.forEach(value -> request.header(name, value));
        }
      });
      String id = exchange.getRequestHeaders().getFirst("X-Request-Id");
      if (id != null) {
        byRequestId.put(id, headers);
      }
      HttpResponse<byte[]> response = client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
      response.headers().map().forEach((name, values) -> {
        if (!HOP.contains(name.toLowerCase(java.util.Locale.ROOT)) && !name.startsWith(":")) {
          values.forEach(value -> exchange.getResponseHeaders().add(name, value));
        }
      });
      exchange.sendResponseHeaders(response.statusCode(), response.body().length == 0 ? -1 : response.body().length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(response.body());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
