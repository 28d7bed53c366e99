package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Retry waits: the server's Retry-After, else doubling backoff plus jitter up to half of it. */
class BackoffTest {
  @Test
  void retryAfterSecondsWin() {
    assertEquals(Duration.ofMillis(1500), Backoff.delay(3, "1.5", bound -> bound));
    assertEquals(Duration.ZERO, Backoff.delay(0, "0", bound -> bound));
  }

  @Test
  void withoutAUsableRetryAfterTheWaitDoublesUpToSixTimes() {
    List<Long> bounds = new ArrayList<>();
    assertEquals(Duration.ofMillis(200), Backoff.delay(0, null, bound -> { bounds.add(bound); return 0; }));
    assertEquals(Duration.ofMillis(400 + 200), Backoff.delay(1, "soon", bound -> { bounds.add(bound); return bound; }));
    assertEquals(Duration.ofMillis(12_800 + 7), Backoff.delay(6, null, bound -> 7));
    assertEquals(Duration.ofMillis(12_800), Backoff.delay(40, "-1", bound -> 0), "capped at 6 doublings");
    assertEquals(List.of(100L, 200L), bounds);
  }
}
