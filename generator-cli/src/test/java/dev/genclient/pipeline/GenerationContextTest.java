package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.java.JavaTarget;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Every target of a run renders from the one plan the run prepared, handed down in its context; no plan outlives its run. */
class GenerationContextTest {
  /** Records the context it is given. */
  private static final class Recording implements Target {
    private final String name;
    private final List<GenerationContext> seen;

    Recording(String name, List<GenerationContext> seen) {
      this.name = name;
      this.seen = seen;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public List<GeneratedFile> generate(GenerationContext context) {
      seen.add(context);
      return List.of(new GeneratedFile(name + ".txt", name + "\n"));
    }
  }

  @Test
  void everyTargetOfARunGetsThePlanTheRunPrepared() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoPaths.exampleCatalog());
    List<GenerationContext> seen = new CopyOnWriteArrayList<>();
    TargetOptions options = TargetOptions.DEFAULTS.with(JavaTarget.PACKAGE, "a.b");
    List<Generation.Job> jobs = List.of(new Generation.Job(new Recording("one", seen), options, Path.of("one")),
        new Generation.Job(new Recording("two", seen), TargetOptions.DEFAULTS, Path.of("two")));
    new Generation(null, Timings.OFF, 2).render(prepared, jobs);
    assertEquals(2, seen.size());
    for (GenerationContext context : seen) {
      assertSame(prepared.plan(), context.plan());
      assertEquals(Targets.clientLanguages(), context.languages());
    }
    GenerationContext one = seen.stream().filter(c -> c.options().equals(options)).findFirst().orElseThrow();
    assertEquals("a.b", one.options().values().get("package"));
    assertNotSame(seen.get(0).renderer(), seen.get(1).renderer(), "each target renders with a renderer of its own");
  }

  @Test
  void aPlanIsNeverHandedOutAgainForAnotherRun() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    ClientPlan first = pipeline.prepare(RepoPaths.exampleCatalog()).plan();
    ClientPlan second = pipeline.prepare(RepoPaths.exampleCatalog()).plan();
    assertNotSame(first, second);
    assertNotSame(first, ClientPlan.of(first.linked()), "ClientPlan.of builds a plan; it caches none");
  }
}
