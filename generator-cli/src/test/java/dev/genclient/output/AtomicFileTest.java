package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Permissions of atomically written files; runs on POSIX file systems (the build runs on Linux). */
class AtomicFileTest {
  @TempDir
  Path dir;

  @Test
  void newFileIsReadableByAll() throws IOException {
    Path file = dir.resolve("a.txt");

    assertTrue(AtomicFile.writeIfChanged(file, bytes("one")));

    assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
  }

  @Test
  void rewriteKeepsThePermissionsTheFileHad() throws IOException {
    Path file = dir.resolve("run.sh");
    Files.write(file, bytes("old"));
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-x---"));

    assertTrue(AtomicFile.writeIfChanged(file, bytes("new")));

    assertEquals("new", Files.readString(file));
    assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
  }

  @Test
  void sameBytesAreNotRewrittenAndNoTempFileIsLeft() throws IOException {
    Path file = dir.resolve("a.txt");
    AtomicFile.writeIfChanged(file, bytes("same"));

    assertFalse(AtomicFile.writeIfChanged(file, bytes("same")));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
