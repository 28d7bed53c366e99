package dev.genclient.catalog.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.load.CatalogLoader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Loading and validating on two threads gives what one thread gives: the same problems, the same
 * model and digest, and the same diagnostics in the same order, for every invalid fixture and the
 * examples; and a rule's failure is the same failure.
 */
class ParallelValidationTest {
  static Stream<Path> catalogs() throws IOException, URISyntaxException {
    List<Path> all = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of(ParallelValidationTest.class.getResource("/invalid").toURI()))) {
      files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(all::add);
    }
    try (Stream<Path> dirs = Files.list(Path.of("../examples"))) {
      dirs.map(d -> d.resolve("operations.json")).filter(Files::isRegularFile).sorted().forEach(all::add);
    }
    assertTrue(all.size() > 50, "too few catalogs found: " + all);
    return all.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogs")
  void oneThreadAndTwoAgree(Path catalog) throws IOException {
    byte[] bytes = Files.readAllBytes(catalog);
    assertEquals(outcome(bytes, 1), outcome(bytes, 2));
  }

  /** What a catalog loads and validates to on {@code threads} threads, as comparable values. */
  private static List<Object> outcome(byte[] bytes, int threads) {
    CatalogLoader.Draft draft;
    try {
      draft = new CatalogLoader(threads).read("c.json", bytes);
    } catch (CatalogException e) {
      return List.of("not read", e.renderedLines());
    }
    List<Diagnostic> diagnostics = new CatalogValidator(List.of(), threads).check(draft);
    List<String> rendered = diagnostics.stream().map(d -> d.render("c.json", draft.loaded().sourceMap())).toList();
    return List.of(draft.problems(), draft.malformedParts(), Optional.ofNullable(draft.loaded().catalog()),
        diagnostics, rendered);
  }

  /**
   * Rules that all report at the same place (so document order cannot tell them apart) and take
   * turns at random lengths: their diagnostics come out in rule order on two threads, every time.
   */
  @Test
  void diagnosticsAtOnePlaceKeepTheRuleOrder() throws Exception {
    CatalogLoader.Loaded loaded = new CatalogLoader(1).load(Path.of("../examples/agent-sandbox/operations.json"));
    List<CatalogRule> rules = new ArrayList<>();
    for (int r = 0; r < 24; r++) {
      int rule = r;
      rules.add((catalog, out) -> {
        LockSupport.parkNanos((rule * 7919L % 13) * 100_000L);
        out.error(ValidationRule.values()[rule], "/name", "first of " + rule);
        out.warning(ValidationRule.values()[rule], "/name", "second of " + rule);
      });
    }
    CatalogLoader.Draft draft = new CatalogLoader.Draft(loaded, List.of(), java.util.Set.of());
    List<String> inRuleOrder = new ArrayList<>();
    for (int r = 0; r < 24; r++) {
      inRuleOrder.add(ValidationRule.values()[r].id() + ": first of " + r);
      inRuleOrder.add(ValidationRule.values()[r].id() + ": second of " + r);
    }
    List<Diagnostic> serial = new CatalogValidator(rules, 1).check(draft);
    assertEquals(inRuleOrder, serial.stream().map(d -> d.rule().id() + ": " + d.message()).toList());
    for (int run = 0; run < 20; run++) {
      assertEquals(serial, new CatalogValidator(rules, 2).check(draft));
    }
  }

  /** The failure of the first failing rule in rule order, as itself, whichever thread met it first. */
  @Test
  void theFirstFailingRuleInOrderFailsTheRun() throws Exception {
    CatalogLoader.Loaded loaded = new CatalogLoader(1).load(Path.of("../examples/custom-ops/operations.json"));
    IllegalStateException early = new IllegalStateException("early rule");
    IllegalArgumentException late = new IllegalArgumentException("late rule");
    List<CatalogRule> rules = List.of(
        (catalog, out) -> out.error(ValidationRule.SCHEMA, "", "found"),
        (catalog, out) -> {
          LockSupport.parkNanos(20_000_000L); // the late rule, taken first, fails first in time
          throw early;
        },
        (catalog, out) -> {
          throw late;
        });
    for (int threads : new int[] {1, 2}) {
      RuntimeException thrown = assertThrows(RuntimeException.class,
          () -> new CatalogValidator(rules, threads).validate(loaded.catalog()));
      assertSame(early, thrown, "on " + threads + " thread(s)");
    }
  }
}
