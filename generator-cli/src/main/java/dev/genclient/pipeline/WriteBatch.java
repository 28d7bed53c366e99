package dev.genclient.pipeline;

import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The rendered files of a writing run on their way to their directories' staging, written in
 * batches: files collect here, from every render thread, until they hold {@link #BYTES}; then the
 * thread whose file filled the batch decides them all against their directories, in the order they
 * came, and puts the bytes of those to be written into the temp directories on {@code threads}
 * threads, while the other render threads wait at their next file. Writing is thus a phase of its
 * own that has the cores to itself, and a run holds at most one batch of bytes beyond what is
 * rendering. Closing the batch stops its threads.
 */
final class WriteBatch implements AutoCloseable {
  /** How many rendered bytes wait before they are written. */
  static final int BYTES = 4 << 20;

  private record Pending(OutputWriter.Staging staging, GeneratedFile file) {}

  private final Timings timings;
  private final int capacity;
  private final ExecutorService helpers;
  private final int threads;
  private final List<Pending> pending = new ArrayList<>();
  private long bytes;
  private long nanos;
  private long cpu;

  /** A batch of {@link #BYTES} whose puts run on {@code threads} threads (the calling one among them). */
  WriteBatch(Timings timings, int threads) {
    this(timings, threads, BYTES);
  }

  WriteBatch(Timings timings, int threads, int capacity) {
    this.timings = timings;
    this.capacity = capacity;
    this.threads = Math.max(1, threads);
    this.helpers = this.threads == 1 ? null : Executors.newFixedThreadPool(this.threads - 1, task -> {
      Thread thread = new Thread(task, "gen-client-writer");
      thread.setDaemon(true);
      return thread;
    });
  }

  /** Adds a file of the directory {@code staging} stages; writes the batch when it is full. */
  synchronized void add(OutputWriter.Staging staging, GeneratedFile file) throws IOException {
    pending.add(new Pending(staging, file));
    bytes += file.bytes().length;
    if (bytes >= capacity) {
      write();
    }
  }

  /** After a directory's last file: writes what waits (its files among them), then finishes the directory. */
  synchronized void finish(OutputWriter.Staging staging) throws IOException {
    write();
    long start = System.nanoTime();
    long cpuStart = timings.threadCpu();
    try {
      staging.finish();
    } finally {
      nanos += System.nanoTime() - start;
      cpu += timings.threadCpu() - cpuStart;
    }
  }

  /** Records the time spent staging: wall, and the CPU time of the threads that staged. */
  synchronized void record() {
    timings.record("stage", nanos);
    timings.record("stage, CPU", cpu);
  }

  @Override
  public void close() {
    if (helpers != null) {
      helpers.shutdownNow();
    }
  }

  private void write() throws IOException {
    long start = System.nanoTime();
    long cpuStart = timings.threadCpu();
    try {
      List<OutputWriter.Put> puts = new ArrayList<>(pending.size());
      for (Pending file : pending) {
        OutputWriter.Put put = file.staging().decide(file.file());
        if (put != null) {
          puts.add(put);
        }
      }
      put(puts);
    } finally {
      pending.clear();
      bytes = 0;
      nanos += System.nanoTime() - start;
      cpu += timings.threadCpu() - cpuStart;
    }
  }

  /** Puts every file, in {@code threads} runs of neighbouring files (so mostly of different directories). */
  private void put(List<OutputWriter.Put> puts) throws IOException {
    int parts = Math.min(threads, puts.size());
    List<Future<Long>> others = new ArrayList<>();
    for (int part = 1; part < parts; part++) {
      List<OutputWriter.Put> run = puts.subList(puts.size() * part / parts, puts.size() * (part + 1) / parts);
      others.add(helpers.submit(() -> put(run, timings)));
    }
    IOException failure = null;
    try {
      put(puts.subList(0, parts <= 1 ? puts.size() : puts.size() / parts), null);
    } catch (IOException e) {
      failure = e;
    }
    for (Future<Long> other : others) {
      try {
        cpu += other.get();
      } catch (ExecutionException e) {
        failure = failure != null ? failure
            : e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while writing", e);
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  /** Puts {@code run}; with {@code cpuOf} the CPU time this thread spent on it, else 0. */
  private static long put(List<OutputWriter.Put> run, Timings cpuOf) throws IOException {
    long cpuStart = cpuOf == null ? 0 : cpuOf.threadCpu();
    for (OutputWriter.Put put : run) {
      put.write();
    }
    return cpuOf == null ? 0 : cpuOf.threadCpu() - cpuStart;
  }
}
