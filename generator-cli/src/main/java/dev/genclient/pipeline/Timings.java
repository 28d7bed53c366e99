package dev.genclient.pipeline;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The phases of one run and how long each took ({@code --timings}): load, validate, link, the
 * path check, each target's render and the write or check. Phases that run at the same time
 * (targets rendered in parallel) each report their own wall time; {@code total} is the time from
 * this object's creation to {@link #print}. {@link #OFF} records nothing.
 */
public final class Timings {
  /** Records nothing; the default of every run without {@code --timings}. */
  public static final Timings OFF = new Timings(false);

  /** One measured phase. */
  public record Phase(String name, long nanos) {}

  /** Loaded only by a run that measures: java.management is not on a plain run's path. */
  private static final class Threads {
    static final ThreadMXBean BEAN = ManagementFactory.getThreadMXBean();
  }

  private final boolean on;
  private final long start = System.nanoTime();
  private final List<Phase> phases = new ArrayList<>();

  private Timings(boolean on) {
    this.on = on;
  }

  /** A recorder that measures. */
  public static Timings recording() {
    return new Timings(true);
  }

  /** The start of a phase, for {@link #end}. */
  public long begin() {
    return on ? System.nanoTime() : 0;
  }

  /**
   * The CPU time of the calling thread so far (0 when not measuring), for a phase that shares its
   * thread and its cores with others: its wall time also counts the time it waited for a core.
   */
  public long threadCpu() {
    return on ? Threads.BEAN.getCurrentThreadCpuTime() : 0;
  }

  /** Records the phase {@code name} that began at {@code begin} (from {@link #begin}) as ending now. */
  public void end(String name, long begin) {
    if (on) {
      record(name, System.nanoTime() - begin);
    }
  }

  /** Records a phase measured elsewhere (thread-safe: parallel renders report here). */
  public void record(String name, long nanos) {
    if (on) {
      synchronized (phases) {
        phases.add(new Phase(name, nanos));
      }
    }
  }

  /** The phases recorded so far, in the order they finished. */
  public List<Phase> phases() {
    synchronized (phases) {
      return List.copyOf(phases);
    }
  }

  /** Prints one line per phase and the total, in milliseconds, as {@code timings: NAME MS ms}. */
  public void print(PrintWriter err) {
    if (!on) {
      return;
    }
    long total = System.nanoTime() - start;
    for (Phase phase : phases()) {
      err.println(line(phase.name(), phase.nanos()));
    }
    err.println(line("total (since start of run)", total));
    err.flush();
  }

  private static String line(String name, long nanos) {
    return String.format(Locale.ROOT, "timings: %-28s %8.1f ms", name, nanos / 1e6);
  }
}
