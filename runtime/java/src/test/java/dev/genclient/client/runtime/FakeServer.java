package dev.genclient.client.runtime;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/** A scripted HTTP server on 127.0.0.1: answers each request with the next queued reply and records it. */
final class FakeServer implements AutoCloseable {
  /** One reply: status, headers and body. */
  record Reply(int status, Map<String, String> headers, String body) {
    static Reply json(int status, String body) {
      return new Reply(status, Map.of("Content-Type", "application/json"), body);
    }
  }

  /** One request as received. */
  record Request(String method, String uri, Map<String, List<String>> headers, String body) {
    String header(String name) {
      List<String> values = headers.get(name);
      return values == null ? null : String.join(",", values);
    }
  }

  private final HttpServer server;
  private final Deque<Reply> replies = new ArrayDeque<>();
  private final List<Request> requests = new ArrayList<>();

  FakeServer() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    server.createContext("/", this::handle);
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  synchronized FakeServer reply(Reply reply) {
    replies.add(reply);
    return this;
  }

  synchronized List<Request> requests() {
    return List.copyOf(requests);
  }

  private void handle(HttpExchange exchange) throws IOException {
    Reply reply;
    synchronized (this) {
      requests.add(new Request(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath()
          + (exchange.getRequestURI().getRawQuery() == null ? "" : "?" + exchange.getRequestURI().getRawQuery()),
          Map.copyOf(exchange.getRequestHeaders()),
          new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
      reply = replies.isEmpty() ? Reply.json(500, "{\"error\": {\"code\": \"test.unscripted\"}}") : replies.poll();
    }
    byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
    reply.headers().forEach(exchange.getResponseHeaders()::add);
    exchange.sendResponseHeaders(reply.status(), body.length == 0 ? -1 : body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
