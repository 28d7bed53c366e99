package dev.genclient.pipeline;

import dev.genclient.render.SpareThreads;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs independent steps on up to {@code threads} threads and returns their results in the
 * order of the inputs, so what a caller prints or writes does not depend on which step finished
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

  static <T, R> List<R> map(List<T> inputs, int threads, SpareThreads spare, java.util.function.Function<T, R> step) {
    try {
      return mapIo(inputs, threads, spare, step::apply);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // unreachable: step throws no IOException
    }
  }

  /**
   * A thread that finds no step left to start serves {@code spare} (helps render the steps still
   * running) until the last step ends; with spare threads to lend, every one of the {@code threads}
   * runs, even for fewer steps.
   */
  static <T, R> List<R> mapIo(List<T> inputs, int threads, SpareThreads spare, IoStep<T, R> step) throws IOException {
    int n = inputs.isEmpty() ? 0 : spare == SpareThreads.NONE ? Math.min(threads, inputs.size()) : threads;
    List<R> out = new ArrayList<>(inputs.size());
    if (n <= 1) {
      for (T input : inputs) {
        out.add(step.apply(input));
      }
      return out;
    }
    AtomicInteger next = new AtomicInteger();
    CountDownLatch ended = new CountDownLatch(inputs.size());
    Object[] results = new Object[inputs.size()];
    Throwable[] failures = new Throwable[inputs.size()];
    Runnable worker = () -> {
      for (int i; (i = next.getAndIncrement()) < inputs.size(); ) {
        try {
          results[i] = step.apply(inputs.get(i));
        } catch (Throwable e) {
          failures[i] = e;
        } finally {
          ended.countDown();
        }
      }
      try {
        spare.serve();
      } catch (InterruptedException e) {
        // the run is over for this thread
      }
    };
    for (int t = 0; t < n; t++) {
      Thread thread = new Thread(worker, "gen-client-worker");
      thread.setDaemon(true);
      thread.start();
    }
    try {
      ended.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while rendering", e);
    } finally {
      spare.close();
    }
    for (int i = 0; i < inputs.size(); i++) {
      Throwable failure = failures[i];
      if (failure instanceof IOException io) {
        throw io;
      }
      if (failure instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (failure instanceof Error error) {
        throw error;
      }
      if (failure != null) {
        throw new IllegalStateException(failure);
      }
      @SuppressWarnings("unchecked")
      R result = (R) results[i];
      out.add(result);
    }
    return out;
  }
}
