package dev.genclient.speed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.CountingFileSystem;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Timings;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.PackageBuild;
import dev.genclient.testing.RepoPaths;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite's cheap guard of generation cost on the benchmark's synthetic catalogs
 * ({@code tools/bench/synthetic_catalog.py}), rendered in-process with every target. It asserts
 * counts, never a wall time: the writer's real file-system calls per written file on a real
 * output tree, and that rendering grows linearly with the catalog (files, bytes and the bytes the
 * JVM allocates for each phase, for N and 4N ops). The phase times are printed for the build log
 * only (the machine may be loaded).
 */
class GenerationCostTest {
  private static final int N = 200;
  /**
   * Real file-system calls ({@link CountingFileSystem}) per file of a first write: its open (write and
   * close with it) in the staged tree, and a little per directory (each made once, each new
   * directory renamed into place once).
   */
  private static final double MAX_FRESH_CALLS_PER_FILE = 1.5;
  /** Per file of a rewrite that changes nothing: its stat and the open that compares its bytes, and a listing per directory. */
  private static final double MAX_UNCHANGED_CALLS_PER_FILE = 2.5;
  /**
   * The largest growth, from N to 4N ops, of a linear measure: 4 plus a margin (the fixed part of
   * the output makes it less than 4; a cost that grows with the square of the catalog gives up to 16).
   */
  private static final double MAX_OUTPUT_GROWTH = 4.5;
  /** Allocation also varies with the JIT (the 4N run is warmer, so it allocates less per op, not more). */
  private static final double MAX_ALLOCATION_GROWTH = 6;

  /** The synthetic catalogs the script writes. */
  @TempDir
  static Path catalogs;
  /** The runs of N ops, by shape (kept: both tests use the wide one). */
  private static final Map<String, Run> SMALL_RUNS = new HashMap<>();

  @TempDir
  Path tmp;

  /** What one in-process run of every target measured, and its files by target. */
  private record Run(int ops, Map<String, Long> allocated, long files, long bytes,
      Map<String, List<GeneratedFile>> rendered, String timings) {}

  /** The run of {@code ops} ops of {@code shape}; a run of N ops is made once and kept. */
  private static Run run(String shape, int ops) throws Exception {
    Run kept = SMALL_RUNS.get(shape);
    if (ops == N && kept != null) {
      return kept;
    }
    Run run = render(shape, ops);
    if (ops == N) {
      SMALL_RUNS.put(shape, run);
    }
    return run;
  }

  private static Run render(String shape, int ops) throws Exception {
    Path catalog = catalogs.resolve(shape + "-" + ops + ".json");
    PackageBuild.Result made = PackageBuild.run(List.of("python3",
        RepoPaths.root().resolve("tools/bench/synthetic_catalog.py").toString(), String.valueOf(ops), "--shape", shape),
        catalogs, Map.of(), 60, "install python3 (apt-get install python3)");
    assertEquals(0, made.exitCode(), made.output());
    Files.writeString(catalog, made.output());
    Map<String, Long> allocated = new LinkedHashMap<>();
    Timings timings = Timings.recording();
    // One thread: the allocation counter is this thread's, so the loading and validating that
    // would otherwise be shared with a second thread must all happen here to be counted.
    CatalogPipeline pipeline = new CatalogPipeline(timings, 1);
    long cpuStart = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long before = allocatedBytes();
    CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
    allocated.put("load, validate, link", allocatedBytes() - before);
    long files = 0;
    Map<String, List<GeneratedFile>> byTarget = new LinkedHashMap<>();
    long bytes = 0;
    for (String name : Targets.names()) {
      Target target = Targets.byName(name).orElseThrow();
      before = allocatedBytes();
      long begin = timings.begin();
      List<GeneratedFile> rendered = pipeline.render(prepared.plan(), target, TargetOptions.DEFAULTS, null);
      timings.end("render " + name, begin);
      allocated.put("render " + name, allocatedBytes() - before);
      for (GeneratedFile file : rendered) {
        bytes += file.bytes().length;
      }
      files += rendered.size();
      byTarget.put(name, rendered);
    }
    StringWriter text = new StringWriter();
    timings.print(new PrintWriter(text));
    text.append(String.format(Locale.ROOT, "cpu time of this thread: %.1f ms%n",
        (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpuStart) / 1e6));
    assertTrue(timings.phases().stream().anyMatch(p -> p.name().equals("load")), text.toString());
    return new Run(ops, allocated, files, bytes, byTarget, text.toString());
  }

  /** The bytes this thread has allocated so far (HotSpot's per-thread counter). */
  private static long allocatedBytes() {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    assertTrue(threads.isThreadAllocatedMemorySupported(), "this JVM does not count allocated bytes per thread");
    threads.setThreadAllocatedMemoryEnabled(true);
    return threads.getThreadAllocatedBytes(Thread.currentThread().getId());
  }

  @Test
  void renderingGrowsLinearlyWithTheCatalog() throws Exception {
    for (String shape : List.of("wide", "shared")) {
      Run small = run(shape, N);
      Run large = run(shape, 4 * N);
      System.out.printf("generation cost, %s shape, %d ops: %d files, %d bytes%n%s", shape, small.ops(), small.files(),
          small.bytes(), small.timings());
      System.out.printf("generation cost, %s shape, %d ops: %d files, %d bytes%n%s", shape, large.ops(), large.files(),
          large.bytes(), large.timings());
      assertGrowth(shape + ": files", small.files(), large.files(), MAX_OUTPUT_GROWTH);
      assertGrowth(shape + ": bytes", small.bytes(), large.bytes(), MAX_OUTPUT_GROWTH);
      for (String phase : small.allocated().keySet()) {
        assertGrowth(shape + ": bytes allocated by " + phase, small.allocated().get(phase), large.allocated().get(phase),
            MAX_ALLOCATION_GROWTH);
      }
    }
  }

  private static void assertGrowth(String what, long small, long large, double max) {
    double growth = (double) large / small;
    System.out.printf(Locale.ROOT, "  %-50s %14d -> %14d: %.2fx for 4x the ops%n", what, small, large, growth);
    assertTrue(small > 0, what + ": nothing measured at " + N + " ops");
    assertTrue(growth <= max, what + " grew " + growth + "x from " + N + " to " + 4 * N + " ops (at most " + max
        + "x: a cost that grows faster than the catalog)");
  }

  @Test
  void writingTheOutputCostsAFewFileSystemCallsPerFile() throws Exception {
    Run run = run("wide", N);
    CountingFileSystem fs = new CountingFileSystem();
    List<OutputWriter.Job> jobs = new ArrayList<>();
    run.rendered().forEach((target, files) -> jobs.add(new OutputWriter.Job(fs.wrap(tmp.resolve(target)), files, List.of())));
    OutputWriter writer = new OutputWriter();
    long start = System.nanoTime();
    List<OutputWriter.Result> fresh = writer.writeAll(jobs);
    long freshMillis = (System.nanoTime() - start) / 1_000_000;
    int freshCalls = fs.total();
    Map<String, Integer> freshKinds = fs.counts();
    fs.reset();
    start = System.nanoTime();
    List<OutputWriter.Result> again = writer.writeAll(jobs);
    long againMillis = (System.nanoTime() - start) / 1_000_000;
    int againCalls = fs.total();
    int written = fresh.stream().mapToInt(OutputWriter.Result::written).sum();
    int unchanged = again.stream().mapToInt(OutputWriter.Result::unchanged).sum();
    double freshPerFile = (double) freshCalls / written;
    double againPerFile = (double) againCalls / unchanged;
    System.out.printf(Locale.ROOT, "write cost, wide shape, %d ops, every target: %d files, fresh %.2f file-system "
        + "calls per file %s (%d ms), unchanged %.2f per file %s (%d ms)%n", N, written, freshPerFile, freshKinds,
        freshMillis, againPerFile, fs.counts(), againMillis);
    assertEquals(run.files(), written, "every file written");
    assertEquals(run.files(), unchanged, "every file unchanged on the second write");
    assertTrue(freshPerFile <= MAX_FRESH_CALLS_PER_FILE, "fresh write: " + freshPerFile + " calls per file " + freshKinds);
    assertTrue(againPerFile <= MAX_UNCHANGED_CALLS_PER_FILE, "unchanged rewrite: " + againPerFile + " calls per file "
        + fs.counts());
  }

}
