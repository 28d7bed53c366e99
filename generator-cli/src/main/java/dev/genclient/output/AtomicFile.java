package dev.genclient.output;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/** Writes one file atomically: a temp file in the same directory, then a move over the target. */
public final class AtomicFile {
  private AtomicFile() {}

  /** Writes {@code bytes} to {@code target} unless it already holds exactly them; returns whether it wrote. */
  public static boolean writeIfChanged(Path target, byte[] bytes) throws IOException {
    if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), bytes)) {
      return false;
    }
    Path temp = Files.createTempFile(target.getParent(), ".gen-client-", ".tmp");
    try {
      Files.write(temp, bytes);
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temp);
    }
    return true;
  }
}
