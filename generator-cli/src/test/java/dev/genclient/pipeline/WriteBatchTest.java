package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.output.Manifest;
import dev.genclient.output.OutputException;
import dev.genclient.output.OutputWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of several directories go through one batch, written when it fills and when a directory
 * ends, their bytes put on two threads: what lands is what a one-file-at-a-time writer lands, and a
 * refusal found while writing a batch leaves every directory as it was.
 */
class WriteBatchTest {
  @TempDir
  Path tmp;

  @Test
  void batchesWrittenOnTwoThreadsLandWhatWasRendered() throws IOException {
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    Files.createDirectories(b.resolve("kept"));
    Files.writeString(b.resolve("kept/owner-only.txt"), "old\n");
    Files.setPosixFilePermissions(b.resolve("kept/owner-only.txt"), PosixFilePermissions.fromString("rw-------"));
    Files.writeString(b.resolve("same.txt"), "same\n");
    List<GeneratedFile> filesOfA = numbered("a", 40);
    List<GeneratedFile> filesOfB = List.of(new GeneratedFile("kept/owner-only.txt", "new\n"),
        new GeneratedFile("same.txt", "same\n"), new GeneratedFile("deep/er/new.txt", "new\n"));

    try (OutputWriter.Run run = new OutputWriter().begin(List.of(a, b))) {
      WriteBatch batch = new WriteBatch(Timings.OFF, 2, 100);
      OutputWriter.Staging stagingOfA = run.stage(0, List.of());
      OutputWriter.Staging stagingOfB = run.stage(1, List.of());
      for (int i = 0; i < filesOfA.size(); i++) {
        batch.add(stagingOfA, filesOfA.get(i));
        if (i < filesOfB.size()) {
          batch.add(stagingOfB, filesOfB.get(i));
        }
        if (i == 20) {
          assertTrue(stagedFiles(a) > 0, "a full batch is written before its directory ends");
        }
      }
      batch.finish(stagingOfB);
      batch.finish(stagingOfA);
      List<OutputWriter.Result> results = run.commit();
      assertEquals(40, results.get(0).written());
      assertEquals(2, results.get(1).written());
      assertEquals(1, results.get(1).unchanged());
    }

    Map<String, String> expectedA = new TreeMap<>();
    filesOfA.forEach(file -> expectedA.put(file.path(), file.content()));
    assertEquals(expectedA, files(a));
    assertEquals(Map.of("deep/er/new.txt", "new\n", "kept/owner-only.txt", "new\n", "same.txt", "same\n"), files(b));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(b.resolve("kept/owner-only.txt"))));
  }

  @Test
  void aRefusalFoundInABatchLeavesEveryDirectoryAsItWas() throws IOException {
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    Files.createDirectories(a);
    Files.createDirectories(b);
    Files.writeString(a.resolve("old.txt"), "old\n");
    Files.createSymbolicLink(b.resolve("link.txt"), tmp.resolve("elsewhere.txt"));

    OutputException refused;
    try (OutputWriter.Run run = new OutputWriter().begin(List.of(a, b))) {
      WriteBatch batch = new WriteBatch(Timings.OFF, 2, 1_000_000);
      OutputWriter.Staging stagingOfA = run.stage(0, List.of());
      OutputWriter.Staging stagingOfB = run.stage(1, List.of());
      batch.add(stagingOfB, new GeneratedFile("link.txt", "through the link\n"));
      for (GeneratedFile file : numbered("a", 10)) {
        batch.add(stagingOfA, file);
      }
      // a's end writes the batch, b's refused file among it.
      refused = assertThrows(OutputException.class, () -> batch.finish(stagingOfA));
    }
    assertTrue(refused.getMessage().contains(b.resolve("link.txt").toString()), refused.getMessage());
    assertEquals(Map.of("old.txt", "old\n"), files(a));
    assertEquals(Map.of(), files(b));
    assertTrue(Files.isSymbolicLink(b.resolve("link.txt")));
  }

  private static List<GeneratedFile> numbered(String prefix, int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> new GeneratedFile("dir" + (i % 3) + "/" + prefix + i + ".txt", prefix + " file " + i + "\n"))
        .toList();
  }

  /** The regular files under {@code dir} but the manifest (relative path to text), temp directories' included. */
  private static Map<String, String> files(Path dir) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.filter(p -> Files.isRegularFile(p) && !p.endsWith(Manifest.FILE_NAME)).toList()) {
        out.put(dir.relativize(p).toString(), Files.readString(p));
      }
    }
    return out;
  }

  private static long stagedFiles(Path dir) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().contains("/.gen-client-") && Files.isRegularFile(p)).count();
    }
  }
}
