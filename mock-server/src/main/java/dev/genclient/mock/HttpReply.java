package dev.genclient.mock;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Writes the response bodies the wire protocol knows: JSON, plain text, bytes, NDJSON. */
final class HttpReply {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private HttpReply() {}

  static void json(MockExchange exchange, int status, JsonNode body) throws IOException {
    bytes(exchange, status, "application/json", toBytes(body));
  }

  static void text(MockExchange exchange, int status, String body) throws IOException {
    bytes(exchange, status, "text/plain; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
  }

  static void bytes(MockExchange exchange, int status, String contentType, byte[] body) throws IOException {
    exchange.send(status, contentType, body);
  }

  /** A 200 NDJSON stream: each node on its own line, flushed as it goes (chunked). */
  static void ndjson(MockExchange exchange, List<JsonNode> lines) throws IOException {
    try (OutputStream out = exchange.sendChunked(200, "application/x-ndjson")) {
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
