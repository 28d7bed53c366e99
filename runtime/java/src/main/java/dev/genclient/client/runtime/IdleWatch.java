package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Watches the bodies being gathered whole for silence: one check on the shared timer at the earliest
 * deadline among them, instead of a timer set and cancelled per body (each a wake-up of the timer
 * thread). A body joins when its answer starts and leaves when it ends; the check fails each body
 * silent for its idle time and sets itself again for the next deadline. Each transport has its own.
 */
final class IdleWatch {
  /** A body watched: when it last received bytes, how long it may stay silent, and how it gives up. */
  interface Watched {
    /** The time its silence started, on {@link System#nanoTime()}. */
    long lastArrival();

    long idleNanos();

    /** Gives up: the body failed by silence. */
    void expire();
  }

  private final Set<Watched> watched = ConcurrentHashMap.newKeySet();
  /** When the next check is set for (nanoTime), {@link Long#MAX_VALUE} for none. */
  private final AtomicLong next = new AtomicLong(Long.MAX_VALUE);

  void watch(Watched body) {
    watched.add(body);
    checkBy(body.lastArrival() + body.idleNanos());
  }

  void forget(Watched body) {
    watched.remove(body);
  }

  /** Makes sure a check runs no later than {@code deadline}. */
  private void checkBy(long deadline) {
    long set = next.get();
    while (deadline - set < 0) {
      if (next.compareAndSet(set, deadline)) {
        Async.schedule(this::check, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
        return;
      }
      set = next.get();
    }
  }

  private void check() {
    next.set(Long.MAX_VALUE);
    long now = System.nanoTime();
    long earliest = Long.MAX_VALUE;
    for (Watched body : watched) {
      long deadline = body.lastArrival() + body.idleNanos();
      if (deadline - now <= 0) {
        watched.remove(body);
        body.expire();
      } else if (deadline - earliest < 0) {
        earliest = deadline;
      }
    }
    if (earliest != Long.MAX_VALUE) {
      checkBy(earliest);
    }
  }
}
