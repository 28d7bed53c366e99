package dev.genclient.pipeline;

import dev.genclient.catalog.load.CatalogLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The catalog a run names, read on a thread of its own while the command line is still being set
 * up: picocli's set-up and parse take about as long as reading the example catalog, and the second
 * core is otherwise idle then.
 *
 * <p>It is only a head start, never a second source of truth: {@link #take} hands the draft over
 * only to a caller that asks for the same file the arguments named, and only when the read ahead
 * finished without an exception. Otherwise (no {@code --catalog}, another file, a missing or
 * unreadable file) the caller reads the file itself, so every error is reported exactly as
 * without the head start.
 */
public final class CatalogPreload {
  /** The commands whose {@code --catalog} is read by {@link CatalogPipeline#prepare}: the root form, generate and validate. */
  private static final List<String> READERS = List.of("generate", "validate");

  private record Pending(Path file, FutureTask<CatalogLoader.Draft> read) {}

  private static Pending pending;

  private CatalogPreload() {}

  /** Starts reading the file {@code args} give to {@code --catalog}, when they give one to a command that reads it. */
  public static void start(String[] args) {
    Path file = catalogArgument(args);
    if (file == null) {
      return;
    }
    FutureTask<CatalogLoader.Draft> read = new FutureTask<>(() -> new CatalogLoader().read(file));
    synchronized (CatalogPreload.class) {
      pending = new Pending(file, read);
    }
    Thread thread = new Thread(read, "gen-client-preload");
    thread.setDaemon(true);
    thread.start();
  }

  /** The {@code --catalog FILE} or {@code --catalog=FILE} of a run of the root form, generate or validate, or null. */
  static Path catalogArgument(String[] args) {
    if (args.length == 0 || !(args[0].startsWith("-") || READERS.contains(args[0]))) {
      return null;
    }
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--")) {
        return null;
      }
      try {
        if (arg.equals("--catalog") && i + 1 < args.length) {
          return Path.of(args[i + 1]);
        }
        if (arg.startsWith("--catalog=")) {
          return Path.of(arg.substring("--catalog=".length()));
        }
      } catch (RuntimeException e) { // not a path: the command line reports it
        return null;
      }
    }
    return null;
  }

  /**
   * The draft read ahead of {@code file}, once, or null when there is none for it (the caller then
   * reads the file): a read ahead of another file, or one that failed, is dropped.
   */
  static CatalogLoader.Draft take(Path file) throws InterruptedException {
    Pending taken;
    synchronized (CatalogPreload.class) {
      taken = pending;
      pending = null;
    }
    if (taken == null) {
      return null;
    }
    if (!taken.file().equals(file)) {
      taken.read().cancel(false);
      return null;
    }
    try {
      return taken.read().get();
    } catch (ExecutionException e) {
      return null;
    }
  }
}
