package dev.genclient.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.CatalogException;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded mutations of the example catalog, run through {@code gen-client validate} in-process
 * (every tenth through the whole CLI, the others through the pipeline it runs): every mutant exits
 * 0 or 3, every line it prints is one located diagnostic (or the closing count), nothing escapes
 * as an exception, and every k-th mutant that validates renders every native target.
 *
 * <p>The run's seed is printed (fixed unless {@code -Dgenclient.test.seed=random}); {@code -Dgenclient.test.seed=N} replays a run and
 * {@code -Dgenclient.fuzz.case=I} only its case I. {@code -Dgenclient.fuzz.cases=N} and
 * {@code -Dgenclient.fuzz.generate-every=K} change its size. Cases run on two threads, so a loaded
 * machine gives the test two shares of its cores.
 */
class CatalogFuzzTest {
  private static final long SEED = seed();

  /**
   * The seed: fixed by default, so CI runs the same cases every time and a failure replays as is;
   * {@code -Dgenclient.test.seed=random} explores new ones, {@code =N} replays run N.
   */
  private static long seed() {
    String given = System.getProperty("genclient.test.seed", "20261201");
    return given.equals("random") ? System.nanoTime() : Long.parseLong(given);
  }

  private static final int CASES = Integer.getInteger("genclient.fuzz.cases", 1_000);
  private static final Integer ONLY_CASE = Integer.getInteger("genclient.fuzz.case");
  private static final int GENERATE_EVERY = Integer.getInteger("genclient.fuzz.generate-every", 10);
  /** Every this many cases go through the whole CLI (picocli and its exit codes); the rest through the pipeline. */
  private static final int CLI_EVERY = 10;
  private static final int THREADS = 2;

  private static final Pattern SUMMARY = Pattern.compile(
      "gen-client: \\d+ (problem\\(s\\); nothing was generated|more problem\\(s\\) not shown \\(--verbose shows all\\))");

  @TempDir
  Path tmp;

  /** What one case printed on stderr, line by line, its exit code, and what went wrong. */
  private record Result(int exitCode, boolean generated, List<String> failures) {}

  @Test
  void everyMutantGetsLocatedOneLineErrorsOrGenerates() throws Exception {
    System.out.println("CatalogFuzzTest seed: " + SEED + " (replay with -Dgenclient.test.seed=" + SEED + ")");
    JsonNode example = CatalogMutator.parse(Files.readAllBytes(RepoPaths.exampleCatalog()));
    List<Integer> cases = new ArrayList<>();
    for (int i = 0; i < CASES; i++) {
      if (ONLY_CASE == null || ONLY_CASE == i) {
        cases.add(i);
      }
    }
    long start = System.nanoTime();
    long cpuStart = processCpu();
    ExecutorService workers = Executors.newFixedThreadPool(THREADS);
    List<Future<Result>> futures = new ArrayList<>();
    try {
      for (int i : cases) {
        futures.add(workers.submit(() -> runCase(example, i)));
      }
      Map<Integer, Integer> outcomes = new TreeMap<>();
      List<String> failures = new ArrayList<>();
      int generated = 0;
      for (Future<Result> future : futures) {
        Result result = future.get();
        outcomes.merge(result.exitCode(), 1, Integer::sum);
        failures.addAll(result.failures());
        generated += result.generated() ? 1 : 0;
      }
      System.out.println("CatalogFuzzTest: " + cases.size() + " cases in " + (System.nanoTime() - start) / 1_000_000
          + " ms (process CPU " + (processCpu() - cpuStart) / 1_000_000 + " ms, " + THREADS + " threads); outcomes by exit code "
          + outcomes + " (-1: an exception escaped); " + outcomes.getOrDefault(0, 0) + " validated, " + generated
          + " of them generated every native target (every " + GENERATE_EVERY + "th); seed " + SEED);
      assertTrue(cases.size() >= 1_000 || System.getProperty("genclient.fuzz.cases") != null
          || ONLY_CASE != null, "at least 1,000 cases");
      assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())),
          failures.size() + " failure(s); replay with -Dgenclient.test.seed=" + SEED + " -Dgenclient.fuzz.case=I");
    } finally {
      workers.shutdownNow();
    }
  }

  private Result runCase(JsonNode example, int i) throws Exception {
    CatalogMutator.Mutant mutant = CatalogMutator.mutant(example, SEED * 31 + i);
    String label = "case " + i + " [" + mutant.description() + "]";
    Path file = tmp.resolve("case-" + i + ".json");
    Files.write(file, mutant.bytes());
    Pattern located = Pattern.compile(Pattern.quote(file.toString())
        + "(:\\d+:\\d+|#/\\S*): (warning: )?\\[[a-z][a-z0-9-]*] \\S.*");
    List<String> failures = new ArrayList<>();
    try {
      Outcome outcome;
      try {
        outcome = i % CLI_EVERY == 0 ? viaCli(file) : viaPipeline(file);
      } catch (Throwable escaped) {
        return new Result(-1, false, List.of(label + ": escaped " + escaped));
      }
      if (outcome.exitCode() != 0 && outcome.exitCode() != 3) {
        failures.add(label + ": exit " + outcome.exitCode() + ": " + shorten(String.join("\n", outcome.lines())));
      }
      for (String line : outcome.lines()) {
        if (!located.matcher(line).matches() && !SUMMARY.matcher(line).matches()) {
          failures.add(label + ": not one located line: " + shorten(line));
        }
        if (line.chars().anyMatch(c -> c < 0x20 && c != '\t')) {
          failures.add(label + ": control character in: " + shorten(line));
        }
      }
      boolean generated = false;
      if (outcome.exitCode() == 0 && Math.floorMod(mutant.description().hashCode(), GENERATE_EVERY) == 0) {
        try {
          generateEveryTarget(file);
          generated = true;
        } catch (Throwable failed) {
          failures.add(label + ": validated, then generation failed: " + failed);
        }
      }
      return new Result(outcome.exitCode(), generated, failures);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** What a run printed on stderr, line by line, and its exit code. */
  private record Outcome(int exitCode, List<String> lines) {}

  /** The whole CLI: picocli, the pipeline and the exit-code mapping. */
  private static Outcome viaCli(Path file) {
    CliRun run = CliRun.run("validate", file.toString());
    return new Outcome(run.exitCode(), run.err().lines().filter(line -> !line.isEmpty()).toList());
  }

  /**
   * The pipeline {@code validate} runs, without picocli (a third of the cost): a catalog is either
   * prepared (exit 0, warnings printed) or rejected with a {@link CatalogException}, which the CLI
   * prints line by line and exits 3 with; anything else thrown escapes and fails the case.
   */
  private static Outcome viaPipeline(Path file) throws Exception {
    try {
      return new Outcome(0, new CatalogPipeline().prepare(file).warnings());
    } catch (CatalogException invalid) {
      return new Outcome(3, invalid.renderedLines());
    }
  }

  private static void generateEveryTarget(Path catalog) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
    for (String name : Targets.names()) {
      Target target = Targets.byName(name).orElseThrow();
      if (pipeline.render(prepared.plan(), target, TargetOptions.DEFAULTS, null).isEmpty()) {
        throw new AssertionError(name + " rendered no file");
      }
    }
  }

  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static String shorten(String text) {
    String flat = text.replace("\n", "\\n");
    return flat.length() <= 300 ? flat : flat.substring(0, 300) + "…";
  }
}
