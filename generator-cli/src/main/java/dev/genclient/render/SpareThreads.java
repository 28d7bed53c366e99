package dev.genclient.render;

import java.util.ArrayList;
import java.util.List;

/**
 * The threads of a run that have finished their own work, lent to the work still going: when a
 * run's last target has started, a thread with nothing left to start helps render the files of a
 * target still rendering ({@link TemplateRenderer#files}) instead of waiting for it. What a thread
 * helps with is only ever rendered ahead and handed over by the target's own thread, in order, so
 * the output does not depend on who rendered what. {@link #NONE} lends nobody: everything renders
 * on the thread that asks.
 */
public final class SpareThreads {
  /** No spare threads: every batch renders on its own thread, in order. */
  public static final SpareThreads NONE = new SpareThreads(false);

  /** Work a spare thread can join. */
  interface Work {
    /** Whether part of this work is still unclaimed. */
    boolean claimable();

    /** Renders parts of this work until none is left to claim. */
    void help();
  }

  private final boolean lends;
  private final List<Work> open = new ArrayList<>(); // guarded by this
  private boolean closed; // guarded by this

  private SpareThreads(boolean lends) {
    this.lends = lends;
  }

  /** A run's spare threads: those that call {@link #serve} until {@link #close}. */
  public static SpareThreads lending() {
    return new SpareThreads(true);
  }

  /** Whether a batch is worth splitting: some thread may come to help. */
  boolean lends() {
    return lends;
  }

  /** Offers {@code work} to the spare threads until {@link #withdraw}. */
  void offer(Work work) {
    if (!lends) {
      return;
    }
    synchronized (this) {
      open.add(work);
      notifyAll();
    }
  }

  void withdraw(Work work) {
    if (!lends) {
      return;
    }
    synchronized (this) {
      open.remove(work);
    }
  }

  /**
   * Called by a thread with nothing of its own left to do: helps with whatever is offered, and
   * returns once the run has {@linkplain #close closed} (or at once, for {@link #NONE}).
   */
  public void serve() throws InterruptedException {
    if (!lends) {
      return;
    }
    while (true) {
      Work work = null;
      synchronized (this) {
        while (!closed && (work = claimable()) == null) {
          wait();
        }
        if (closed) {
          return;
        }
      }
      work.help();
    }
  }

  /** The run is over: serving threads return. */
  public void close() {
    synchronized (this) {
      closed = true;
      notifyAll();
    }
  }

  private Work claimable() {
    for (Work work : open) {
      if (work.claimable()) {
        return work;
      }
    }
    return null;
  }
}
