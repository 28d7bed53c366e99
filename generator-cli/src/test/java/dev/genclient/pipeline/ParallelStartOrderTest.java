package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Several threads start the heaviest steps first; the results still come back in input order. */
class ParallelStartOrderTest {
  @Test
  void theHeaviestStepsStartFirstAndResultsKeepInputOrder() {
    List<Integer> weights = List.of(1, 6, 2, 4, 3);
    List<Integer> started = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch firstTwo = new CountDownLatch(2);
    List<String> results = Parallel.map(weights, 2, Comparator.comparingInt((Integer w) -> w).reversed(), w -> {
      started.add(w);
      firstTwo.countDown();
      try {
        firstTwo.await(10, TimeUnit.SECONDS); // the two threads each hold a step until both have started
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return "w" + w;
    });
    assertEquals(List.of("w1", "w6", "w2", "w4", "w3"), results);
    assertEquals(Set.of(6, 4), Set.copyOf(started.subList(0, 2)), "started: " + started);
    assertEquals(5, started.size());
  }

  @Test
  void oneThreadRunsInInputOrder() {
    List<Integer> started = new ArrayList<>();
    Parallel.map(List.of(1, 6, 2), 1, Comparator.comparingInt((Integer w) -> w).reversed(), w -> started.add(w));
    assertEquals(List.of(1, 6, 2), started);
  }
}
