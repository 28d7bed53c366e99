package dev.genclient.mock;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Writes the response bodies the wire protocol knows: JSON, plain text, bytes, NDJSON. */
final class HttpReply {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private HttpReply() {}

  static void json(HttpExchange exchange, int status, JsonNode body) throws IOException {
    bytes(exchange, status, "application/json", toBytes(body));
  }

  static void text(HttpExchange exchange, int status, String body) throws IOException {
    bytes(exchange, status, "text/plain; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
  }

  static void bytes(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", contentType);
    boolean noBody = status == 204 || status == 304 || exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, noBody ? -1 : body.length == 0 ? -1 : body.length);
    if (!noBody && body.length > 0) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  /** A 200 NDJSON stream: each node on its own line, flushed as it goes (chunked). */
  static void ndjson(HttpExchange exchange, List<JsonNode> lines) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "application/x-ndjson");
    exchange.sendResponseHeaders(200, 0);
    try (OutputStream out = exchange.getResponseBody()) {
      for (JsonNode line : lines) {
        out.write(toBytes(line));
        out.write('\n');
        out.flush();
      }
    }
  }

  static byte[] toBytes(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
