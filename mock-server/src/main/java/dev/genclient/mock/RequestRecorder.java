package dev.genclient.mock;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jetty.http.HttpField;

/**
 * The request log a test reads (option {@code requestLog}): every request the mock answered, in
 * arrival order, served at {@link #PATH} — {@code GET} returns them as a JSON array of
 * {@code {"method", "path", "query", "headers"}} (header names lower-cased, the first value of
 * each; an entry is kept when the request's headers arrive, before it is answered, so a client
 * that holds its answer finds its request logged), with {@code "params"} added once an op's params
 * are read and valid (from the body or the query, as the mock decoded them), {@code DELETE} clears them and answers
 * {@code {"cleared": n}}. The route itself is never logged, never in the
 * served catalog, so neither in its OpenAPI document nor in peer fuzzing of it. At most
 * {@link #MAX_ENTRIES} entries are kept; later requests are dropped.
 */
final class RequestRecorder {
  static final String PATH = "/_mock/requests";
  static final int MAX_ENTRIES = 10_000;

  private final List<ObjectNode> entries = new ArrayList<>();

  /** True when the request was for the log itself (and has been answered). */
  boolean serveControl(MockExchange exchange) throws IOException {
    if (!exchange.rawPath().equals(PATH)) {
      return false;
    }
    switch (exchange.method()) {
      case "GET" -> {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        synchronized (entries) {
          entries.forEach(entry -> array.add(entry.deepCopy()));
        }
        HttpReply.json(exchange, 200, array);
      }
      case "DELETE" -> {
        int cleared;
        synchronized (entries) {
          cleared = entries.size();
          entries.clear();
        }
        HttpReply.json(exchange, 200, JsonNodeFactory.instance.objectNode().put("cleared", cleared));
      }
      default -> {
        exchange.responseHeaders().put("Allow", "GET, DELETE");
        HttpReply.text(exchange, 405, "the request log takes GET or DELETE\n");
      }
    }
    return true;
  }

  /** Logs the request as its headers arrived; returns its entry, or null when the log is full. */
  ObjectNode record(MockExchange exchange) {
    ObjectNode entry = JsonNodeFactory.instance.objectNode();
    entry.put("method", exchange.method());
    entry.put("path", exchange.rawPath());
    entry.put("query", exchange.rawQuery());
    ObjectNode headers = entry.putObject("headers");
    Map<String, String> sorted = new TreeMap<>();
    for (HttpField field : exchange.requestHeaders()) {
      sorted.putIfAbsent(field.getName().toLowerCase(Locale.ROOT), field.getValue());
    }
    sorted.forEach(headers::put);
    synchronized (entries) {
      if (entries.size() < MAX_ENTRIES) {
        entries.add(entry);
        return entry;
      }
    }
    return null;
  }

  /** Adds the op's params, as the mock read them, to the request's entry. */
  void params(ObjectNode entry, ObjectNode params) {
    synchronized (entries) {
      entry.set("params", params.deepCopy());
    }
  }
}
