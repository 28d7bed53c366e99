package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.RepoPaths;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Targets rendered on several threads give the same files, in the same order, with the same bytes,
 * as targets rendered one after another; a failing target's exception reaches the caller as itself.
 */
class ParallelGenerationTest {
  private static List<Generation.Job> everyTarget() {
    List<Generation.Job> jobs = new ArrayList<>();
    for (String name : Targets.names()) {
      jobs.add(new Generation.Job(Targets.byName(name).orElseThrow(), TargetOptions.DEFAULTS, Path.of(name)));
    }
    return jobs;
  }

  @Test
  void fourThreadsRenderTheSameBytesAsOne() throws Exception {
    for (Path catalog : List.of(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog())) {
      CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog);
      List<Generation.Rendered> serial = new Generation(null, Timings.OFF, 1).render(prepared, everyTarget());
      for (int round = 0; round < 3; round++) {
        List<Generation.Rendered> parallel = new Generation(null, Timings.OFF, 4).render(prepared, everyTarget());
        assertEquals(serial.size(), parallel.size());
        for (int i = 0; i < serial.size(); i++) {
          List<GeneratedFile> expected = serial.get(i).files();
          List<GeneratedFile> actual = parallel.get(i).files();
          String target = serial.get(i).job().target().name();
          assertEquals(target, parallel.get(i).job().target().name(), "job order");
          assertEquals(expected.size(), actual.size(), target + ": file count");
          for (int f = 0; f < expected.size(); f++) {
            assertEquals(expected.get(f).path(), actual.get(f).path(), target + ": file order");
            assertArrayEquals(expected.get(f).bytes(), actual.get(f).bytes(), target + ": " + expected.get(f).path());
          }
        }
      }
    }
  }

  /** A run that only renders lets the parsed JSON tree go; the targets read the model alone, so the bytes stay the same. */
  @Test
  void renderingWithoutTheTreeGivesTheSameBytes() throws Exception {
    for (Path catalog : List.of(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog())) {
      CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog);
      CatalogPipeline.Prepared reduced = new CatalogPipeline().prepareForRendering(catalog);
      assertNull(reduced.loaded().tree(), "the tree is let go");
      assertEquals(prepared.warnings(), reduced.warnings(), "warnings are still located");
      List<Generation.Rendered> full = new Generation(null, Timings.OFF, 2).render(prepared, everyTarget());
      List<Generation.Rendered> lean = new Generation(null, Timings.OFF, 2).render(reduced, everyTarget());
      for (int i = 0; i < full.size(); i++) {
        List<GeneratedFile> expected = full.get(i).files();
        List<GeneratedFile> actual = lean.get(i).files();
        assertEquals(expected.size(), actual.size());
        for (int f = 0; f < expected.size(); f++) {
          assertArrayEquals(expected.get(f).bytes(), actual.get(f).bytes(), expected.get(f).path());
        }
      }
    }
  }

  @Test
  void aFailingTargetFailsTheRunWithItsOwnException() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoPaths.exampleCatalog());
    // The earlier target in job order fails later in time: its failure is the one reported.
    Target broken = failing("broken", 300, new IllegalStateException("template variable 'x' is not in the view"));
    Target brokenLater = failing("broken-later", 0, new IllegalArgumentException("fails first in time, later in job order"));
    List<Generation.Job> jobs = everyTarget();
    jobs.add(1, new Generation.Job(broken, TargetOptions.DEFAULTS, Path.of("broken")));
    jobs.add(new Generation.Job(brokenLater, TargetOptions.DEFAULTS, Path.of("broken-later")));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new Generation(null, Timings.OFF, 4).render(prepared, jobs));
    assertEquals("template variable 'x' is not in the view", e.getMessage(), "the first failure in job order");
  }

  /** A target that waits {@code millis}, then throws {@code failure}. */
  private static Target failing(String name, long millis, RuntimeException failure) {
    return new Target() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public List<GeneratedFile> generate(dev.genclient.targets.GenerationContext context) {
        java.util.concurrent.locks.LockSupport.parkNanos(millis * 1_000_000L);
        throw failure;
      }
    };
  }

  /**
   * The suite's guard of generation cost: every phase of an in-process run of all targets on the
   * example, with the files rendered, printed for the build log. Wall times are reported, not
   * asserted (the machine may be loaded); what is asserted is that every phase is measured.
   */
  @Test
  void timingsReportEveryPhase() throws Exception {
    Timings timings = Timings.recording();
    CatalogPipeline.Prepared prepared = new CatalogPipeline(timings).prepare(RepoPaths.exampleCatalog());
    List<Generation.Rendered> rendered = new Generation(null, timings, 2).render(prepared, everyTarget());
    int files = rendered.stream().mapToInt(r -> r.files().size()).sum();
    StringWriter text = new StringWriter();
    timings.print(new PrintWriter(text));
    System.out.printf("generation phases, example catalog, %d files:%n%s", files, text);
    List<String> names = timings.phases().stream().map(Timings.Phase::name).toList();
    for (String phase : List.of("load", "validate", "link", "output paths")) {
      assertTrue(names.contains(phase), phase + " missing from " + names);
    }
    for (String target : Targets.names()) {
      assertTrue(names.contains("render " + target), "render " + target + " missing from " + names);
    }
    assertTrue(timings.phases().stream().allMatch(p -> p.nanos() > 0), names.toString());
    assertTrue(text.toString().contains("timings: total"), text.toString());
  }
}
