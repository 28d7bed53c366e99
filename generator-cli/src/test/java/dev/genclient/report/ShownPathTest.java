package dev.genclient.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Diagnostics name files relative to the workspace ({@code $GITHUB_WORKSPACE}, else the working
 * directory) in every format, whatever named them; the form a workflow step uses, gen-client.yaml
 * with {@code --check --format github}, included. (A run with {@code $GITHUB_WORKSPACE} set is
 * {@code ActionScriptTest}'s: the variable cannot be set in-process.)
 */
class ShownPathTest {
  @Test
  void underTheBaseRelativeElseAbsolute() {
    Path base = Path.of("/work/repo");
    assertEquals("api/operations.json", ShownPath.of("/work/repo/api/operations.json", base));
    assertEquals("api/operations.json", ShownPath.of("/work/repo/sub/../api/operations.json", base));
    assertEquals("/work/other/operations.json", ShownPath.of("/work/other/operations.json", base));
    assertEquals("/work/repository/x.json", ShownPath.of("/work/repository/x.json", base), "a sibling with the same prefix is outside");
    assertEquals("a.json", ShownPath.of("a.json", Path.of("").toAbsolutePath()), "a relative name is the working directory's");
    assertTrue(ShownPath.outside("/x/y"));
  }

  /** The working directory of the tests is generator-cli/: a project under target/ is inside it. */
  @Test
  void aConfigsCheckInGithubFormatNamesTheFilesRelatively() throws Exception {
    Path project = Path.of("target", "shown-path-test").toAbsolutePath();
    if (Files.exists(project)) {
      try (var walk = Files.walk(project)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    Files.createDirectories(project.resolve("api"));
    Files.copy(RepoPaths.customOpsCatalog(), project.resolve("api/operations.json"));
    Path config = Files.writeString(project.resolve("gen-client.yaml"),
        "catalog: api/operations.json\ntargets: [{lang: markdown, out: docs/api}]\n");
    assertEquals(0, CliRun.run("generate", "--config", config.toString(), "--quiet").exitCode());
    Path stale = project.resolve("docs/api/errors.md");
    Files.writeString(stale, Files.readString(stale) + "edited\n");
    CliRun check = CliRun.run("generate", "--config", config.toString(), "--check", "--format", "github");
    assertEquals(1, check.exitCode(), check.err());
    assertEquals(List.of("::error file=target/shown-path-test/docs/api/errors.md,title=gen-client drift::changed: differs from what"
        + " markdown generates; regenerate"), check.out().lines().toList());
    CliRun text = CliRun.run("generate", "--config", config.toString(), "--check", "--quiet");
    assertTrue(text.out().startsWith("changed: target/shown-path-test/docs/api/errors.md\n"), text.out());

    Files.writeString(project.resolve("api/operations.json"), "{\n  \"catalog_format\": 1,\n}\n");
    CliRun invalid = CliRun.run("generate", "--config", config.toString(), "--check", "--format", "github");
    assertEquals(3, invalid.exitCode());
    assertEquals(List.of("::error file=target/shown-path-test/api/operations.json,line=2,col=22,title=gen-client json-syntax::"
        + "trailing comma: JSON allows no ',' after the last member of an object; remove it"), invalid.out().lines().toList());
    assertEquals("gen-client: 1 problem(s) in target/shown-path-test/api/operations.json; nothing was generated\n", invalid.err());
    CliRun json = CliRun.run("validate", project.resolve("api/operations.json").toString(), "--format", "json");
    assertTrue(json.out().contains("\"file\": \"target/shown-path-test/api/operations.json\""), json.out());
    CliRun plain = CliRun.run("validate", project.resolve("api/operations.json").toString());
    assertTrue(plain.err().startsWith("target/shown-path-test/api/operations.json:2:22: [json-syntax] trailing comma"), plain.err());
  }

  @Test
  void syncNamesItsDirectoryRelatively() throws Exception {
    Path project = Path.of("target", "shown-path-sync").toAbsolutePath();
    Path dist = project.resolve("dist");
    if (Files.exists(project)) {
      try (var walk = Files.walk(project)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    CliRun release = CliRun.run("release", "--catalog", RepoPaths.customOpsCatalog().toString(), "--out", dist.toString());
    assertEquals(0, release.exitCode(), release.err());
    String digest = release.out().strip().lines().reduce((a, b) -> b).orElseThrow();
    Path asset;
    try (var files = Files.list(dist)) {
      asset = files.filter(p -> p.getFileName().toString().contains("-catalog-")).findFirst().orElseThrow();
    }
    String[] sync = {"sync", "--asset", asset.toString(), "--digest", digest, "--lang", "markdown", "--out", project.resolve("docs").toString()};
    assertEquals(0, CliRun.run(sync).exitCode());
    String[] check = java.util.Arrays.copyOf(sync, sync.length + 1);
    check[sync.length] = "--check";
    CliRun inStep = CliRun.run(check);
    assertEquals(0, inStep.exitCode(), inStep.err());
    assertTrue(inStep.out().endsWith("in step: target/shown-path-sync/docs (custom-ops 1.0.0, " + digest + ")\n"), inStep.out());
  }
}
