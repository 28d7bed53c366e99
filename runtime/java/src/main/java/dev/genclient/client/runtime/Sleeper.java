package dev.genclient.client.runtime;

import java.time.Duration;

/** Waits between retries and job polls; tests inject one that does not sleep. */
@FunctionalInterface
public interface Sleeper {
  Sleeper REAL = duration -> Thread.sleep(duration.toMillis());

  void sleep(Duration duration) throws InterruptedException;
}
