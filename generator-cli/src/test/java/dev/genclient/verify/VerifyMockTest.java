package dev.genclient.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code verify} against the mock through the Python and Java clients: every case of the example passes; an
 * expected error that does not come and an op without a case fail.
 */
class VerifyMockTest {
  private static final Path PYTHON = RepoPaths.root().resolve("tools/python/.venv/bin/python");
  private static final String INSTALL = "run: bash tools/install-python-tools.sh";

  @TempDir
  Path dir;

  private CliRun verify(MockServer mock, Path cases, String... more) {
    assertTrue(Files.isExecutable(PYTHON), "no Python virtualenv at " + PYTHON + "; " + INSTALL);
    List<String> args = new java.util.ArrayList<>(List.of("verify", "--catalog", RepoPaths.exampleCatalog().toString(),
        "--cases", cases.toString(), "--base-url", mock.baseUrl(), "--token", "t", "--admin-token", "a",
        "--clients", "python,java", "--python", PYTHON.toString(), "--work-dir", dir.resolve("work").toString(),
        "--report-dir", dir.resolve("reports").toString()));
    args.addAll(List.of(more));
    return CliRun.run(args.toArray(String[]::new));
  }

  @Test
  void theExampleCasesPassThroughThePythonAndJavaClients() throws Exception {
    try (MockServer mock = MockServer.start(List.of(new CatalogLoader().load(RepoPaths.exampleCatalog())),
        MockOptions.defaults().withPort(0).withToken("t").withAdminToken("a"))) {
      CliRun run = verify(mock, RepoPaths.root().resolve("examples/agent-sandbox/cases.json"));
      assertEquals(0, run.exitCode(), run.out() + run.err());
      assertTrue(run.out().contains("files.list"), run.out());
    }
  }

  @Test
  void anExpectedErrorThatDoesNotComeFailsTheRun() throws Exception {
    Path cases = dir.resolve("cases.json");
    String example = Files.readString(RepoPaths.root().resolve("examples/agent-sandbox/cases.json"));
    Files.writeString(cases, example.replaceFirst("\"files.stat\": \\{", "\"files.stat\": {\"expect\": {\"error\": \"files.not_found\"},"));
    try (MockServer mock = MockServer.start(List.of(new CatalogLoader().load(RepoPaths.exampleCatalog())),
        MockOptions.defaults().withPort(0).withToken("t").withAdminToken("a"))) {
      CliRun run = verify(mock, cases, "--only", "files.*");
      assertEquals(1, run.exitCode(), run.out() + run.err());
      assertTrue(run.out().contains("expected error files.not_found, got outcome ok"), run.out());
    }
  }
}
