package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The write path's and the check's cost in real file-system calls, counted by a file system
 * wrapped around the default one ({@link CountingFileSystem}): per file, one {@code open} to
 * stage a new file (it stands for its write and close; its directory comes into place with one
 * rename), a {@code stat} and an {@code open} to compare one already there; every other call once
 * per run or per directory. Wall time is printed only.
 */
class WritePathCostTest {
  private static final int FILES = 2000;
  private static final int NAMESPACES = 40;
  /** pkg, pkg/nsN and pkg/nsN/model. */
  private static final int DIRS = 1 + 2 * NAMESPACES;
  /** Calls a run makes whatever its size: the lock (about 8), the manifest, the temp directory, the output directory. */
  private static final int PER_RUN = 20;

  @TempDir
  Path tmp;

  @Test
  void eachFileCostsOneCallToStageAndTwoToCompare() throws Exception {
    List<GeneratedFile> files = new ArrayList<>();
    for (int i = 0; i < FILES; i++) {
      files.add(new GeneratedFile("pkg/ns" + (i % NAMESPACES) + "/model/Type" + i + ".java", "class Type" + i + " {}\n"));
    }
    CountingFileSystem fs = new CountingFileSystem();
    Path out = fs.wrap(tmp.resolve("out"));

    long start = System.nanoTime();
    OutputWriter.Result fresh = new OutputWriter().write(out, files);
    long freshMillis = (System.nanoTime() - start) / 1_000_000;
    Map<String, Integer> freshCalls = fs.counts();
    assertEquals(FILES, fresh.written());
    // Each file: created, written and closed in the staged tree, whose directories are made once each.
    assertTrue(fs.count("open") <= FILES + PER_RUN, "fresh: " + freshCalls);
    assertTrue(fs.count("mkdir") <= DIRS + PER_RUN, "fresh: " + freshCalls);
    // Nothing is looked at per file: the output directory is listed once, the umask looked at once.
    assertTrue(fs.count("stat") <= PER_RUN, "fresh: " + freshCalls);
    assertTrue(fs.count("list") <= PER_RUN, "fresh: " + freshCalls);
    assertTrue(fs.count("rename") <= PER_RUN, "fresh: the new directory comes into place whole: " + freshCalls);
    assertEquals(0, fs.count("chmod"), "fresh: the permissions are asked of open: " + freshCalls);
    assertEquals(0, fs.count("realpath"), "fresh: " + freshCalls);

    fs.reset();
    start = System.nanoTime();
    OutputWriter.Result again = new OutputWriter().write(out, files);
    long againMillis = (System.nanoTime() - start) / 1_000_000;
    Map<String, Integer> againCalls = fs.counts();
    assertEquals(FILES, again.unchanged());
    // Each file: one stat (from its directory's listing) and one open to compare its bytes; each directory listed once.
    assertTrue(fs.count("stat") <= FILES + DIRS + PER_RUN, "unchanged: " + againCalls);
    assertTrue(fs.count("open") <= FILES + PER_RUN, "unchanged: " + againCalls);
    assertTrue(fs.count("list") <= DIRS + PER_RUN, "unchanged: " + againCalls);
    assertTrue(fs.count("mkdir") + fs.count("rename") + fs.count("chmod") <= PER_RUN, "unchanged: " + againCalls);

    fs.reset();
    start = System.nanoTime();
    assertTrue(new DriftCheck().check(out, files).inStep());
    long checkMillis = (System.nanoTime() - start) / 1_000_000;
    Map<String, Integer> checkCalls = fs.counts();
    assertTrue(fs.count("stat") <= FILES + DIRS + PER_RUN, "check: " + checkCalls);
    assertTrue(fs.count("open") <= FILES + PER_RUN, "check: " + checkCalls);
    assertTrue(fs.count("list") <= DIRS + PER_RUN, "check: " + checkCalls);
    assertEquals(fs.total(), fs.count("stat") + fs.count("open") + fs.count("list"), "check writes nothing: " + checkCalls);

    System.out.printf("write path, %d files: fresh %s (%d ms); unchanged %s (%d ms); check %s (%d ms)%n",
        FILES, freshCalls, freshMillis, againCalls, againMillis, checkCalls, checkMillis);
  }
}
