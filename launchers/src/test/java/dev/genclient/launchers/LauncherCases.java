package dev.genclient.launchers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.launchers.Launch.Run;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What both launchers do, each installed from its packed artifact: gen-client's own output and
 * exit code, the arguments and streams passed through, Java 17+ found or what to install named.
 */
abstract class LauncherCases {
  @TempDir
  Path scratch;

  /** The installed launcher command (and its arguments before gen-client's). */
  abstract List<String> launcher();

  /** A project directory holding operations.json (the custom-ops example) and bad.json. */
  abstract Path project();

  /** The programs the launcher itself needs on PATH (not java). */
  abstract String[] launcherNeeds();

  static void writeCatalogs(Path project) throws IOException {
    Files.copy(Launch.REPO.resolve("examples/custom-ops/operations.json"), project.resolve("operations.json"));
    Files.writeString(project.resolve("bad.json"), "{\"catalog_version\": \n");
  }

  Run launch(Map<String, String> env, String stdin, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(launcher());
    command.addAll(List.of(args));
    return Launch.run(project(), env, stdin, command);
  }

  @Test
  void aValidCatalogIsGenClientsOkAndExit0() throws Exception {
    Run run = launch(Map.of(), "", "validate", "operations.json");
    assertEquals(0, run.exit(), run.all());
    assertTrue(run.out().startsWith("ok: operations.json: custom-ops 1.0.0, 2 ops"), run.all());
    assertEquals(Launch.direct(project(), "validate", "operations.json"), run);
  }

  @Test
  void anInvalidCatalogIsGenClientsDiagnosticAndExit3() throws Exception {
    Run run = launch(Map.of(), "", "validate", "bad.json");
    assertEquals(3, run.exit(), run.all());
    assertTrue(run.err().startsWith("bad.json:2:1: [json-syntax] "), run.all());
    assertEquals(Launch.direct(project(), "validate", "bad.json"), run);
  }

  @Test
  void generateWritesTheGoldenOpenApiDocument() throws Exception {
    Path out = scratch.resolve("out");
    Run run = launch(Map.of(), "", "--catalog", "operations.json", "--lang", "openapi", "--out", out.toString());
    assertEquals(0, run.exit(), run.all());
    assertEquals(Files.readString(Launch.REPO.resolve("golden/custom-ops/openapi/openapi.json")),
        Files.readString(out.resolve("openapi.json")));
  }

  @Test
  void argumentsStreamsAndTheExitCodePassThroughUnchanged() throws Exception {
    // A Java home without a release file: the launcher asks `java -version` (17.0.1) and runs it.
    Path home = Launch.fakeJava(scratch.resolve("jdk"), null, Launch.ECHO);
    Map<String, String> env = Map.of("JAVA_HOME", home.toString(),
        "PATH", Launch.pathWithout(scratch.resolve("path"), launcherNeeds()).toString());
    Run run = launch(env, "line one\nünï two\n", "validate", "a b", "", "--x=\"q\" $HOME", "ünï");
    assertEquals(5, run.exit(), run.all());
    assertEquals("line one\nünï two\n", run.err(), run.all());
    List<String> lines = List.of(run.out().split("\n", -1));
    int jar = lines.indexOf("-jar");
    assertEquals(Launch.JVM_OPTIONS, lines.subList(0, Math.max(jar, 0)), run.all());
    assertTrue(lines.get(jar + 1).endsWith("gen-client.jar") && Files.isRegularFile(Path.of(lines.get(jar + 1))), run.all());
    assertEquals(List.of("validate", "a b", "", "--x=\"q\" $HOME", "ünï", ""), lines.subList(jar + 2, lines.size()));
  }

  @Test
  void aTerminationReachesJavaAndItsExitCodeComesBack() throws Exception {
    Path home = Launch.fakeJava(scratch.resolve("jdk"), "17.0.1", Launch.WAIT_FOR_TERM);
    List<String> command = new ArrayList<>(launcher());
    command.add("mock");
    ProcessBuilder builder = new ProcessBuilder(command).directory(project().toFile());
    builder.environment().put("JAVA_HOME", home.toString());
    builder.environment().put("PATH", Launch.pathWithout(scratch.resolve("path"), launcherNeeds()).toString());
    Process process = builder.redirectErrorStream(true).start();
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      assertEquals("ready", out.readLine());
      process.destroy(); // SIGTERM to the launcher
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the launcher ended");
      assertEquals(7, process.exitValue());
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void withoutJavaItNamesWhatToInstallAndExits69() throws Exception {
    Map<String, String> env = new HashMap<>();
    env.put("JAVA_HOME", null);
    env.put("PATH", Launch.pathWithout(scratch.resolve("path"), launcherNeeds()).toString());
    Run run = launch(env, "", "validate", "operations.json");
    assertEquals(Launch.NO_JAVA, run.exit(), run.all());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("gen-client: needs Java 17 or newer and found none (JAVA_HOME is not set; no java on PATH"), run.all());
    for (String named : List.of("sudo apt-get install openjdk-17-jre-headless", "brew install openjdk@17",
        "https://adoptium.net", "set JAVA_HOME")) {
      assertTrue(run.err().contains(named), named + " in " + run.all());
    }
  }

  @Test
  void anOlderJavaIsPassedOverAndNamed() throws Exception {
    Path home = Launch.fakeJava(scratch.resolve("jdk11"), "11.0.2", Launch.ECHO);
    Map<String, String> env = Map.of("JAVA_HOME", home.toString(),
        "PATH", Launch.pathWithout(scratch.resolve("path"), launcherNeeds()).toString());
    Run run = launch(env, "", "--version");
    assertEquals(Launch.NO_JAVA, run.exit(), run.all());
    assertTrue(run.err().contains(home.resolve("bin/java") + " is Java 11"), run.all());
  }
}
