package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestOptionsTest {
  @Test
  void withHeaderKeepsEveryOtherOption() {
    RequestOptions options = RequestOptions.builder().timeout(Duration.ofSeconds(3)).header("X-Trace", "1")
        .maxRetries(2).jobTimeout(Duration.ofMinutes(4)).check(true).maxBufferedBytes(512).build();
    RequestOptions added = options.withHeader("Idempotency-Key", "k1");
    assertEquals(Duration.ofSeconds(3), added.timeout());
    assertEquals(Map.of("X-Trace", "1", "Idempotency-Key", "k1"), added.headers());
    assertEquals(2, added.maxRetries());
    assertEquals(Duration.ofMinutes(4), added.jobTimeout());
    assertTrue(added.check());
    assertEquals(512L, added.maxBufferedBytes());
  }

  @Test
  void withHeaderReplacesAHeaderOfTheSameName() {
    RequestOptions options = RequestOptions.builder().header("X-Trace", "1").build();
    assertEquals(Map.of("X-Trace", "2"), options.withHeader("X-Trace", "2").headers());
  }
}
