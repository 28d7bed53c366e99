package dev.genclient.client.runtime;

import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The client's log, a {@link System.Logger} named after the client's package: each request, answer,
 * retry (its wait and why) and job poll; headers at the debug level with the credentials shown as
 * {@code ***}; never a body. Without {@code <NAME>_LOG} the events go at DEBUG and the headers at TRACE
 * (silent unless the logging backend enables them); {@code <NAME>_LOG=info} raises the events to
 * INFO, {@code <NAME>_LOG=debug} the headers too.
 */
final class TransportLog {
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

  void request(String op, HttpRequest request, int attempt) {
    log(events, () -> "request op=" + op + " method=" + request.method() + " path=" + request.uri().getRawPath()
        + " request_id=" + request.headers().firstValue("X-Request-Id").orElse("") + " attempt=" + attempt);
    log(headers, () -> "request headers op=" + op + " " + shown(request.headers()));
  }

  void response(String op, HttpResponse<?> response, int attempt, long startedNanos) {
    long millis = (System.nanoTime() - startedNanos) / 1_000_000;
    log(events, () -> "response op=" + op + " method=" + response.request().method() + " path="
        + response.request().uri().getRawPath() + " status=" + response.statusCode() + " request_id="
        + response.request().headers().firstValue("X-Request-Id").orElse("") + " attempt=" + attempt
        + " duration_ms=" + millis);
    log(headers, () -> "response headers op=" + op + " " + shown(response.headers()));
  }

  void retry(String op, int attempt, Duration wait, String reason) {
    log(events, () -> "retry op=" + op + " attempt=" + attempt + " wait_ms=" + wait.toMillis() + " reason=" + reason);
  }

  void redirect(String op, int status, String location) {
    log(events, () -> "redirect op=" + op + " status=" + status + " location=" + location);
  }

  void poll(String op, String jobId, int poll, Duration wait) {
    log(events, () -> "job poll op=" + op + " job_id=" + jobId + " poll=" + poll + " wait_ms=" + wait.toMillis());
  }

  private void log(System.Logger.Level level, Supplier<String> message) {
    if (logger.isLoggable(level)) {
      logger.log(level, message.get());
    }
  }

  /** The headers as {@code name: value; ...}, the credentials as {@code ***}. */
  String shown(HttpHeaders all) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, List<String>> header : all.map().entrySet()) {
      String value = secret.contains(header.getKey().toLowerCase(Locale.ROOT)) ? "***" : String.join(",", header.getValue());
      out.append(out.length() == 0 ? "" : "; ").append(header.getKey()).append(": ").append(value);
    }
    return out.toString();
  }
}
