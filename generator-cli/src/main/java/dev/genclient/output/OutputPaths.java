package dev.genclient.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Resolves generated paths under an output directory, refusing any that would land outside it —
 * through {@code ..}, an absolute path, or a symlinked parent directory.
 */
final class OutputPaths {
  private OutputPaths() {}

  static Path resolve(Path root, String relative) throws IOException {
    if (relative.isEmpty() || relative.startsWith("/") || relative.contains("\\") || relative.contains("\0")) {
      throw new IOException("refusing output path '" + relative + "'");
    }
    for (String segment : relative.split("/", -1)) {
      if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
        throw new IOException("refusing output path '" + relative + "'");
      }
    }
    Path target = root.resolve(relative).normalize();
    if (!target.startsWith(root)) {
      throw new IOException("refusing output path '" + relative + "': outside " + root);
    }
    return target;
  }

  /** Checks, once the parent exists, that its real location is still under the real root. */
  static void checkContained(Path root, Path target) throws IOException {
    Path realRoot = root.toRealPath();
    Path realParent = target.getParent().toRealPath();
    if (!realParent.startsWith(realRoot)) {
      throw new IOException("refusing to write " + target + ": its directory resolves outside " + realRoot);
    }
    if (Files.isSymbolicLink(target)) {
      throw new IOException("refusing to write through the symbolic link " + target);
    }
  }
}
