package dev.genclient.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs independent steps on a pool of up to {@code threads} threads and returns their results in
 * the order of the inputs, so what a caller prints or writes does not depend on which step finished
 * first. With one thread (or one input) the steps run in the calling thread, in order, and the
 * first failure stops the rest. With more, every step runs to its end before this returns or
 * throws — no step is still touching the disk when the caller cleans up — and the exception of
 * the first failed step in input order is rethrown as itself, whichever failed first in time.
 */
final class Parallel {
  /** A step that may throw an {@link IOException}. */
  @FunctionalInterface
  interface IoStep<T, R> {
    R apply(T input) throws IOException;
  }

  private Parallel() {}

  static <T, R> List<R> map(List<T> inputs, int threads, java.util.function.Function<T, R> step) {
    try {
      return mapIo(inputs, threads, step::apply);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // unreachable: step throws no IOException
    }
  }

  static <T, R> List<R> mapIo(List<T> inputs, int threads, IoStep<T, R> step) throws IOException {
    List<R> out = new ArrayList<>(inputs.size());
    int n = Math.min(threads, inputs.size());
    if (n <= 1) {
      for (T input : inputs) {
        out.add(step.apply(input));
      }
      return out;
    }
    ExecutorService pool = Executors.newFixedThreadPool(n, task -> {
      Thread thread = new Thread(task, "gen-client-worker");
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<Future<R>> futures = new ArrayList<>(inputs.size());
      for (T input : inputs) {
        futures.add(pool.submit(() -> step.apply(input)));
      }
      Throwable first = null;
      for (Future<R> future : futures) { // every step waited for, in input order
        try {
          R result = future.get();
          out.add(result);
        } catch (ExecutionException e) {
          first = first == null ? e.getCause() : first;
        }
      }
      if (first != null) {
        throw rethrown(first);
      }
      return out;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while rendering", e);
    } finally {
      pool.shutdown();
    }
  }

  /** {@code failure} as itself: an I/O error thrown, an unchecked one returned for the caller to throw. */
  private static RuntimeException rethrown(Throwable failure) throws IOException {
    if (failure instanceof IOException io) {
      throw io;
    }
    if (failure instanceof RuntimeException runtime) {
      return runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(failure);
  }
}
