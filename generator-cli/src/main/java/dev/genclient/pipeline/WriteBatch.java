package dev.genclient.pipeline;

import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The rendered files of a writing run on their way to their directories' staging, written in
 * batches: files collect here, from every render thread, until they hold {@link #BYTES}; then the
 * thread whose file filled the batch decides them all against their directories, in the order they
 * came, and puts the bytes of those to be written into the temp directories on {@code threads}
 * threads ({@link Parallel}), while the other render threads wait at their next file. Writing is
 * thus a phase of its own that has the cores to itself, and a run holds at most one batch of bytes
 * beyond what is rendering.
 */
final class WriteBatch {
  /** How many rendered bytes wait before they are written. */
  static final int BYTES = 4 << 20;

  private record Pending(OutputWriter.Staging staging, GeneratedFile file) {}

  private final Timings timings;
  private final int capacity;
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
      cpu += timings.threadCpu() - cpuStart;
      // In runs of neighbouring files (so mostly of different directories), one per thread.
      int parts = Math.min(threads, puts.size());
      List<List<OutputWriter.Put>> runs = IntStream.range(0, parts)
          .mapToObj(part -> puts.subList(puts.size() * part / parts, puts.size() * (part + 1) / parts)).toList();
      for (long spent : Parallel.mapIo(runs, threads, this::put)) {
        cpu += spent;
      }
    } finally {
      pending.clear();
      bytes = 0;
      nanos += System.nanoTime() - start;
    }
  }

  /** Puts {@code run}: the CPU time its thread spent on it (0 when not measuring). */
  private long put(List<OutputWriter.Put> run) throws IOException {
    long cpuStart = timings.threadCpu();
    for (OutputWriter.Put put : run) {
      put.write();
    }
    return timings.threadCpu() - cpuStart;
  }
}
