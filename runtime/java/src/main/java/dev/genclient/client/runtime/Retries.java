package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Whether a try that failed is retried, and the wait before it (the caller waits), by the document's
 * retry policy; the caller has already checked the retry budget. A {@code Retry-After} beyond the policy's maximum is
 * not waited for: the call fails at once ({@code retry_after_too_long}).
 */
final class Retries {
  private final TransportPolicy.Retry policy;
  private final TransportLog log;

  Retries(TransportPolicy.Retry policy, TransportLog log) {
    this.policy = policy;
    this.log = log;
  }

  /**
   * After a connection error on try {@code attempt} (1 for the first; {@code cause}: the I/O error, or the transport
   * error of a body that stopped coming): the wait before the retry, or null for none.
   */
  Duration afterConnectionError(String op, String requestId, int attempt, Exception cause) {
    if (!policy.connectionErrors()) {
      return null;
    }
    Duration wait = Backoff.jitter(policy, attempt, ThreadLocalRandom.current()::nextDouble);
    boolean timeout = cause instanceof HttpTimeoutException || cause instanceof ApiException api && api.details() != null
        && api.details().path("reason").asText().equals("timeout");
    log.retry(op, requestId, attempt, timeout ? "timeout" : "connection", null, null, wait);
    return wait;
  }

  /**
   * After an answer on try {@code attempt}: the wait before retrying its status (its body drained), or
   * null when it is not retried; a {@code Retry-After} longer than the policy allows throws {@code fail}'s
   * error at once.
   */
  Duration afterStatus(String op, String requestId, int attempt, HttpResponse<InputStream> response,
      Transport.Failures fail) {
    int status = response.statusCode();
    if (!policy.statuses().contains(status)) {
      return null;
    }
    Bodies.discard(response.body());
    Backoff.RetryAfter asked = Backoff.retryAfter(response.headers().firstValue("Retry-After").orElse(null),
        Instant.now());
    if (asked != null && asked.seconds().compareTo(BigDecimal.valueOf(policy.retryAfterMaxSeconds())) > 0) {
      ObjectNode details = JsonNodeFactory.instance.objectNode().put("status", status);
      details.set("retry_after", number(asked.seconds()));
      throw fail.failure("retry_after_too_long", "the server asked to retry after " + asked.seconds().toPlainString()
          + " s, more than the " + BigDecimal.valueOf(policy.retryAfterMaxSeconds()).stripTrailingZeros().toPlainString()
          + " s the client waits", details);
    }
    Duration wait = asked != null ? asked.delay()
        : Backoff.jitter(policy, attempt, ThreadLocalRandom.current()::nextDouble);
    log.retry(op, requestId, attempt, "status", status, asked == null ? null : asked.seconds(), wait);
    return wait;
  }

  /** The seconds as JSON: an integral value as an integer ({@code 3600}, not {@code 3600.0}). */
  private static JsonNode number(BigDecimal seconds) {
    return seconds.stripTrailingZeros().scale() <= 0 ? JsonNodeFactory.instance.numberNode(seconds.toBigInteger())
        : JsonNodeFactory.instance.numberNode(seconds);
  }

  /** True for the error of a body that stopped coming (not one the client refused). */
  static boolean lost(ApiException e) {
    String reason = e.details() == null ? "" : e.details().path("reason").asText();
    return reason.equals("connection") || reason.equals("timeout");
  }
}
