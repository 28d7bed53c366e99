package dev.genclient.client.runtime;

import java.time.Duration;

/**
 * Waits between retries and job polls, and tells the time a job wait's deadline is measured on; tests
 * inject one that does not sleep (and, to test deadlines, a clock its waits advance).
 */
@FunctionalInterface
public interface Sleeper {
  Sleeper REAL = duration -> Thread.sleep(duration.toMillis(), duration.toNanosPart() % 1_000_000);

  void sleep(Duration duration) throws InterruptedException;

  /** The time of a monotonic clock, in nanoseconds ({@link System#nanoTime()} unless a test keeps its own). */
  default long nanoTime() {
    return System.nanoTime();
  }
}
