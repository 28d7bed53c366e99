package dev.genclient.render;

import dev.genclient.output.GeneratedFile;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One file per item, rendered by the thread that owns the batch and by spare threads, handed over
 * by the owner in item order. The items are cut into chunks (of 8 items, fewer for a short list:
 * a batch of 20 large modules is better shared one by one); a thread claims the next chunk, and
 * the owner renders a chunk it claims at the point of hand-over straight to its consumer. A chunk a
 * spare thread renders (or the owner renders ahead while it waits) is held until its turn, and
 * nobody claims more than {@link #AHEAD} chunks past the hand-over point, so a batch holds a few
 * dozen files at most. A failed item fails the batch where its turn comes, so the files handed
 * over and the exception are those of rendering the items one by one; a failed hand-over stops
 * the batch. Rendering must therefore be a pure function of the item (each thread gets its own
 * function from the supplier, for state such as a recursion guard).
 */
final class FileBatch<T> implements SpareThreads.Work {
  static final int MAX_CHUNK = 8;
  static final int AHEAD = 4;

  private final List<T> items;
  private final Supplier<? extends Function<? super T, GeneratedFile>> renderers;
  private final int chunk;
  private final int chunks;
  private final Held[] held; // null until the chunk is rendered; guarded by this
  private int next; // the next chunk to claim; guarded by this
  private int handedOver; // chunks handed over; guarded by this
  private boolean stopped; // guarded by this

  FileBatch(List<T> items, Supplier<? extends Function<? super T, GeneratedFile>> renderers) {
    this.items = List.copyOf(items);
    this.renderers = renderers;
    this.chunk = chunkSize(this.items.size());
    this.chunks = (this.items.size() + chunk - 1) / chunk;
    this.held = new Held[chunks];
  }

  /** Renders every item with the spare threads' help and hands the files to {@code out} in item order. */
  void run(SpareThreads spare, Consumer<GeneratedFile> out) {
    Function<? super T, GeneratedFile> mine = renderers.get();
    try {
      for (int turn = 0; turn < chunks; turn++) {
        boolean claimed = claim(turn);
        if (turn == 0) {
          spare.offer(this); // after the owner has the first chunk, which it renders straight to the consumer
        }
        if (claimed) {
          for (T item : chunk(turn)) {
            out.accept(mine.apply(item));
          }
        } else {
          handOver(awaitOrRenderAhead(turn, mine), out);
        }
        synchronized (this) {
          held[turn] = null;
          handedOver = turn + 1;
          notifyAll();
        }
      }
    } finally {
      synchronized (this) {
        stopped = true;
        notifyAll();
      }
      spare.withdraw(this);
    }
  }

  @Override
  public synchronized boolean claimable() {
    return !stopped && next < chunks;
  }

  @Override
  public void help() {
    Function<? super T, GeneratedFile> mine = null;
    while (true) {
      int index;
      synchronized (this) {
        while ((index = claimWithinWindow()) < 0 && !stopped && next < chunks) {
          waitHere();
        }
        if (index < 0) {
          return; // stopped, or every chunk claimed
        }
      }
      if (mine == null) {
        mine = renderers.get();
      }
      hold(index, renderChunk(index, mine));
    }
  }

  /** Claims chunk {@code turn} when nobody has yet: the owner then renders it straight to the consumer. */
  private synchronized boolean claim(int turn) {
    if (next == turn) {
      next++;
      return true;
    }
    return false;
  }

  /** Claims the next chunk if one is left and within {@link #AHEAD} of the hand-over point; -1 when not. Under the lock. */
  private int claimWithinWindow() {
    return !stopped && next < chunks && next < handedOver + AHEAD ? next++ : -1;
  }

  /** Waits for chunk {@code turn}, which another thread renders, rendering later chunks meanwhile. */
  private Held awaitOrRenderAhead(int turn, Function<? super T, GeneratedFile> mine) {
    while (true) {
      int ahead;
      synchronized (this) {
        if (held[turn] != null) {
          return held[turn];
        }
        ahead = claimWithinWindow();
        if (ahead < 0) {
          waitHere();
          continue;
        }
      }
      hold(ahead, renderChunk(ahead, mine));
    }
  }

  private synchronized void hold(int chunk, Held result) {
    held[chunk] = result;
    notifyAll();
  }

  /** A chunk rendered ahead of its turn: its files up to the first failed item, and that failure (or null). */
  private record Held(List<GeneratedFile> files, Throwable failure) {}

  private Held renderChunk(int chunk, Function<? super T, GeneratedFile> renderer) {
    List<GeneratedFile> files = new ArrayList<>(chunk);
    try {
      for (T item : chunk(chunk)) {
        files.add(renderer.apply(item));
      }
      return new Held(files, null);
    } catch (RuntimeException | Error e) {
      return new Held(files, e);
    }
  }

  private static void handOver(Held held, Consumer<GeneratedFile> out) {
    held.files().forEach(out);
    if (held.failure() instanceof RuntimeException e) {
      throw e;
    }
    if (held.failure() instanceof Error e) {
      throw e;
    }
  }

  /** The items of a chunk of a batch of {@code n} items: 16 chunks or more, of at most {@link #MAX_CHUNK}. */
  static int chunkSize(int n) {
    return Math.max(1, Math.min(MAX_CHUNK, n / 16));
  }

  private List<T> chunk(int index) {
    return items.subList(index * chunk, Math.min(items.size(), (index + 1) * chunk));
  }

  private void waitHere() {
    try {
      wait();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while rendering", e);
    }
  }
}
