package dev.genclient.pipeline;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Fork;
import dev.genclient.catalog.load.CatalogLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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

  /** A read ahead of {@code file}: its draft, or null when the read failed. */
  private record Pending(Path file, Fork<CatalogLoader.Draft> read) {}

  private static Pending pending;

  private CatalogPreload() {}

  /** Starts reading the file {@code args} give to {@code --catalog}, when they give one to a command that reads it. */
  public static void start(String[] args) {
    Path file = catalogArgument(args);
    if (file == null) {
      return;
    }
    // On one processor the read is left to whoever takes it (Fork runs it then), as without a head start.
    Fork<CatalogLoader.Draft> read = Fork.start("gen-client-preload", Fork.defaultThreads(), () -> {
      try {
        return new CatalogLoader().read(file);
      } catch (IOException | CatalogException | RuntimeException e) {
        return null; // the caller reads the file again and reports this itself
      }
    });
    synchronized (CatalogPreload.class) {
      pending = new Pending(file, read);
    }
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
  static CatalogLoader.Draft take(Path file) {
    Pending taken;
    synchronized (CatalogPreload.class) {
      taken = pending;
      pending = null;
    }
    return taken == null || !taken.file().equals(file) ? null : taken.read().join();
  }
}
