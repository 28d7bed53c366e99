package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two runs into one directory at once: the second stops, naming the first, and writes nothing. */
class DirectoryLockTest {
  @TempDir
  Path tmp;

  @Test
  void aSecondRunIsRefusedWhileAnotherProcessWrites() throws Exception {
    Path out = tmp.resolve("out");
    Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), LockHolder.class.getName(), out.toString())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try {
      BufferedReader lines = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("locked", lines.readLine());
      List<GeneratedFile> files = List.of(new GeneratedFile("a.md", "a\n"));
      OutputException e = assertThrows(OutputException.class, () -> new OutputWriter().write(out, files));
      assertEquals(out.toAbsolutePath() + " is being written by another gen-client run (pid " + holder.pid()
          + "); nothing was changed: wait for that run to finish, then run again", e.getMessage());
      assertFalse(Files.exists(out.resolve("a.md")));
      holder.getOutputStream().close();
      assertTrue(holder.waitFor(30, TimeUnit.SECONDS));
      assertEquals(0, holder.exitValue());
      assertEquals(1, new OutputWriter().write(out, files).written());
      assertFalse(Files.exists(out.resolve(DirectoryLock.FILE_NAME)), "the lock file is removed after the run");
    } finally {
      holder.destroyForcibly();
    }
  }

  @Test
  void aLockFileLeftByAKilledRunDoesNotBlock() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("out"));
    Files.writeString(out.resolve(DirectoryLock.FILE_NAME), "pid 1\n");
    assertEquals(1, new OutputWriter().write(out, List.of(new GeneratedFile("a.md", "a\n"))).written());
    assertFalse(Files.exists(out.resolve(DirectoryLock.FILE_NAME)));
  }
}
