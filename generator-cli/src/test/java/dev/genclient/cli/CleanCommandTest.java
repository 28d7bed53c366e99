package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.Manifest;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client clean DIR}: removes what the manifest lists and the directories left empty, nothing else. */
class CleanCommandTest {
  @TempDir
  Path tmp;

  private Path generate(String lang) {
    Path out = tmp.resolve(lang);
    CliRun run = CliRun.run("--catalog", RepoPaths.customOpsCatalog().toString(), "--lang", lang, "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    return out;
  }

  private static List<String> tree(Path dir) throws IOException {
    try (Stream<Path> paths = Files.walk(dir)) {
      return paths.map(p -> dir.relativize(p).toString()).sorted().toList();
    }
  }

  @Test
  void removesTheListedFilesAndTheDirectoriesLeftEmptyAndKeepsEverythingElse() throws IOException {
    Path out = generate("java");
    List<String> listed = Manifest.read(out);
    assertTrue(listed.contains("customops/client/runtime/EventStream.java"), listed.toString());
    Files.writeString(out.resolve("NOTES.md"), "mine\n");
    Files.writeString(out.resolve("customops/client/Extra.java"), "class Extra {}\n");
    Files.createDirectories(out.resolve("customops/empty-before"));

    long emptied = listed.stream().filter(path -> path.contains("/")).map(path -> path.substring(0, path.lastIndexOf('/')))
        .flatMap(parent -> Stream.iterate(parent, p -> p.contains("/"), p -> p.substring(0, p.lastIndexOf('/'))))
        .distinct().filter(parent -> !parent.equals("customops/client")).count();
    CliRun run = CliRun.run("clean", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(List.of("", "NOTES.md", "customops", "customops/client", "customops/client/Extra.java", "customops/empty-before"),
        tree(out));
    assertEquals("removed " + listed.size() + " file(s) listed by " + out.resolve(Manifest.FILE_NAME)
        + ", the manifest and " + emptied + " empty directories\n", run.out());
  }

  @Test
  void aDirectoryHoldingOnlyGeneratedFilesGoesAway() throws IOException {
    Path out = generate("java");
    Files.delete(out.resolve("customops/client/runtime/EventStream.java"));
    CliRun run = CliRun.run("clean", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertFalse(Files.exists(out));
    assertTrue(run.out().startsWith("already gone: " + out.resolve("customops/client/runtime/EventStream.java") + "\n"), run.out());
    assertTrue(run.out().endsWith(" (" + out + " itself)\n"), run.out());
    assertEquals(List.of(""), tree(tmp));
  }

  @Test
  void aListedPathThatIsASymbolicLinkRemovesNothing() throws IOException {
    Path out = generate("openapi");
    Path elsewhere = Files.writeString(tmp.resolve("elsewhere.json"), "{}\n");
    Files.delete(out.resolve("openapi.json"));
    Files.createSymbolicLink(out.resolve("openapi.json"), elsewhere);
    List<String> before = tree(out);

    CliRun run = CliRun.run("clean", out.toString());
    assertEquals(4, run.exitCode());
    assertEquals("gen-client: " + out.resolve("openapi.json") + " is a symbolic link, not a file gen-client wrote: nothing was"
        + " removed (move it away, or delete its line from " + out.resolve(Manifest.FILE_NAME) + ", and run again)\n", run.err());
    assertEquals(before, tree(out));
    assertTrue(Files.exists(elsewhere));
  }

  @Test
  void aDirectoryWithoutAManifestIsRefused() throws IOException {
    Path plain = Files.createDirectories(tmp.resolve("plain"));
    Files.writeString(plain.resolve("a.txt"), "a\n");
    CliRun run = CliRun.run("clean", plain.toString());
    assertEquals(4, run.exitCode());
    assertEquals("gen-client: " + plain + " has no " + Manifest.FILE_NAME + ", so nothing in it is listed as gen-client's:"
        + " nothing was removed\n", run.err());
    assertTrue(Files.exists(plain.resolve("a.txt")));
  }
}
