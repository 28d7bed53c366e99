package dev.genclient.output;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Set;

/**
 * Writes one file atomically: a temp file in the same directory, then a move over the target.
 * Temp files are created owner-only; the written file gets the target's previous permissions, or
 * {@code rw-r--r--} when it is new, so generated sources and release assets are readable like any
 * other checked-out file.
 */
public final class AtomicFile {
  private static final Set<PosixFilePermission> NEW_FILE_PERMISSIONS = PosixFilePermissions.fromString("rw-r--r--");

  private AtomicFile() {}

  /** Writes {@code bytes} to {@code target} unless it already holds exactly them; returns whether it wrote. */
  public static boolean writeIfChanged(Path target, byte[] bytes) throws IOException {
    if (Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), bytes)) {
      return false;
    }
    Path temp = Files.createTempFile(target.getParent(), ".gen-client-", ".tmp");
    try {
      Files.write(temp, bytes);
      copyPermissions(target, temp);
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

  private static void copyPermissions(Path target, Path temp) throws IOException {
    if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
      return;
    }
    Set<PosixFilePermission> permissions = Files.isRegularFile(target)
        ? Files.getPosixFilePermissions(target)
        : NEW_FILE_PERMISSIONS;
    Files.setPosixFilePermissions(temp, permissions);
  }
}
