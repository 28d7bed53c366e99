package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.function.Executable;

/**
 * A symbolic link at an output path, or at any directory between the output directory and it, is
 * refused alike by a write and by {@code --check}: the same message naming the link, nothing
 * followed, replaced or reported missing, nothing changed.
 */
class SymlinkRefusalTest {
  @TempDir
  Path tmp;

  private Path out;
  private Path theirs;

  private static final List<GeneratedFile> FILES = List.of(
      new GeneratedFile("a.md", "a\n"),
      new GeneratedFile("sub/deep/b.md", "b\n"));

  @BeforeEach
  void writeOnce() throws IOException {
    out = tmp.resolve("out").toAbsolutePath();
    new OutputWriter().write(out, FILES);
    theirs = Files.createDirectories(tmp.resolve("theirs"));
    Files.writeString(theirs.resolve("b.md"), "theirs\n");
  }

  @Test
  void aLinkAtAFilesPath() throws Exception {
    Files.delete(out.resolve("a.md"));
    Files.createSymbolicLink(out.resolve("a.md"), theirs.resolve("b.md"));
    bothRefuse("refusing " + out.resolve("a.md") + ": it is a symbolic link, which gen-client never follows or"
        + " replaces; nothing was changed: remove the link, then run again");
  }

  @Test
  void aLinkedDirectoryEvenOneInsideTheOutput() throws Exception {
    // sub/deep replaced by a link to a copy inside the output directory: still never followed.
    Path copy = Files.createDirectories(out.resolve("copy"));
    Files.writeString(copy.resolve("b.md"), "b\n");
    deleteTree(out.resolve("sub/deep"));
    Files.createSymbolicLink(out.resolve("sub/deep"), copy);
    bothRefuse("refusing " + out.resolve("sub/deep") + ": it is a symbolic link, which gen-client never follows;"
        + " nothing was changed: remove the link, then run again");
  }

  @Test
  void aLinkedDirectoryHoldingOnlyAStaleFile() throws Exception {
    deleteTree(out.resolve("sub"));
    Files.createSymbolicLink(out.resolve("sub"), theirs);
    Map<String, String> before = tree(out);
    String message = "refusing " + out.resolve("sub") + ": it is a symbolic link, which gen-client never follows;"
        + " nothing was changed: remove the link, then run again";
    List<GeneratedFile> onlyA = List.of(FILES.get(0));
    assertEquals(message, assertThrows(OutputException.class, () -> new OutputWriter().write(out, onlyA)).getMessage());
    assertEquals(message, assertThrows(OutputException.class, () -> new DriftCheck().check(out, onlyA)).getMessage());
    assertEquals(before, tree(out));
    assertEquals("theirs\n", Files.readString(theirs.resolve("b.md")));
  }

  @Test
  void aDirectoryWhereAFileGoes() throws Exception {
    Files.delete(out.resolve("a.md"));
    Files.createDirectory(out.resolve("a.md"));
    bothRefuse("refusing " + out.resolve("a.md") + ": something other than a regular file is there; nothing was"
        + " changed: move it away, then run again");
  }

  /** Write and check both stop with {@code message}; the output and the link's target are as they were. */
  private void bothRefuse(String message) throws Exception {
    Map<String, String> before = tree(out);
    assertRefused(message, () -> new OutputWriter().write(out, FILES));
    assertRefused(message, () -> new DriftCheck().check(out, FILES));
    assertEquals(before, tree(out), "nothing changed");
    assertEquals("theirs\n", Files.readString(theirs.resolve("b.md")));
    assertEquals(List.of("b.md"), names(theirs), "nothing written through the link");
  }

  private static void assertRefused(String message, Executable run) {
    OutputException e = assertThrows(OutputException.class, run);
    assertEquals(message, e.getMessage());
  }

  /** Every entry under {@code dir}, links not followed: a file's text, a link's target, a directory's "/". */
  private static Map<String, String> tree(Path dir) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.toList()) {
        String key = dir.relativize(p).toString();
        if (Files.isSymbolicLink(p)) {
          out.put(key, "-> " + Files.readSymbolicLink(p));
        } else if (Files.isDirectory(p)) {
          out.put(key, "/");
        } else {
          out.put(key, Files.readString(p));
        }
      }
    }
    return out;
  }

  private static List<String> names(Path dir) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted((a, b) -> b.compareTo(a)).toList()) {
        Files.delete(p);
      }
    }
    assertTrue(Files.notExists(dir));
  }
}
