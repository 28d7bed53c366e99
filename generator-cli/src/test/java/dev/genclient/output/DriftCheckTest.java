package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DriftCheckTest {
  @TempDir
  Path out;

  private static final List<GeneratedFile> FILES = List.of(
      new GeneratedFile("a.md", "one\ntwo\nthree\n"),
      new GeneratedFile("sub/b.md", "b\n"));

  @Test
  void freshOutputIsInStep() throws Exception {
    new OutputWriter().write(out, FILES);
    Files.writeString(out.resolve("user-notes.md"), "not in the manifest\n");
    DriftReport report = new DriftCheck().check(out, FILES);
    assertTrue(report.inStep(), report.describe(""));
    assertEquals("", report.describe("out/"));
  }

  @Test
  void namesAnEditedFileWithADiff() throws Exception {
    new OutputWriter().write(out, FILES);
    Files.writeString(out.resolve("a.md"), "one\nTWO\nthree\n");
    DriftReport report = new DriftCheck().check(out, FILES);
    assertEquals(List.of("a.md"), report.changed());
    assertEquals("""
        changed: out/a.md
        --- a.md (on disk)
        +++ a.md (generated)
        @@ -1,3 +1,3 @@
         one
        -TWO
        +two
         three
        """, report.describe("out/"));
  }

  @Test
  void binaryFilesAreComparedByteForByte() throws Exception {
    List<GeneratedFile> files = List.of(GeneratedFile.verbatim("logo.png", new byte[] {1, 0, (byte) 0xfe}));
    new OutputWriter().write(out, files);
    assertTrue(new DriftCheck().check(out, files).inStep());
    Files.write(out.resolve("logo.png"), new byte[] {1, 0, (byte) 0xff});
    DriftReport report = new DriftCheck().check(out, files);
    assertEquals(List.of("logo.png"), report.changed());
    assertEquals("changed: out/logo.png\nBinary file logo.png differs\n", report.describe("out/"));
  }

  @Test
  void reportsTheTempFilesOfAKilledRun() throws Exception {
    new OutputWriter().write(out, FILES);
    Files.writeString(out.resolve("sub/.gen-client-77.tmp"), "half");
    DriftReport report = new DriftCheck().check(out, FILES);
    assertEquals(List.of("sub/.gen-client-77.tmp"), report.leftovers());
    assertEquals("leftover: out/sub/.gen-client-77.tmp (a temp file of a killed run; the next write removes it)\n",
        report.describe("out/"));
    new OutputWriter().write(out, FILES);
    assertTrue(new DriftCheck().check(out, FILES).inStep());
  }

  @Test
  void namesMissingAndStaleFiles() throws Exception {
    new OutputWriter().write(out, FILES);
    Files.delete(out.resolve("sub/b.md"));
    DriftReport missing = new DriftCheck().check(out, FILES);
    assertEquals(List.of("sub/b.md"), missing.missing());
    assertEquals(List.of(), missing.changed());

    new OutputWriter().write(out, FILES);
    DriftReport stale = new DriftCheck().check(out, List.of(FILES.get(0)));
    assertEquals(List.of("sub/b.md"), stale.stale());
    assertEquals(List.of(".gen-client-manifest"), stale.changed(), "the manifest itself no longer lists it");
    assertTrue(stale.describe("").startsWith("changed: .gen-client-manifest\nstale:   sub/b.md\n"), stale.describe(""));
  }

  @Test
  void anEmptyOrAbsentDirectoryMissesEverything() throws Exception {
    DriftReport report = new DriftCheck().check(out.resolve("nope"), FILES);
    assertEquals(List.of("a.md", "sub/b.md", ".gen-client-manifest"), report.missing());
  }
}
