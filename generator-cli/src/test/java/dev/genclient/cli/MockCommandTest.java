package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client mock}: refuses invalid input with the right exit code, and serves as a real process. */
class MockCommandTest {
  @Test
  void anInvalidCatalogExits3WithLocatedErrors(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("operations.json");
    Files.writeString(bad, "{\"catalog_format\": 1, \"name\": \"x\", \"catalog_version\": \"1.0.0\", \"ops\": [{\"id\": \"Bad Id\"}]}");
    CliRun run = CliRun.run("mock", "--port", "0", "--catalog", bad.toString());
    assertEquals(ExitCodes.INVALID_CATALOG, run.exitCode(), run.err());
    assertTrue(run.err().startsWith(bad + ":"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void aBadCompatOrDisabledOpIsAUsageError() {
    String catalog = RepoPaths.exampleCatalog().toString();
    CliRun compat = CliRun.run("mock", "--port", "0", "--compat", "v3", "--catalog", catalog);
    assertEquals(ExitCodes.USAGE, compat.exitCode(), compat.err());
    assertTrue(compat.err().contains("--compat must be v1, v1x or v2.1"), compat.err());
    CliRun disable = CliRun.run("mock", "--port", "0", "--disable", "no.such", "--catalog", catalog);
    assertEquals(ExitCodes.USAGE, disable.exitCode(), disable.err());
    assertTrue(disable.err().contains("--disable no.such"), disable.err());
  }

  @Test
  void aTimeoutOrConnectionCountBelowOneIsAUsageError() {
    String catalog = RepoPaths.exampleCatalog().toString();
    for (String flag : List.of("--header-timeout-ms", "--body-timeout-ms", "--max-connections", "--max-body-bytes")) {
      CliRun run = CliRun.run("mock", "--port", "0", flag, "0", "--catalog", catalog);
      assertEquals(ExitCodes.USAGE, run.exitCode(), flag + ": " + run.err());
      assertTrue(run.err().contains(flag + " must be 1 or more, not 0"), run.err());
    }
  }

  @Test
  void aMalformedOrUnknownLimitOrPathIsAUsageError() {
    String catalog = RepoPaths.exampleCatalog().toString();
    for (String bad : List.of("files.list", "files.list:max_entries", ":max_entries=1", "files.list:=1",
        "files.list:max_entries=many")) {
      CliRun run = CliRun.run("mock", "--port", "0", "--limit", bad, "--catalog", catalog);
      assertEquals(ExitCodes.USAGE, run.exitCode(), bad + ": " + run.err());
      assertTrue(run.err().contains("--limit must be OP:NAME=VALUE with a number VALUE, not '" + bad + "'"), run.err());
    }
    CliRun undeclared = CliRun.run("mock", "--port", "0", "--limit", "files.list:max_bytes=1", "--catalog", catalog);
    assertEquals(ExitCodes.USAGE, undeclared.exitCode(), undeclared.err());
    assertTrue(undeclared.err().contains("--limit files.list:max_bytes: op files.list declares only the limits max_entries"),
        undeclared.err());
    for (String bad : List.of("files.list", "files.list:", ":/tmp")) {
      CliRun run = CliRun.run("mock", "--port", "0", "--paths", bad, "--catalog", catalog);
      assertEquals(ExitCodes.USAGE, run.exitCode(), bad + ": " + run.err());
      assertTrue(run.err().contains("--paths must be OP:PREFIX, not '" + bad + "'"), run.err());
    }
    CliRun unknown = CliRun.run("mock", "--port", "0", "--paths", "no.such:/tmp", "--catalog", catalog);
    assertEquals(ExitCodes.USAGE, unknown.exitCode(), unknown.err());
    assertTrue(unknown.err().contains("--paths no.such: no such op"), unknown.err());
  }

  @Test
  void aRealProcessPrintsItsUrlFirstAndServes() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"), "dev.genclient.cli.GenClient",
        "mock", "--port", "0", "--token", "t1", "--limit", "files.list:max_entries=100", "--paths", "files.list:/tmp",
        "--paths", "files.list:C:/work",
        "--catalog", RepoPaths.exampleCatalog().toString(), "--catalog", RepoPaths.customOpsCatalog().toString());
    long start = System.nanoTime();
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String first = out.readLine();
      long startupMs = (System.nanoTime() - start) / 1_000_000;
      System.out.println("mock start-up (process launch to base URL on stdout): " + startupMs + " ms");
      assertTrue(first != null && first.matches("http://127\\.0\\.0\\.1:\\d+"), "first line: " + first);
      HttpClient client = HttpClient.newHttpClient();
      HttpResponse<String> capabilities = client.send(HttpRequest.newBuilder(URI.create(first + "/capabilities"))
          .header("Authorization", "Bearer t1").build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, capabilities.statusCode(), capabilities.body());
      assertTrue(capabilities.body().contains("\"custom.grade\":{\"enabled\":true"), capabilities.body());
      assertTrue(capabilities.body().contains(
          "\"files.list\":{\"enabled\":true,\"limits\":{\"max_entries\":100},\"paths\":[\"/tmp\",\"C:/work\"]}"),
          capabilities.body());
      HttpResponse<String> unauthorized = client.send(HttpRequest.newBuilder(URI.create(first + "/ops/custom.echo"))
          .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"hi\"}")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(401, unauthorized.statusCode());
    } finally {
      process.destroy();
      assertTrue(process.waitFor(10, TimeUnit.SECONDS), "the mock stops on SIGTERM");
    }
  }
}
