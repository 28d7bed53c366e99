package dev.genclient.mock;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/** Writes the response bodies the wire protocol knows: JSON, plain text, bytes, NDJSON, server-sent events. */
final class HttpReply {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private HttpReply() {}

  static final String JSON = "application/json";

  static void json(MockExchange exchange, int status, JsonNode body) throws IOException {
    bytes(exchange, status, JSON, toBytes(body));
  }

  static void text(MockExchange exchange, int status, String body) throws IOException {
    bytes(exchange, status, "text/plain; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
  }

  static void bytes(MockExchange exchange, int status, String contentType, byte[] body) throws IOException {
    exchange.send(status, contentType, body);
  }

  /** {@code body} sent with {@code Content-Encoding: gzip} and compressed when {@code encoding} is {@code gzip}, else as it is. */
  static void bytes(MockExchange exchange, int status, String contentType, byte[] body, String encoding) throws IOException {
    if (!"gzip".equals(encoding)) {
      bytes(exchange, status, contentType, body);
      return;
    }
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    try (GZIPOutputStream gzip = new GZIPOutputStream(compressed)) {
      gzip.write(body);
    }
    exchange.responseHeaders().put("Content-Encoding", "gzip");
    bytes(exchange, status, contentType, compressed.toByteArray());
  }

  /**
   * A 200 NDJSON stream: each node on its own line, flushed as it goes (chunked), then {@code tail} as it
   * is (a test control's broken line; empty for none).
   */
  static void ndjson(MockExchange exchange, List<JsonNode> lines, String tail) throws IOException {
    try (OutputStream out = exchange.sendChunked(200, "application/x-ndjson")) {
      for (JsonNode line : lines) {
        out.write(toBytes(line));
        out.write('\n');
        out.flush();
      }
      out.write(tail.getBytes(StandardCharsets.UTF_8));
      out.flush();
    }
  }

  /**
   * A 200 server-sent-events stream: a comment and a {@code retry} field first (which clients ignore), then
   * each node as one event's data with an {@code id}, flushed as it goes (chunked); the last node is an
   * {@code error} event when {@code lastIsError}; then {@code tail} as it is (a test control's broken event).
   */
  static void sse(MockExchange exchange, List<JsonNode> events, boolean lastIsError, String tail) throws IOException {
    try (OutputStream out = exchange.sendChunked(200, "text/event-stream")) {
      out.write(": mock event stream\nretry: 1000\n\n".getBytes(StandardCharsets.UTF_8));
      for (int i = 0; i < events.size(); i++) {
        String name = lastIsError && i == events.size() - 1 ? "event: error\n" : "";
        out.write((name + "id: " + (i + 1) + "\ndata: ").getBytes(StandardCharsets.UTF_8));
        out.write(toBytes(events.get(i)));
        out.write("\n\n".getBytes(StandardCharsets.UTF_8));
        out.flush();
      }
      out.write(tail.getBytes(StandardCharsets.UTF_8));
      out.flush();
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
