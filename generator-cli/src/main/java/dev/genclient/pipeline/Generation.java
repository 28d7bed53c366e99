package dev.genclient.pipeline;

import dev.genclient.catalog.CatalogException;
import dev.genclient.output.DriftCheck;
import dev.genclient.output.DriftReport;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.render.CompiledTemplates;
import dev.genclient.templates.TemplateException;
import dev.genclient.templates.TemplateOverrides;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * One generation run, shared by {@code generate} and {@code sync}. Writing: every output directory
 * is locked first; then targets render (up to {@code threads} at a time), and their files, in
 * batches of {@link WriteBatch#BYTES} as they are made, are decided against their directories and
 * staged in each directory's temp directory ({@link OutputWriter.Run}) while rendering waits; only
 * when every target has rendered and staged are the files renamed
 * into place, stale files removed and manifests written. A target that fails to render, or a
 * directory that is refused, therefore leaves every output directory as it was. Checking: each
 * file is compared with the disk as it is rendered ({@link DriftCheck.Session}). Either way a
 * file's bytes are held only from its rendering until its batch is staged, or it is compared.
 */
public final class Generation {
  /** One target rendered into one directory with its options. */
  public record Job(Target target, TargetOptions options, Path dir) {
    public Job {
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(options, "options");
      Objects.requireNonNull(dir, "dir");
    }
  }

  /** A job's files, in their final bytes, all in memory (for tests and callers that need the list). */
  public record Rendered(Job job, List<GeneratedFile> files) {
    public Rendered {
      files = List.copyOf(files);
    }
  }

  /** A job compared with its directory: how many files it rendered and what drifted. */
  public record Checked(Job job, int files, DriftReport report) {}

  private final CatalogPipeline pipeline;
  private final CompiledTemplates templates;
  private final Timings timings;
  private final int threads;

  /** {@code templates} overrides built-in templates file by file (null: none). */
  public Generation(Path templates) {
    this(templates, Timings.OFF, Runtime.getRuntime().availableProcessors());
  }

  /**
   * A run that records its phases in {@code timings} and renders (or checks) up to
   * {@code threads} targets at a time; each target's bytes do not depend on the others, so the
   * output is the same for any number of threads.
   */
  public Generation(Path templates, Timings timings, int threads) {
    this(timings, threads, new CompiledTemplates(templates));
  }

  /** A run on {@code templates}, this run's own (compiled once for the run, perhaps already being compiled). */
  public Generation(Timings timings, int threads, CompiledTemplates templates) {
    this.templates = templates;
    this.timings = timings;
    this.threads = Math.max(1, threads);
    this.pipeline = new CatalogPipeline(timings);
  }

  /** Checks the template overrides and every job's derived paths, before anything is rendered. */
  private void checkJobs(CatalogPipeline.Prepared prepared, List<Job> jobs) throws CatalogException, TemplateException {
    TemplateOverrides.check(templates.overrideDir());
    long begin = timings.begin();
    pipeline.checkPaths(prepared, jobs);
    timings.end("output paths, run options", begin);
  }

  /** Renders every job into memory, writing nothing (tests, and callers that need the files themselves). */
  public List<Rendered> render(CatalogPipeline.Prepared prepared, List<Job> jobs) throws CatalogException, TemplateException {
    checkJobs(prepared, jobs);
    return Parallel.map(jobs, threads, job -> {
      long start = timings.begin();
      Rendered rendered = new Rendered(job, pipeline.render(templates, prepared.plan(), job.target(), job.options()));
      timings.end("render " + job.target().name(), start);
      return rendered;
    });
  }

  /** Renders and writes every job, printing one summary line per directory. */
  public void write(CatalogPipeline.Prepared prepared, List<Job> jobs, PrintWriter out)
      throws IOException, CatalogException, TemplateException {
    write(prepared, jobs, jobs.stream().map(job -> List.<GeneratedFile>of()).toList(), out);
  }

  /**
   * Renders and writes every job, with {@code unlisted.get(i)} written beside job i's files but
   * not listed in its manifest (a sync lock), printing one summary line per directory.
   */
  public void write(CatalogPipeline.Prepared prepared, List<Job> jobs, List<List<GeneratedFile>> unlisted, PrintWriter out)
      throws IOException, CatalogException, TemplateException {
    checkJobs(prepared, jobs);
    List<OutputWriter.Result> results;
    try (OutputWriter.Run run = new OutputWriter().begin(jobs.stream().map(Job::dir).toList())) {
      List<Integer> indexes = IntStream.range(0, jobs.size()).boxed().toList();
      WriteBatch batch = new WriteBatch(timings, threads);
      Parallel.mapIo(indexes, threads, i -> {
        Job job = jobs.get(i);
        long start = timings.begin();
        OutputWriter.Staging staging = run.stage(i, unlisted.get(i));
        new Sink(file -> batch.add(staging, file)).render(prepared, job);
        batch.finish(staging);
        timings.end("render " + job.target().name(), start);
        return null;
      });
      batch.record();
      long begin = timings.begin();
      results = run.commit();
      timings.end("write", begin);
    }
    for (int i = 0; i < jobs.size(); i++) {
      Job job = jobs.get(i);
      OutputWriter.Result result = results.get(i);
      StringBuilder line = new StringBuilder("wrote " + job.target().name() + " to " + job.dir() + ": " + result.describe());
      for (GeneratedFile file : unlisted.get(i)) {
        line.append("; ").append(file.path())
            .append(result.unlistedWritten().contains(file.path()) ? " written" : " unchanged");
      }
      out.println(line);
    }
  }

  /** Renders every job and compares it with its directory; prints what drifted; true when all are in step. */
  public boolean check(CatalogPipeline.Prepared prepared, List<Job> jobs, PrintWriter out)
      throws IOException, CatalogException, TemplateException {
    return print(reports(prepared, jobs), out);
  }

  /** Prints {@code checked} (in job order): what drifted; true when all are in step. */
  public static boolean print(List<Checked> checked, PrintWriter out) {
    return print(checked, out, Path::toString);
  }

  /** Prints {@code checked} (in job order), each directory as {@code shown} names it: what drifted; true when all are in step. */
  public static boolean print(List<Checked> checked, PrintWriter out, Function<Path, String> shown) {
    boolean inStep = true;
    for (Checked c : checked) {
      if (c.report().inStep()) {
        out.println("in step: " + shown.apply(c.job().dir()) + " (" + c.files() + " files, " + c.job().target().name() + ")");
      } else {
        inStep = false;
        out.print(c.report().describe(shown.apply(c.job().dir()) + "/"));
      }
    }
    return inStep;
  }

  /**
   * Renders every job and compares each file with its directory as it is rendered, writing and
   * printing nothing: the drift reports, in job order.
   */
  public List<Checked> reports(CatalogPipeline.Prepared prepared, List<Job> jobs)
      throws IOException, CatalogException, TemplateException {
    checkJobs(prepared, jobs);
    return Parallel.mapIo(jobs, threads, job -> {
      long start = timings.begin();
      DriftCheck.Session session = new DriftCheck().open(job.dir());
      Sink sink = new Sink(session::add);
      sink.render(prepared, job);
      DriftReport report = session.finish();
      timings.end("render " + job.target().name(), start);
      timings.record("check " + job.target().name(), sink.nanos);
      return new Checked(job, session.files(), report);
    });
  }

  /** A file's next step, which may fail with an I/O error. */
  @FunctionalInterface
  private interface FileStep {
    void accept(GeneratedFile file) throws IOException;
  }

  /**
   * Hands each rendered file to a step (staging or comparing it) and measures the time spent
   * there; an I/O error stops the target's rendering and comes out of {@link #render} as itself.
   */
  private final class Sink {
    private final FileStep step;
    private long nanos;

    Sink(FileStep step) {
      this.step = step;
    }

    void render(CatalogPipeline.Prepared prepared, Job job) throws IOException {
      try {
        pipeline.render(templates, prepared.plan(), job.target(), job.options(), file -> {
          long start = System.nanoTime();
          try {
            step.accept(file);
          } catch (IOException e) {
            throw new StepFailure(e);
          } finally {
            nanos += System.nanoTime() - start;
          }
        });
      } catch (StepFailure failure) {
        throw failure.getCause();
      }
    }
  }

  /** Carries a step's I/O error out of a target's rendering. */
  private static final class StepFailure extends UncheckedIOException {
    StepFailure(IOException cause) {
      super(cause);
    }
  }
}
