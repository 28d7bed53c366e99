package dev.genclient.client.runtime;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.DoubleSupplier;
import java.util.regex.Pattern;

/**
 * The wait before a retry, by the document's retry policy: the server's {@code Retry-After} (delta
 * seconds or an HTTP date) when it sent a usable one, else full jitter,
 * {@code random(0, min(cap, base * 2^(n-1)))} before retry n.
 */
final class Backoff {
  private static final Pattern SECONDS = Pattern.compile("\\d+(\\.\\d+)?");

  private Backoff() {}

  /**
   * A {@code Retry-After} value read: {@code delay} to honour, and {@code seconds} as the server sent
   * it (a date as the whole seconds from now, at least 0).
   */
  record RetryAfter(Duration delay, BigDecimal seconds) {}

  /** The {@code Retry-After} header's value at {@code now}, or null when it is absent or unparseable. */
  static RetryAfter retryAfter(String header, Instant now) {
    if (header == null) {
      return null;
    }
    String text = header.strip();
    if (SECONDS.matcher(text).matches()) {
      BigDecimal seconds = new BigDecimal(text);
      return new RetryAfter(TransportPolicy.seconds(seconds.doubleValue()), seconds);
    }
    try {
      Instant date = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
      long seconds = Math.max(0, Duration.between(now, date).toSeconds());
      return new RetryAfter(Duration.ofSeconds(seconds), BigDecimal.valueOf(seconds));
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  /** The full-jitter wait before retry {@code n} (1 for the first): {@code random} gives a value in [0, 1). */
  static Duration jitter(TransportPolicy.Retry policy, int n, DoubleSupplier random) {
    double bound = Math.min(policy.capSeconds(), policy.baseSeconds() * Math.pow(2, Math.min(n - 1, 1023)));
    return TransportPolicy.seconds(random.getAsDouble() * bound);
  }
}
