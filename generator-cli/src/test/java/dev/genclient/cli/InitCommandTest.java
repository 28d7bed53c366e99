package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gen-client init DIR}: the starter validates with its cases, generates all five targets, its CI job's
 * commands pass in DIR, and the Python client passes {@code verify} (with its server checks) against the mock serving the
 * catalog.
 */
class InitCommandTest {
  private static final Path PYTHON = RepoPaths.root().resolve("tools/python/.venv/bin/python");

  @TempDir
  Path dir;

  @Test
  void theStarterValidatesGeneratesPassesItsCiJobAndVerifiesAgainstTheMock() throws Exception {
    CliRun init = CliRun.run("init", dir.toString());
    assertEquals(0, init.exitCode(), init.err());
    assertEquals("wrote " + dir.resolve("api/operations.json") + "\nwrote " + dir.resolve("api/cases.json") + "\nwrote "
        + dir.resolve("gen-client.yaml") + "\nwrote " + dir.resolve(".github/workflows/gen-client.yml") + "\nnext: cd " + dir
        + " && gen-client validate api/operations.json --cases api/cases.json && gen-client generate\n", init.out());

    CliRun validate = CliRun.run("validate", dir.resolve("api/operations.json").toString(), "--cases",
        dir.resolve("api/cases.json").toString());
    assertEquals(0, validate.exitCode(), validate.out() + validate.err());
    assertTrue(validate.out().contains(": my-api 0.1.0, 2 ops, 0 aliases, 6 error rows, every op has a case;"), validate.out());
    CliRun generate = CliRun.run("generate", "--config", dir.resolve("gen-client.yaml").toString());
    assertEquals(0, generate.exitCode(), generate.err());
    for (String out : List.of("generated/openapi", "generated/docs", "clients/java/src/main/java", "clients/ts", "clients/python/src")) {
      assertTrue(Files.isRegularFile(dir.resolve(out).resolve(".gen-client-manifest")), out + " was not generated:\n" + generate.out());
    }
    assertTrue(Files.isRegularFile(dir.resolve("clients/python/src/my_api/__init__.py")), "the python package is not src/my_api");

    // The CI job's gen-client steps, each run as the job runs it: from the project's root.
    JsonNode job = new ObjectMapper(new YAMLFactory()).readTree(dir.resolve(".github/workflows/gen-client.yml").toFile());
    List<String> commands = new ArrayList<>();
    for (JsonNode step : job.path("jobs").path("check").path("steps")) {
      if (step.path("run").asText().startsWith("gen-client ")) {
        commands.add(step.path("run").asText());
      }
    }
    assertEquals(List.of("gen-client validate api/operations.json --cases api/cases.json --format github",
        "gen-client generate --check --format github"), commands);
    for (String command : commands) {
      List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "dev.genclient.cli.GenClient"));
      args.addAll(List.of(command.substring("gen-client ".length()).split(" ")));
      Process process = new ProcessBuilder(args).directory(dir.toFile()).redirectErrorStream(true).start();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(process.waitFor(60, TimeUnit.SECONDS), command);
      assertEquals(0, process.exitValue(), command + ":\n" + output);
    }

    try (MockServer mock = MockServer.start(List.of(new CatalogLoader().load(dir.resolve("api/operations.json"))),
        MockOptions.defaults().withPort(0))) {
      // The Python column: the cheapest (4 s against the Java column's 11 s, which compiles the client).
      assertTrue(Files.isExecutable(PYTHON), "no Python virtualenv at " + PYTHON + "; " + "run: bash tools/install-python-tools.sh");
      CliRun verify = CliRun.run("verify", "--config", dir.resolve("gen-client.yaml").toString(), "--base-url", mock.baseUrl(),
          "--clients", "python", "--python", PYTHON.toString(), "--report-dir", dir.resolve("verify").toString(),
          "--work-dir", RepoPaths.root().resolve("generator-cli/target/verify-work").toString());
      assertEquals(0, verify.exitCode(), verify.out() + verify.err());
      assertTrue(verify.out().contains("all passed"), verify.out());
    }

    CliRun again = CliRun.run("init", dir.toString());
    assertEquals(4, again.exitCode());
    assertTrue(again.err().startsWith("gen-client: " + dir.resolve("api/operations.json") + ", "), again.err());
  }
}
