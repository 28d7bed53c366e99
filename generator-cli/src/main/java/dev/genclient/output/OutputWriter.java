package dev.genclient.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes generated files into output directories: each file replaced atomically, unchanged files
 * left untouched, a manifest recorded, and the files an earlier run wrote that this run no longer
 * produces removed. Only this class writes generated output to disk.
 *
 * <p>A run ({@link #begin}) takes the lock of every directory first. Then each directory's files
 * come in ({@link Run#stage}, from any thread, one directory per thread), each decided against
 * the disk as it comes — paths, limits, symbolic links, the manifest, what is already there (see
 * {@link DirectoryPlan}) — and the ones to write staged in an owner-only temp directory of that
 * directory, so no file's bytes need to stay in memory. Only {@link Run#commit}, once every
 * directory is staged, changes anything outside the temp directories; a run closed without a
 * commit (a target that failed to render, a refusal anywhere) removes them, so every directory is
 * left as it was.
 */
public final class OutputWriter {
  /** What a write did, for the CLI's summary line. */
  public record Result(int written, int unchanged, List<String> removed, List<String> cleaned,
      List<String> unlistedWritten) {
    public Result {
      removed = List.copyOf(removed);
      cleaned = List.copyOf(cleaned);
      unlistedWritten = List.copyOf(unlistedWritten);
    }

    /** {@code "3 written, 1 unchanged, removed stale [a.md]"}, then what was kept or cleaned, if anything. */
    public String describe() {
      return written + " written, " + unchanged + " unchanged" + (removed.isEmpty() ? "" : ", removed stale " + removed)
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
    try (Run run = begin(jobs.stream().map(Job::dir).toList())) {
      for (int i = 0; i < jobs.size(); i++) {
        Staging staging = run.stage(i, jobs.get(i).unlisted());
        for (GeneratedFile file : jobs.get(i).files()) {
          staging.add(file);
        }
        staging.finish();
      }
      return run.commit();
    }
  }

  /**
   * Starts a run writing {@code dirs}: takes every directory's lock, in order (creating a missing
   * directory), or, when one is refused, releases the ones taken and removes what taking them created.
   */
  public Run begin(List<Path> dirs) throws IOException {
    List<Path> roots = new ArrayList<>();
    List<DirectoryLock> locks = new ArrayList<>();
    try {
      for (Path dir : dirs) {
        Path root = dir.toAbsolutePath().normalize();
        locks.add(DirectoryLock.acquire(root));
        roots.add(root);
      }
    } catch (IOException | RuntimeException e) {
      release(locks, e);
      throw e;
    }
    return new Run(roots, locks);
  }

  /**
   * Releases {@code locks} after a run that changed nothing, the last taken first, so a directory
   * made for an earlier lock is empty again when its turn comes.
   */
  private static void release(List<DirectoryLock> locks, Exception failure) {
    for (int i = locks.size() - 1; i >= 0; i--) {
      try {
        locks.get(i).releaseUnchanged();
      } catch (IOException suppressed) {
        failure.addSuppressed(suppressed);
      }
    }
  }

  /**
   * One writing run over locked directories: stage each directory's files, then commit them all.
   * Closing a run that was not committed removes everything staged and releases the locks, so the
   * directories are as they were.
   */
  public static final class Run implements AutoCloseable {
    private final List<Path> roots;
    private final List<DirectoryLock> locks;
    private final DirectoryPlan[] plans;
    /** Every temp directory of this run's plans: one directory's staging is never another's leftover. */
    private final Set<Path> staging = ConcurrentHashMap.newKeySet();
    private boolean committed;
    private boolean closed;

    private Run(List<Path> roots, List<DirectoryLock> locks) {
      this.roots = roots;
      this.locks = locks;
      this.plans = new DirectoryPlan[roots.size()];
    }

    /**
     * Starts staging the directory at {@code index} (of {@link #begin}'s list): reads its manifest
     * (refusing a bad one); its files then come through the returned {@link Staging}, plus
     * {@code unlisted} (written, not listed in the manifest: a sync lock). Each directory is staged
     * by one thread; different directories may be staged at the same time.
     */
    public Staging stage(int index, List<GeneratedFile> unlisted) throws IOException {
      synchronized (this) {
        if (committed || closed || plans[index] != null) {
          throw new IllegalStateException("directory " + index + " of this run cannot be staged now");
        }
      }
      DirectoryPlan plan = new DirectoryPlan(roots.get(index), unlisted, staging);
      synchronized (this) {
        plans[index] = plan;
      }
      return new Staging(plan);
    }

    /**
     * Carries every directory's plan out, in order (each: directories, leftovers, the manifest
     * first, renames, stale files, the final manifest), then releases the locks.
     */
    public synchronized List<Result> commit() throws IOException {
      for (int i = 0; i < plans.length; i++) {
        if (plans[i] == null || !plans[i].finished()) {
          throw new IllegalStateException("directory " + roots.get(i) + " is not staged");
        }
      }
      committed = true;
      List<Result> results = new ArrayList<>();
      int applied = 0;
      try {
        for (DirectoryPlan plan : plans) {
          applied++;
          results.add(plan.apply());
        }
      } finally {
        for (int i = applied; i < plans.length; i++) {
          plans[i].discard();
        }
        for (DirectoryLock lock : locks) {
          lock.close();
        }
        closed = true;
      }
      return results;
    }

    /** Without a commit: removes what was staged and releases the locks; the directories are as they were. */
    @Override
    public synchronized void close() throws IOException {
      if (closed) {
        return;
      }
      closed = true;
      IOException failure = new IOException("cleaning up a run that was not committed");
      for (DirectoryPlan plan : plans) {
        if (plan != null) {
          try {
            plan.discard();
          } catch (IOException e) {
            failure.addSuppressed(e);
          }
        }
      }
      release(locks, failure);
      if (failure.getSuppressed().length > 0) {
        throw failure;
      }
    }
  }

  /** One directory's files as they are rendered: each decided and, when it is to be written, staged. */
  public static final class Staging {
    private final DirectoryPlan plan;

    private Staging(DirectoryPlan plan) {
      this.plan = plan;
    }

    /** Decides {@code file} against the disk and stages it when it is to be written; its bytes are not kept. */
    public void add(GeneratedFile file) throws IOException {
      Put put = decide(file);
      if (put != null) {
        put.write();
      }
    }

    /**
     * Decides {@code file} against the disk: null when it is unchanged, else its place in the
     * temp directory, whose bytes {@link Put#write} puts there (from any thread) before the commit.
     * The files of one directory are decided by one thread at a time, in the order they come.
     */
    public Put decide(GeneratedFile file) throws IOException {
      return plan.decide(file);
    }

    /** After the last file (every one put): stages the unlisted files, decides the stale files and the manifest. */
    public void finish() throws IOException {
      plan.finish();
    }
  }

  /** A decided file's bytes on their way to their place in a temp directory. */
  public static final class Put {
    private final StagingArea area;
    private final StagingArea.Staged staged;
    private final byte[] bytes;

    Put(StagingArea area, StagingArea.Staged staged, byte[] bytes) {
      this.area = area;
      this.staged = staged;
      this.bytes = bytes;
    }

    /** Creates, writes and closes the staged file; puts of different files may run at once. */
    public void write() throws IOException {
      area.put(staged, bytes);
    }
  }
}
