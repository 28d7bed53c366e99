package dev.genclient.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mutator itself, over a fixed range of seeds: it must produce a mutant for every seed, since
 * a mutator failure in {@link CatalogFuzzTest} (whose seed changes each run) fails CI at random.
 * Operators stack, so an earlier one may leave raw text or a scalar where a later one looks for
 * an object.
 */
class CatalogMutatorTest {
  private static final int SEEDS = 4_000;
  /** Seeds that once failed: 8941 replaced an op by raw text, then gave that op a hostile id. */
  private static final List<Long> REGRESSIONS = List.of(8_941L);

  @Test
  void everySeedGivesAMutantAndTheSameSeedTheSameBytes() throws Exception {
    JsonNode example = CatalogMutator.parse(Files.readAllBytes(RepoPaths.exampleCatalog()));
    List<String> failures = new ArrayList<>();
    List<Long> seeds = new ArrayList<>(REGRESSIONS);
    for (long seed = 0; seed < SEEDS; seed++) {
      seeds.add(seed);
    }
    for (long seed : seeds) {
      try {
        CatalogMutator.mutant(example, seed);
      } catch (RuntimeException failed) {
        failures.add("seed " + seed + ": " + failed);
      }
      if (failures.size() == 10) {
        break;
      }
    }
    assertEquals(List.of(), failures);
    assertEquals(new String(CatalogMutator.mutant(example, 7).bytes()), new String(CatalogMutator.mutant(example, 7).bytes()));
  }
}
