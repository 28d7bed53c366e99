package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.CatalogException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link CatalogPipeline#prepare} on two threads (loading and validating, with every language's
 * naming rules) gives what it gives on one: the same diagnostics, lines and exit, or the same
 * model, digest and warnings, for the invalid fixtures of both modules, the hostile and the other
 * test catalogs and the examples.
 */
class ParallelPrepareTest {
  static Stream<Path> catalogs() throws IOException {
    List<Path> all = new ArrayList<>();
    for (String dir : List.of("src/test/resources/invalid", "../catalog/src/test/resources/invalid")) {
      try (Stream<Path> files = Files.list(Path.of(dir))) {
        files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(all::add);
      }
    }
    for (String dir : List.of("src/test/resources/catalogs", "../examples")) {
      try (Stream<Path> dirs = Files.list(Path.of(dir))) {
        dirs.map(d -> d.resolve("operations.json")).filter(Files::isRegularFile).sorted().forEach(all::add);
      }
    }
    assertTrue(all.stream().anyMatch(p -> p.toString().contains("hostile")), "the hostile catalogs are found");
    assertTrue(all.size() > 60, "too few catalogs found: " + all.size());
    return all.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogs")
  void oneThreadAndTwoAgree(Path catalog) throws IOException {
    assertEquals(outcome(catalog, 1), outcome(catalog, 2));
  }

  private static List<Object> outcome(Path catalog, int threads) throws IOException {
    try {
      CatalogPipeline.Prepared prepared = new CatalogPipeline(Timings.OFF, threads).prepare(catalog);
      return List.of("prepared", prepared.loaded().catalog(), prepared.warningDiagnostics(), prepared.warnings());
    } catch (CatalogException e) {
      return List.of("failed", e.renderedLines());
    }
  }
}
