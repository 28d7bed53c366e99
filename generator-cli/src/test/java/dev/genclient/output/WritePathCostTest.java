package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cheap guard of the write path's cost: file-system operations per written file (counted by the
 * writer, one per system call it makes), asserted, and the wall time, reported only.
 */
class WritePathCostTest {
  private static final int FILES = 2000;
  /** create + write + close + rename per new file; lstat + open + read + close per unchanged one; a little per directory. */
  private static final double MAX_OPERATIONS_PER_FILE = 4.5;

  @TempDir
  Path tmp;

  @Test
  void eachFileCostsAboutFourFileSystemOperations() throws Exception {
    List<GeneratedFile> files = new ArrayList<>();
    for (int i = 0; i < FILES; i++) {
      files.add(new GeneratedFile("pkg/ns" + (i % 40) + "/model/Type" + i + ".java", "class Type" + i + " {}\n"));
    }
    Path out = tmp.resolve("out");
    long start = System.nanoTime();
    OutputWriter.Result fresh = new OutputWriter().write(out, files);
    long freshMillis = (System.nanoTime() - start) / 1_000_000;
    start = System.nanoTime();
    OutputWriter.Result again = new OutputWriter().write(out, files);
    long againMillis = (System.nanoTime() - start) / 1_000_000;
    double freshPerFile = (double) fresh.fileOperations() / FILES;
    double againPerFile = (double) again.fileOperations() / FILES;
    System.out.printf("write path: %d files, fresh %.2f operations per file (%d ms), unchanged %.2f per file (%d ms)%n",
        FILES, freshPerFile, freshMillis, againPerFile, againMillis);
    assertEquals(FILES, fresh.written());
    assertEquals(FILES, again.unchanged());
    assertTrue(freshPerFile <= MAX_OPERATIONS_PER_FILE, "fresh write: " + freshPerFile + " operations per file");
    assertTrue(againPerFile <= MAX_OPERATIONS_PER_FILE, "unchanged rewrite: " + againPerFile + " operations per file");
  }
}
