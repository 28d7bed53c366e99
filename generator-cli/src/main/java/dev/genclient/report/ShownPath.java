package dev.genclient.report;

import java.io.File;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file as every diagnostic shows it (text, json, github): relative to {@code $GITHUB_WORKSPACE}
 * when it is set (so an annotation lands on the pull request's file), else to the working
 * directory, whichever way the file was named (a command-line argument, gen-client.yaml, sync's
 * asset); a file outside that directory stays absolute.
 */
public final class ShownPath {
  private ShownPath() {}

  /** {@code file} relative to {@link #base()} when it is under it, else absolute. */
  public static String of(String file) {
    return of(file, base());
  }

  /** {@code file} relative to {@code base} when it is under it, else absolute; a label that is no path is kept. */
  public static String of(String file, Path base) {
    Path path;
    try {
      path = Path.of(file).toAbsolutePath().normalize();
    } catch (InvalidPathException e) {
      return file;
    }
    Path root = base.toAbsolutePath().normalize();
    if (!path.startsWith(root)) {
      return path.toString();
    }
    String relative = root.relativize(path).toString();
    return relative.isEmpty() ? "." : relative.replace(File.separatorChar, '/');
  }

  /** Whether {@code shown} (an answer of {@link #of}) is outside the base directory. */
  public static boolean outside(String shown) {
    return Path.of(shown).isAbsolute();
  }

  /** {@code $GITHUB_WORKSPACE} when set and not empty, else the working directory. */
  public static Path base() {
    String workspace = System.getenv("GITHUB_WORKSPACE");
    return workspace == null || workspace.isEmpty() ? Path.of("").toAbsolutePath() : Path.of(workspace);
  }
}
