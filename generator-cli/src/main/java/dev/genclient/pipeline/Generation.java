package dev.genclient.pipeline;

import dev.genclient.catalog.CatalogException;
import dev.genclient.output.DriftCheck;
import dev.genclient.output.DriftReport;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One generation run, shared by {@code generate} and {@code sync}: every target is rendered into
 * its files' final bytes first, then all directories are written, or all checked. A target that
 * fails to render therefore leaves every output directory as it was.
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

  /** A job's files, in their final bytes; {@code unlisted} are written too but not listed in the manifest (a sync lock). */
  public record Rendered(Job job, List<GeneratedFile> files, List<GeneratedFile> unlisted) {
    public Rendered {
      files = List.copyOf(files);
      unlisted = List.copyOf(unlisted);
    }

    public Rendered withUnlisted(List<GeneratedFile> extra) {
      return new Rendered(job, files, extra);
    }
  }

  private final CatalogPipeline pipeline;
  private final Path templates;
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
    this.templates = templates;
    this.timings = timings;
    this.threads = Math.max(1, threads);
    this.pipeline = new CatalogPipeline(timings);
  }

  /** Checks every job's derived paths, then renders every job, before anything is written. */
  public List<Rendered> render(CatalogPipeline.Prepared prepared, List<Job> jobs) throws CatalogException {
    long begin = timings.begin();
    pipeline.checkPaths(prepared, jobs);
    timings.end("output paths, run options", begin);
    return Parallel.map(jobs, threads, job -> {
      long start = timings.begin();
      Rendered rendered = new Rendered(job, pipeline.render(prepared.linked(), job.target(), job.options(), templates), List.of());
      timings.end("render " + job.target().name(), start);
      return rendered;
    });
  }

  /** Writes every rendered job, printing one summary line per directory. */
  public void write(List<Rendered> rendered, PrintWriter out) throws IOException {
    List<OutputWriter.Job> writes = rendered.stream()
        .map(r -> new OutputWriter.Job(r.job().dir(), r.files(), r.unlisted()))
        .toList();
    long begin = timings.begin();
    List<OutputWriter.Result> results = new OutputWriter().writeAll(writes);
    timings.end("write", begin);
    for (int i = 0; i < rendered.size(); i++) {
      Job job = rendered.get(i).job();
      OutputWriter.Result result = results.get(i);
      StringBuilder line = new StringBuilder("wrote " + job.target().name() + " to " + job.dir() + ": " + result.describe());
      for (GeneratedFile unlisted : rendered.get(i).unlisted()) {
        line.append("; ").append(unlisted.path())
            .append(result.unlistedWritten().contains(unlisted.path()) ? " written" : " unchanged");
      }
      out.println(line);
    }
  }

  /** Compares every rendered job with its directory; prints what drifted; true when all are in step. */
  public boolean check(List<Rendered> rendered, PrintWriter out) throws IOException {
    return print(rendered, reports(rendered), out);
  }

  /** Prints {@code reports} (of {@code rendered}, in job order): what drifted; true when all are in step. */
  public static boolean print(List<Rendered> rendered, List<DriftReport> reports, PrintWriter out) {
    boolean inStep = true;
    for (int i = 0; i < rendered.size(); i++) {
      Rendered r = rendered.get(i);
      DriftReport report = reports.get(i);
      if (report.inStep()) {
        out.println("in step: " + r.job().dir() + " (" + r.files().size() + " files, " + r.job().target().name() + ")");
      } else {
        inStep = false;
        out.print(report.describe(r.job().dir() + "/"));
      }
    }
    return inStep;
  }

  /** The drift report of every rendered job against its directory, in job order; nothing is printed. */
  public List<DriftReport> reports(List<Rendered> rendered) throws IOException {
    long begin = timings.begin();
    List<DriftReport> reports = Parallel.mapIo(rendered, threads, r -> new DriftCheck().check(r.job().dir(), r.files()));
    timings.end("check", begin);
    return reports;
  }
}
