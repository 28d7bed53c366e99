package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.function.LongUnaryOperator;

/** The wait before a retry: the server's {@code Retry-After} (seconds) when it sent one, else exponential backoff with jitter. */
final class Backoff {
  /** The first backoff, doubled per attempt up to {@link #MAX_DOUBLINGS} times. */
  static final long BASE_MILLIS = 200;
  static final int MAX_DOUBLINGS = 6;

  private Backoff() {}

  /**
   * The wait before retry {@code attempt} (0 for the first): {@code retryAfter} seconds when it is a
   * number, else {@code 200 ms << attempt} (capped) plus {@code jitter.applyAsLong(half of that)}, a
   * random value from 0 to its argument.
   */
  static Duration delay(int attempt, String retryAfter, LongUnaryOperator jitter) {
    if (retryAfter != null && retryAfter.matches("\\d+(\\.\\d+)?")) {
      return Duration.ofMillis((long) (Double.parseDouble(retryAfter) * 1000));
    }
    long base = BASE_MILLIS << Math.min(attempt, MAX_DOUBLINGS);
    return Duration.ofMillis(base + jitter.applyAsLong(base / 2));
  }
}
