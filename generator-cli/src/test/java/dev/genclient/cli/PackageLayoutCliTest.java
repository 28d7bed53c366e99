package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --layout package} from the command line and gen-client.yaml: the packaged output of the three clients
 * is the same bytes in any directory and {@code --check} covers its build files; the default layout has none of
 * them; packaging options that would do nothing are usage errors.
 */
class PackageLayoutCliTest {
  private static final String CATALOG = RepoPaths.exampleCatalog().toString();

  @TempDir
  Path tmp;

  @Test
  void packagedOutputIsDeterministicAndCheckedForDrift() throws Exception {
    Path a = tmp.resolve("a");
    Path b = tmp.resolve("b");
    for (Path out : List.of(a, b)) {
      CliRun run = CliRun.run("--catalog", CATALOG, "--lang", "java,ts,python", "--out", out.toString(), "--layout", "package",
          "--sdk-version", "2.1.1");
      assertEquals(0, run.exitCode(), run.err());
    }
    List<String> files = GenerationTest.listing(a);
    assertEquals(files, GenerationTest.listing(b));
    for (String file : files.stream().filter(f -> Files.isRegularFile(a.resolve(f))).toList()) {
      assertTrue(Arrays.equals(Files.readAllBytes(a.resolve(file)), Files.readAllBytes(b.resolve(file))), file);
    }
    for (String expected : List.of("java/pom.xml", "java/README.md", "java/src/main/java/agentsandboxserver/client/ServerClient.java",
        "ts/package.json", "ts/tsconfig.json", "ts/README.md", "python/pyproject.toml", "python/README.md",
        "python/agent_sandbox_server/py.typed", "python/agent_sandbox_server/__init__.py")) {
      assertTrue(files.contains(expected), expected + " in " + files);
    }
    String[] check = {"--catalog", CATALOG, "--lang", "java,ts,python", "--out", a.toString(), "--layout", "package",
        "--sdk-version", "2.1.1", "--check"};
    CliRun inStep = CliRun.run(check);
    assertEquals(0, inStep.exitCode(), inStep.out() + inStep.err());
    Files.writeString(a.resolve("java/pom.xml"), Files.readString(a.resolve("java/pom.xml")).replace("2.1.1", "9.9.9"));
    Files.delete(a.resolve("python/pyproject.toml"));
    CliRun drift = CliRun.run(check);
    assertEquals(1, drift.exitCode(), drift.out());
    assertTrue(drift.out().contains("changed: " + a.resolve("java") + "/pom.xml"), drift.out());
    assertTrue(drift.out().contains("missing: " + a.resolve("python") + "/pyproject.toml"), drift.out());
    // Checked against the default layout, the packaged directory has drifted: the layout is part of the output.
    CliRun otherLayout = CliRun.run("--catalog", CATALOG, "--lang", "ts", "--out", b.resolve("ts").toString(), "--check");
    assertEquals(1, otherLayout.exitCode(), otherLayout.out());
  }

  @Test
  void theDefaultLayoutWritesOnlyTheSources() throws Exception {
    CliRun run = CliRun.run("--catalog", CATALOG, "--lang", "java,python", "--out", tmp.toString());
    assertEquals(0, run.exitCode(), run.err());
    List<String> files = GenerationTest.listing(tmp);
    assertTrue(files.contains("java/agentsandboxserver/client/ServerClient.java"), files.toString());
    for (String absent : List.of("java/pom.xml", "java/README.md", "python/pyproject.toml", "python/README.md")) {
      assertFalse(files.contains(absent), absent);
    }
  }

  @Test
  void packagingOptionsThatWouldDoNothingOrCannotBeUsedAreUsageErrors() {
    String out = tmp.resolve("x").toString();
    assertUsage("--sdk-version describes a package: it needs --layout package (sdk_version needs layout: package)",
        "--lang", "python", "--sdk-version", "1.0.0");
    assertUsage("--docs-url describes a package: it needs --layout package (docs_url needs layout: package)",
        "--lang", "java", "--docs-url", "https://example.com");
    assertUsage("--layout must be source or package, not 'pkg'", "--lang", "java", "--layout", "pkg");
    assertUsage("--sdk-version must be a semantic version of at most 64 characters (1.2.0, 2.0.0-rc.1), not '1.0'",
        "--lang", "java", "--layout", "package", "--sdk-version", "1.0");
    assertUsage("--docs-url must be an http or https URL without spaces, quotes or angle brackets, not 'javascript:alert(1)'",
        "--lang", "java", "--layout", "package", "--docs-url", "javascript:alert(1)");
    assertUsage("--ts-package must be an npm package name ([@scope/]name, lower case), not 'Bad Name'",
        "--lang", "ts", "--ts-package", "Bad Name");
    // The TypeScript target's --ts-package is a package too: its version may be given.
    assertEquals(0, CliRun.run("--catalog", CATALOG, "--out", out, "--lang", "ts", "--ts-package", "@acme/sdk",
        "--sdk-version", "1.0.0").exitCode());
    assertTrue(!Files.exists(tmp.resolve("x/README.md")), "the README comes with --layout package only");
  }

  @Test
  void theConfigTakesThePackagingOptionsAndLocatesTheirProblems() throws Exception {
    Files.copy(RepoPaths.exampleCatalog(), tmp.resolve("operations.json"));
    Path config = Files.writeString(tmp.resolve("gen-client.yaml"), """
        catalog: operations.json
        targets:
          - {lang: python, out: sdk-python, options: {layout: package, sdk_version: 5.0.0}}
        """);
    CliRun write = CliRun.run("generate", "--config", config.toString());
    assertEquals(0, write.exitCode(), write.err());
    assertTrue(Files.readString(tmp.resolve("sdk-python/pyproject.toml")).contains("\nversion = \"5.0.0\"\n"));
    Files.writeString(config, """
        catalog: operations.json
        targets:
          - {lang: python, out: sdk-python, options: {sdk_version: 5.0.0}}
        """);
    CliRun wrong = CliRun.run("generate", "--config", config.toString());
    assertEquals(3, wrong.exitCode(), wrong.out());
    assertTrue(wrong.err().contains(config + ":3:37: [config-option] --sdk-version describes a package: it needs --layout package"
        + " (sdk_version needs layout: package)\n"), wrong.err());
  }

  private void assertUsage(String message, String... args) {
    List<String> all = new java.util.ArrayList<>(List.of("--catalog", CATALOG, "--out", tmp.resolve("u").toString()));
    all.addAll(List.of(args));
    CliRun run = CliRun.run(all.toArray(String[]::new));
    assertEquals(2, run.exitCode(), run.err());
    assertTrue(run.err().contains(message), run.err());
  }
}
