package dev.genclient.mock;

import java.util.LinkedHashMap;
import java.util.Map;

/** Counts per key (request id, job id) for the controls that change over tries; the least recently used keys are forgotten first. */
final class RecentCounts {
  private final Map<String, Integer> counts;

  RecentCounts(int remembered) {
    this.counts = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
        return size() > remembered;
      }
    };
  }

  /** Counts one more for {@code key} and returns its count, 1 the first time. */
  int next(String key) {
    synchronized (counts) {
      return counts.merge(key, 1, Integer::sum);
    }
  }
}
