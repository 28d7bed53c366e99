package dev.genclient.catalog;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * One step run on a daemon thread of its own while the caller goes on with another, for the
 * independent reads of an immutable input (the catalog's tree, its model). {@link #join} returns
 * the step's result, or rethrows its failure as itself. When the caller asks for one thread (as
 * on a machine with one processor) the step runs in the calling thread at {@link #join}, so the
 * work is done in the order of the caller's own code; a step whose thread has not begun by the
 * time the caller joins is likewise run by the caller rather than waited for. Either way the
 * caller's own failure wins over the step's (the caller meets it before it joins), and the result
 * does not depend on which thread ran the step.
 */
public final class Fork<T> {
  private final FutureTask<T> task;

  private Fork(FutureTask<T> task) {
    this.task = task;
  }

  /** The number of threads a phase may use by default: this machine's processors. */
  public static int defaultThreads() {
    return Runtime.getRuntime().availableProcessors();
  }

  /**
   * Starts {@code step} on a daemon thread named {@code name} when {@code threads > 1}; otherwise
   * it is left for {@link #join} to run.
   */
  public static <T> Fork<T> start(String name, int threads, Supplier<T> step) {
    FutureTask<T> task = new FutureTask<>(step::get);
    if (threads > 1) {
      Thread thread = new Thread(task, name);
      thread.setDaemon(true);
      thread.start();
    }
    return new Fork<>(task);
  }

  /** The step's result, waiting for it (or running it here when it was not started). */
  public T join() {
    task.run(); // a no-op when the step's thread has run it or is running it
    try {
      return task.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a step", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause); // unreachable: a Supplier throws nothing checked
    }
  }
}
