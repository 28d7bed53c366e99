package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The client's log, a {@link System.Logger} named after the client's package, in the lines every client
 * writes (docs/runtime-catalog.md, "Logging"): {@code <event> key=value ...} for each request, response,
 * retry (its wait and why), redirect and job poll, and {@code request headers} / {@code response headers}
 * with the credentials shown as {@code ***}; never a body. Without {@code <NAME>_LOG} the events go at
 * DEBUG and the headers at TRACE (silent unless the logging backend enables them); {@code <NAME>_LOG=info}
 * raises the events to INFO, {@code <NAME>_LOG=debug} the headers too.
 */
final class TransportLog {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern BARE = Pattern.compile("[^\\s\"=]+");
  private final System.Logger logger;
  private final System.Logger.Level events;
  private final System.Logger.Level headers;
  private final Set<String> secret;

  /**
   * {@code name}: the catalog's {@code name} (the variable is {@code <NAME>_LOG}, NAME upper-cased with
   * every other character than a letter or digit as {@code _}); {@code secret}: the headers to redact.
   */
  TransportLog(String loggerName, String name, Set<String> secret, Function<String, String> env) {
    this.logger = System.getLogger(loggerName);
    String level = env.apply(variable(name));
    String chosen = level == null ? "" : level.strip().toLowerCase(Locale.ROOT);
    this.events = chosen.equals("info") || chosen.equals("debug") ? System.Logger.Level.INFO : System.Logger.Level.DEBUG;
    this.headers = chosen.equals("debug") ? System.Logger.Level.INFO : System.Logger.Level.TRACE;
    this.secret = secret.stream().map(h -> h.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
  }

  /** The variable that turns the log on: {@code <NAME>_LOG}. */
  static String variable(String name) {
    return name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_") + "_LOG";
  }

  /** A try about to go out: its path without the query string, which may carry a signature. */
  void request(String op, HttpRequest request, String requestId, int attempt) {
    if (!logger.isLoggable(events) && !logger.isLoggable(headers)) {
      return; // silent: no line is made
    }
    log(events, () -> line("request", fields("op", op, "method", request.method(), "path", request.uri().getRawPath(),
        "request_id", requestId, "attempt", attempt)));
    log(headers, () -> line("request headers", fields("op", op, "request_id", requestId, "attempt", attempt,
        "headers", shown(request.headers()))));
  }

  /** The answer to try {@code attempt} (after the redirects it followed). */
  void response(String op, HttpResponse<?> response, String requestId, int attempt, long startedNanos) {
    if (!logger.isLoggable(events) && !logger.isLoggable(headers)) {
      return; // silent: no line is made
    }
    long millis = Math.round((System.nanoTime() - startedNanos) / 1e6);
    log(events, () -> line("response", fields("op", op, "method", response.request().method(), "path",
        response.request().uri().getRawPath(), "status", response.statusCode(), "request_id", requestId,
        "attempt", attempt, "duration_ms", millis)));
    log(headers, () -> line("response headers", fields("op", op, "request_id", requestId, "attempt", attempt,
        "headers", shown(response.headers()))));
  }

  /**
   * Try {@code attempt} failed and another follows after {@code wait}; {@code reason}: {@code status} (with the
   * status and the server's {@code Retry-After} in seconds, when it sent one), {@code connection} or {@code timeout}.
   */
  void retry(String op, String requestId, int attempt, String reason, Integer status, Number retryAfter, Duration wait) {
    log(events, () -> line("retry", fields("op", op, "request_id", requestId, "attempt", attempt, "reason", reason,
        "status", status, "retry_after", retryAfter, "wait_ms", wait.toMillis())));
  }

  void redirect(String op, String requestId, int status, String to, boolean crossOrigin) {
    log(events, () -> line("redirect", fields("op", op, "request_id", requestId, "status", status, "to", to,
        "cross_origin", crossOrigin)));
  }

  void poll(String op, String jobId, int poll, Duration wait) {
    log(events, () -> line("job poll", fields("op", op, "job_id", jobId, "poll", poll, "wait_ms", wait.toMillis())));
  }

  private void log(System.Logger.Level level, Supplier<String> message) {
    if (logger.isLoggable(level)) {
      logger.log(level, message.get());
    }
  }

  private static Map<String, Object> fields(Object... pairs) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      out.put((String) pairs[i], pairs[i + 1]);
    }
    return out;
  }

  /**
   * {@code event key=value ...}: a value bare unless it is empty or holds a space, {@code "} or {@code =} (then a
   * JSON string), the headers a JSON object; null fields left out.
   */
  static String line(String event, Map<String, Object> fields) {
    StringBuilder out = new StringBuilder(event);
    fields.forEach((key, value) -> {
      if (value != null) {
        out.append(' ').append(key).append('=').append(value(value));
      }
    });
    return out.toString();
  }

  private static String value(Object value) {
    try {
      if (value instanceof Map<?, ?> || value instanceof Number || value instanceof Boolean) {
        return value instanceof java.math.BigDecimal d ? d.stripTrailingZeros().toPlainString() : JSON.writeValueAsString(value);
      }
      String text = value.toString();
      return BARE.matcher(text).matches() ? text : JSON.writeValueAsString(text);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The headers by lower-case name (values joined by {@code ,}), the credentials as {@code ***}. */
  Map<String, String> shown(HttpHeaders all) {
    Map<String, String> out = new TreeMap<>();
    for (Map.Entry<String, List<String>> header : all.map().entrySet()) {
      String name = header.getKey().toLowerCase(Locale.ROOT);
      out.put(name, secret.contains(name) ? "***" : String.join(",", header.getValue()));
    }
    return out;
  }
}
