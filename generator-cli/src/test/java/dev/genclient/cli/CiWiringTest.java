package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI wiring a user copies: the hooks of {@code .pre-commit-hooks.yaml} installed by pre-commit (from
 * tools/python) into a sample repository, and the script {@code action.yml}'s step runs, each with a
 * gen-client on PATH (a launcher of this build's classes) on a project with a stale and a fresh generated file.
 */
class CiWiringTest {
  private static final Path ROOT = RepoPaths.root();
  private static final String CONFIG = "catalog: api/operations.json\ntargets: [{lang: markdown, out: docs/api}]\n";
  /** pre-commit's clones of the hooks repository (tiny, and the same commit every run): kept between runs. */
  private static final Path PRE_COMMIT_HOME = ROOT.resolve("tools/python/.pre-commit-cache");

  @TempDir
  Path tmp;
  private Path bin;

  @BeforeEach
  void launcher() throws IOException {
    bin = Files.createDirectories(tmp.resolve("bin"));
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Path script = Files.writeString(bin.resolve("gen-client"), "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -cp '"
        + System.getProperty("java.class.path") + "' dev.genclient.cli.GenClient \"$@\"\n");
    assertTrue(script.toFile().setExecutable(true));
  }

  @Test
  void preCommitFailsAStaleGeneratedFileAndPassesAFreshOne() throws Exception {
    Path preCommit = ROOT.resolve("tools/python/.venv/bin/pre-commit");
    assertTrue(Files.isExecutable(preCommit), "pre-commit is missing: run tools/install-python-tools.sh");
    // The hooks file of this checkout, committed alone at a fixed date: the same commit, so pre-commit's cache serves it.
    Path hooks = Files.createDirectories(tmp.resolve("hooks"));
    Files.copy(ROOT.resolve(".pre-commit-hooks.yaml"), hooks.resolve(".pre-commit-hooks.yaml"));
    git(hooks, "init", "-q");
    git(hooks, "add", ".pre-commit-hooks.yaml");
    git(hooks, "commit", "-q", "-m", "hooks");
    String rev = git(hooks, "rev-parse", "HEAD").out().strip();

    Path repo = project(tmp.resolve("repo"));
    git(repo, "init", "-q");
    Files.writeString(repo.resolve(".pre-commit-config.yaml"), "repos:\n  - repo: " + hooks + "\n    rev: " + rev + "\n    hooks:\n"
        + "      - id: gen-client-check\n      - id: gen-client-validate\n        args: [api/operations.json]\n");
    Result install = run(repo, List.of(preCommit.toString(), "install"), Map.of());
    assertEquals(0, install.code(), install.out());
    git(repo, "add", "-A");
    Result fresh = run(repo, List.of("git", "commit", "-m", "fresh"), Map.of());
    assertEquals(0, fresh.code(), fresh.out());
    assertTrue(fresh.out().matches("(?s).*gen-client generated output is in step\\.+Passed.*gen-client catalog is valid\\.+Passed.*"), fresh.out());

    Path catalog = repo.resolve("api/operations.json");
    Files.writeString(catalog, Files.readString(catalog).replace("Echo a message", "Echo a message back"));
    git(repo, "add", "-A");
    Result stale = run(repo, List.of("git", "commit", "-m", "stale"), Map.of());
    assertEquals(1, stale.code(), stale.out());
    assertTrue(stale.out().matches("(?s).*gen-client generated output is in step\\.+Failed.*changed: docs/api/operations\\.md.*"), stale.out());
    assertEquals("fresh", git(repo, "log", "-1", "--format=%s").out().strip(), "the stale commit was refused");
  }

  @Test
  void theActionsScriptAnnotatesDriftRelativeToTheWorkspace() throws Exception {
    JsonNode step = new ObjectMapper(new YAMLFactory()).readTree(ROOT.resolve("action.yml").toFile()).path("runs").path("steps").get(0);
    Path workspace = Files.createDirectories(tmp.resolve("workspace"));
    project(workspace.resolve("sub"));
    Map<String, String> inputs = Map.of("config", "gen-client.yaml", "working-directory", "sub", "command", "gen-client");
    Map<String, String> env = new TreeMap<>();
    step.path("env").properties().forEach(e -> env.put(e.getKey(), substitute(e.getValue().asText(), inputs)));
    env.put("GITHUB_ACTION_PATH", ROOT.toString());
    env.put("GITHUB_WORKSPACE", workspace.toString());
    List<String> command = List.of(step.path("shell").asText(), "-c", step.path("run").asText());

    Result fresh = run(workspace, command, env);
    assertEquals(0, fresh.code(), fresh.out());
    Path catalog = workspace.resolve("sub/api/operations.json");
    Files.writeString(catalog, Files.readString(catalog).replace("Echo a message", "Echo a message back"));
    Result stale = run(workspace, command, env);
    assertEquals(1, stale.code(), stale.out());
    assertEquals("::error file=sub/docs/api/operations.md,title=gen-client drift::changed: differs from what markdown generates;"
        + " regenerate", stale.out().lines().findFirst().orElse(""), stale.out());

    env.put("GEN_CLIENT_COMMAND", "no-such-gen-client");
    Result missing = run(workspace, command, env);
    assertEquals(4, missing.code(), missing.out());
    assertTrue(missing.out().startsWith("::error title=gen-client::'no-such-gen-client' not found"), missing.out());
  }

  /** A project with the custom-ops catalog and its markdown generated. */
  private static Path project(Path dir) throws IOException {
    Files.createDirectories(dir.resolve("api"));
    Files.copy(RepoPaths.customOpsCatalog(), dir.resolve("api/operations.json"));
    Path config = Files.writeString(dir.resolve("gen-client.yaml"), CONFIG);
    CliRun generate = CliRun.run("generate", "--config", config.toString(), "--quiet");
    assertEquals(0, generate.exitCode(), generate.err());
    return dir;
  }

  private static String substitute(String value, Map<String, String> inputs) {
    Matcher m = Pattern.compile("\\$\\{\\{ inputs\\.([a-z-]+) }}").matcher(value);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      assertTrue(inputs.containsKey(m.group(1)), "action.yml uses input " + m.group(1));
      m.appendReplacement(out, Matcher.quoteReplacement(inputs.get(m.group(1))));
    }
    return m.appendTail(out).toString();
  }

  private Result git(Path dir, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.com",
        "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"));
    command.addAll(List.of(args));
    Result result = run(dir, command, Map.of());
    assertEquals(0, result.code(), String.join(" ", args) + ": " + result.out());
    return result;
  }

  private record Result(int code, String out) {}

  private Result run(Path dir, List<String> command, Map<String, String> env) throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    Map<String, String> environment = builder.environment();
    for (String name : Set.copyOf(environment.keySet())) {
      if (name.startsWith("GIT_") || name.startsWith("GITHUB_") || name.startsWith("PRE_COMMIT")) {
        environment.remove(name);
      }
    }
    environment.put("PATH", bin + ":" + environment.getOrDefault("PATH", "/usr/bin:/bin"));
    environment.put("PRE_COMMIT_HOME", PRE_COMMIT_HOME.toString());
    environment.put("GIT_AUTHOR_NAME", "t");
    environment.put("GIT_AUTHOR_EMAIL", "t@example.com");
    environment.put("GIT_COMMITTER_NAME", "t");
    environment.put("GIT_COMMITTER_EMAIL", "t@example.com");
    environment.put("GIT_AUTHOR_DATE", "2026-01-01T00:00:00Z");
    environment.put("GIT_COMMITTER_DATE", "2026-01-01T00:00:00Z");
    environment.putAll(env);
    Process process = builder.start();
    byte[] out = process.getInputStream().readAllBytes();
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "still running: " + command);
    return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
