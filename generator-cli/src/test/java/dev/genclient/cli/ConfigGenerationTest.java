package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate --config}: one gen-client.yaml drives four targets into four directories and checks them. */
class ConfigGenerationTest {
  private static final Path CATALOG = RepoPaths.root().resolve("examples/custom-ops/operations.json");

  @TempDir
  Path repo;

  @Test
  void oneConfigWritesAndChecksFourDirectories() throws Exception {
    Files.copy(CATALOG, repo.resolve("operations.json"));
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), """
        catalog: operations.json
        targets:
          - {lang: java, out: sdk-java/src/main/java, options: {package: com.example.client}}
          - {lang: ts, out: packages/sdk, options: {ts_package: "@example/sdk"}}
          - {lang: python, out: sdk-python/example_sdk, options: {module: example_sdk._generated, result_style: typeddict}}
          - {lang: openapi, out: api}
        """);
    CliRun write = CliRun.run("generate", "--config", config.toString());
    assertEquals(0, write.exitCode(), write.err());
    assertEquals(4, write.out().lines().filter(l -> l.startsWith("wrote ")).count(), write.out());
    assertTrue(Files.isRegularFile(repo.resolve("sdk-java/src/main/java/com/example/client/ServerClient.java")), write.out());
    assertTrue(Files.readString(repo.resolve("packages/sdk/package.json")).contains("\"@example/sdk\""));
    assertTrue(Files.isRegularFile(repo.resolve("api/openapi.json")));

    CliRun check = CliRun.run("generate", "--config", config.toString(), "--check");
    assertEquals(0, check.exitCode(), check.out() + check.err());
    assertEquals(4, check.out().lines().filter(l -> l.startsWith("in step: ")).count(), check.out());

    Path openapi = repo.resolve("api/openapi.json");
    Files.writeString(openapi, Files.readString(openapi).replace("Custom ops", "Edited"));
    CliRun drift = CliRun.run("generate", "--config", config.toString(), "--check", "--format", "github", "--quiet");
    assertEquals(1, drift.exitCode());
    assertEquals("::error title=gen-client drift::" + openapi + ": changed: differs from what openapi generates; regenerate\n",
        drift.out());
    assertEquals("gen-client: drift found: regenerate with the same command without --check\n", drift.err());
  }

  @Test
  void unknownTargetsAndOptionsAreLocatedInTheConfig() throws Exception {
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), """
        catalog: operations.json
        targets:
          - lang: typescript
            out: packages/sdk
          - lang: java
            out: sdk-java
            options: {module: x}
        """);
    CliRun run = CliRun.run("generate", "--config", config.toString());
    assertEquals(3, run.exitCode());
    assertEquals(config + ":3:5: [config-lang] unknown lang 'typescript' (did you mean 'ts'?): expected one of "
        + "openapi, java, ts, python, markdown, og:<generator>\n"
        + config + ":7:15: [config-option] target java has no option 'module' (its options: package, layout, sdk_version, docs_url)\n"
        + "gen-client: 2 problem(s); nothing was generated\n", run.err());
  }

  @Test
  void configCannotBeMixedWithTheCatalogOptions() throws Exception {
    CliRun run = CliRun.run("generate", "--config", "gen-client.yaml", "--lang", "java");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--config cannot be combined with --catalog, --lang, --out, --templates, --og-option or"
        + " --og-template-dir"), run.err());
    CliRun og = CliRun.run("generate", "--config", "gen-client.yaml", "--og-option", "enumClassPrefix=false");
    assertEquals(2, og.exitCode());
    assertTrue(og.err().contains("--config cannot be combined with"), og.err());
  }

  @Test
  void typescriptSuggestsTs() {
    CliRun run = CliRun.run("--catalog", CATALOG.toString(), "--lang", "typescript", "--out", repo.toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("unknown --lang 'typescript' (did you mean 'ts'?)"), run.err());
  }

  @Test
  void completionPrintsAScriptNamingTheCommands() {
    CliRun bash = CliRun.run("completion", "bash");
    assertEquals(0, bash.exitCode(), bash.err());
    assertTrue(bash.out().contains("complete -F _complete_gen-client") || bash.out().contains("_complete_gen-client"), bash.out());
    assertTrue(bash.out().contains("validate") && bash.out().contains("--format"), "subcommands and options are completed");
    CliRun zsh = CliRun.run("completion", "zsh");
    assertTrue(zsh.out().startsWith("autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n"), zsh.out());
  }
}
