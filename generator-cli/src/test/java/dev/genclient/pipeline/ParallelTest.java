package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Steps start costliest first; results and the failure reported keep the inputs' order. */
class ParallelTest {
  @Test
  void theCostliestStepsStartFirstAndTheResultsKeepTheInputOrder() {
    List<Integer> costs = List.of(1, 3, 2, 4, 3);
    List<Integer> started = Collections.synchronizedList(new ArrayList<>());
    List<String> results = Parallel.map(costs, 2, cost -> cost, cost -> {
      started.add(cost);
      return "result " + cost;
    });
    assertEquals(List.of("result 1", "result 3", "result 2", "result 4", "result 3"), results);
    // Two threads take the steps in start order, 4, 3, 3, 2, 1; the first two may start in either order.
    assertEquals(Set.of(4, 3), Set.copyOf(started.subList(0, 2)));
    assertEquals(List.of(3, 2, 1), started.subList(2, 5));
  }

  @Test
  void oneThreadRunsTheStepsInInputOrder() {
    List<Integer> started = new ArrayList<>();
    Parallel.map(List.of(1, 3, 2), 1, cost -> cost, cost -> started.add(cost));
    assertEquals(List.of(1, 3, 2), started);
  }

  @Test
  void theFailureReportedIsTheFirstInInputOrderWhicheverStartedFirst() {
    IllegalStateException thrown = assertThrows(IllegalStateException.class,
        () -> Parallel.map(List.of(1, 2, 5, 9), 2, cost -> cost, cost -> {
          if (cost != 1) {
            throw new IllegalStateException("step " + cost);
          }
          return cost;
        }));
    assertEquals("step 2", thrown.getMessage());
  }
}
