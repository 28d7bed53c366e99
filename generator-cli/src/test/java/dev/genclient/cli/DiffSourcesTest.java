package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CatalogReleases;
import dev.genclient.testing.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code diff}'s other sides (git:REF:PATH) and its markdown changelog. */
class DiffSourcesTest {
  @TempDir
  Path tmp;

  @Test
  void markdownIsAChangelogSectionOfBreakingDeprecatedAndCompatibleChanges() throws Exception {
    Path v1 = CatalogReleases.catalog(tmp, "1.0.0");
    Path v11 = CatalogReleases.catalog(tmp, "1.1.0");
    Path v2 = CatalogReleases.catalog(tmp, "2.0.0");
    CliRun minor = CliRun.run("diff", v1.toString(), v11.toString(), "--format", "markdown");
    assertEquals(0, minor.exitCode(), minor.err());
    assertEquals("""
        ## custom-ops 1.1.0

        Changes from 1.0.0.

        ### Deprecated

        - alias custom.yell added (target custom.shout)
        - `custom.echo`: deprecated since 1.1; use `custom.shout` instead

        ### Compatible

        - `custom.shout`: op custom.shout added
        """, minor.out());

    CliRun major = CliRun.run("diff", v11.toString(), v2.toString(), "--format", "markdown");
    assertEquals(1, major.exitCode());
    assertEquals("""
        ## custom-ops 2.0.0

        Changes from 1.1.0.

        ### Breaking

        - `custom.grade`: op custom.grade removed
        """, major.out());

    CliRun none = CliRun.run("diff", v1.toString(), v1.toString(), "--format", "markdown");
    assertEquals("## custom-ops 1.0.0\n\nChanges from 1.0.0.\n\nNo changes to the API.\n", none.out());
  }

  @Test
  void eitherSideMayBeAGitObject() throws Exception {
    Path repo = Files.createDirectories(tmp.resolve("repo"));
    git(repo, "init", "-q");
    Files.copy(CatalogReleases.catalog(tmp, "1.1.0"), repo.resolve("operations.json"));
    git(repo, "add", "operations.json");
    git(repo, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "1.1.0");
    git(repo, "tag", "v1.1.0");
    Files.copy(CatalogReleases.catalog(tmp, "2.0.0"), repo.resolve("operations.json"), StandardCopyOption.REPLACE_EXISTING);

    Forked fromTag = gitClient(repo, "diff", "git:v1.1.0:operations.json", "operations.json");
    assertEquals(1, fromTag.exit(), fromTag.output());
    assertEquals("git:v1.1.0:operations.json:7:13: breaking [op-removed] custom.grade: op custom.grade removed\n"
        + "1 breaking, 0 warning, 0 compatible, 0 info (1.1.0 -> 2.0.0)\n"
        + "gen-client: breaking change(s) from git:v1.1.0:operations.json to operations.json\n", fromTag.output());

    Forked same = gitClient(repo, "diff", "git:HEAD:operations.json", "git:v1.1.0:operations.json");
    assertEquals(0, same.exit(), same.output());
    assertEquals("0 breaking, 0 warning, 0 compatible, 0 info (1.1.0 -> 1.1.0)\n", same.output());

    Forked missing = gitClient(repo, "diff", "git:v9:operations.json", "operations.json");
    assertEquals(4, missing.exit(), missing.output());
    assertTrue(missing.output().startsWith("gen-client: I/O error: git:v9:operations.json: fatal: "), missing.output());
  }

  private record Forked(int exit, String output) {}

  /** gen-client in its own JVM with {@code dir} as its working directory, where git finds the repository. */
  private static Forked gitClient(Path dir, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "dev.genclient.cli.GenClient"));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    return new Forked(process.exitValue(), output);
  }

  private static void git(Path dir, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, process.exitValue(), "git " + String.join(" ", args) + ": " + output);
  }
}
