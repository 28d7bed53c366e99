package dev.genclient.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes generated files into output directories: each file replaced atomically, unchanged files
 * left untouched, a manifest recorded, and the files an earlier run wrote that this run no longer
 * produces removed. Only this class writes generated output to disk.
 *
 * <p>A run takes the lock of every directory, then checks every one — paths, limits, symbolic
 * links, the manifest, what is already there — before it changes any (see {@link DirectoryPlan}),
 * so a refusal anywhere leaves every directory as it was.
 */
public final class OutputWriter {
  /** What a write did, for the CLI's summary line. */
  public record Result(int written, int unchanged, List<String> removed, List<String> keptLinks, List<String> cleaned,
      List<String> unlistedWritten, int fileOperations) {
    public Result {
      removed = List.copyOf(removed);
      keptLinks = List.copyOf(keptLinks);
      cleaned = List.copyOf(cleaned);
      unlistedWritten = List.copyOf(unlistedWritten);
    }

    /** {@code "3 written, 1 unchanged, removed stale [a.md]"}, then what was kept or cleaned, if anything. */
    public String describe() {
      return written + " written, " + unchanged + " unchanged" + (removed.isEmpty() ? "" : ", removed stale " + removed)
          + (keptLinks.isEmpty() ? "" : ", kept stale symbolic links " + keptLinks + " (remove them by hand)")
          + (cleaned.isEmpty() ? "" : ", removed leftover temp files " + cleaned);
    }
  }

  /** One directory's files; {@code unlisted} files are written but kept out of the manifest (a sync lock). */
  public record Job(Path dir, List<GeneratedFile> files, List<GeneratedFile> unlisted) {
    public Job {
      files = List.copyOf(files);
      unlisted = List.copyOf(unlisted);
    }
  }

  /** Writes one directory. */
  public Result write(Path dir, List<GeneratedFile> files) throws IOException {
    return writeAll(List.of(new Job(dir, files, List.of()))).get(0);
  }

  /** Writes every job's directory, or, when any of them is refused, none. */
  public List<Result> writeAll(List<Job> jobs) throws IOException {
    List<DirectoryLock> locks = new ArrayList<>();
    List<DirectoryPlan> plans = new ArrayList<>();
    try {
      for (Job job : jobs) {
        Path root = job.dir().toAbsolutePath().normalize();
        locks.add(DirectoryLock.acquire(root));
        plans.add(DirectoryPlan.of(root, job.files(), job.unlisted()));
      }
    } catch (IOException | RuntimeException e) {
      for (DirectoryLock lock : locks) {
        try {
          lock.releaseUnchanged();
        } catch (IOException suppressed) {
          e.addSuppressed(suppressed);
        }
      }
      throw e;
    }
    List<Result> results = new ArrayList<>();
    try {
      for (DirectoryPlan plan : plans) {
        results.add(plan.apply());
      }
    } finally {
      for (DirectoryLock lock : locks) {
        lock.close();
      }
    }
    return results;
  }
}
