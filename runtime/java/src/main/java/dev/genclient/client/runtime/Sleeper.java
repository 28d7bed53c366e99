package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;

/**
 * Waits between retries and job polls, and tells the time a job wait's deadline is measured on; tests
 * inject one that does not sleep (and, to test deadlines, a clock its waits advance).
 */
@FunctionalInterface
public interface Sleeper {
  /** Real time: a blocking wait sleeps, an asynchronous one is a timer (no thread waits). */
  Sleeper REAL = new Sleeper() {
    @Override
    public void sleep(Duration duration) throws InterruptedException {
      Thread.sleep(duration.toMillis(), duration.toNanosPart() % 1_000_000);
    }

    @Override
    public CompletableFuture<Void> delay(Duration duration) {
      return Async.after(duration);
    }
  };

  void sleep(Duration duration) throws InterruptedException;

  /**
   * A future completed after {@code duration}, for the asynchronous calls; by default it calls
   * {@link #sleep} at once (a test's sleeper that does not sleep), {@link #REAL} sets a timer.
   */
  default CompletableFuture<Void> delay(Duration duration) {
    try {
      sleep(duration);
      return CompletableFuture.completedFuture(null);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CompletableFuture.failedFuture(new CancellationException("interrupted while waiting"));
    }
  }

  /** The time of a monotonic clock, in nanoseconds ({@link System#nanoTime()} unless a test keeps its own). */
  default long nanoTime() {
    return System.nanoTime();
  }
}
