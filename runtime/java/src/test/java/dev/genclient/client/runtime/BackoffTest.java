package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Retry waits: Retry-After in seconds or as an HTTP date, else full jitter under the document's cap. */
class BackoffTest {
  private static final TransportPolicy.Retry POLICY = new TransportPolicy.Retry(2, Set.of(503), true, 0.5, 8, 60);
  private static final Instant NOW = Instant.parse("2026-12-05T10:00:00Z");

  @Test
  void retryAfterInSeconds() {
    assertEquals(new Backoff.RetryAfter(Duration.ofMillis(1500), new BigDecimal("1.5")), Backoff.retryAfter("1.5", NOW));
    assertEquals(Duration.ZERO, Backoff.retryAfter("0", NOW).delay());
    assertEquals(new BigDecimal("3600"), Backoff.retryAfter(" 3600 ", NOW).seconds());
    assertEquals(new BigDecimal("99999999999999999999"), Backoff.retryAfter("99999999999999999999", NOW).seconds(),
        "a huge value is read, not overflowed");
  }

  @Test
  void retryAfterAsAnHttpDate() {
    assertEquals(Duration.ofSeconds(90), Backoff.retryAfter("Sat, 05 Dec 2026 10:01:30 GMT", NOW).delay());
    assertEquals(new BigDecimal(90), Backoff.retryAfter("Sat, 05 Dec 2026 10:01:30 GMT", NOW).seconds());
    assertEquals(Duration.ZERO, Backoff.retryAfter("Sat, 05 Dec 2026 09:00:00 GMT", NOW).delay(), "a date in the past");
  }

  @Test
  void anUnparseableRetryAfterIsAbsent() {
    assertNull(Backoff.retryAfter(null, NOW));
    assertNull(Backoff.retryAfter("soon", NOW));
    assertNull(Backoff.retryAfter("-1", NOW));
    assertNull(Backoff.retryAfter("Saturday", NOW));
  }

  @Test
  void fullJitterIsRandomUpToTheDoublingBaseCappedByTheDocument() {
    assertEquals(Duration.ofMillis(250), Backoff.jitter(POLICY, 1, () -> 0.5), "half of 0.5 s");
    assertEquals(Duration.ZERO, Backoff.jitter(POLICY, 1, () -> 0.0));
    assertEquals(Duration.ofMillis(1000), Backoff.jitter(POLICY, 3, () -> 0.5), "half of 0.5 s x 4");
    assertEquals(Duration.ofSeconds(4), Backoff.jitter(POLICY, 6, () -> 0.5), "half of the 8 s cap");
    assertEquals(Duration.ofSeconds(4), Backoff.jitter(POLICY, 5000, () -> 0.5), "no overflow far out");
  }
}
