package dev.genclient.mock;

import java.util.function.Consumer;

/**
 * One line per request: {@code method path status op request-id ms}; a request the HTTP layer
 * refused (malformed, too large, too slow) is {@code - - status - - reason}.
 */
final class RequestLog {
  private final Consumer<String> sink;

  RequestLog(Consumer<String> sink) {
    this.sink = sink;
  }

  void request(String method, String path, int status, String op, String requestId, long nanos) {
    sink.accept(method + " " + path + " " + (status < 0 ? "aborted" : String.valueOf(status)) + " "
        + (op == null ? "-" : op) + " " + requestId + " " + (nanos / 1_000_000) + "ms");
  }

  void protocol(int status, String reason) {
    sink.accept("- - " + status + " - - " + reason);
  }
}
