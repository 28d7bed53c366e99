package dev.genclient.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.cli.ExitCodes;
import dev.genclient.cli.GenClient;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code gen-client verify}'s options: usage errors exit 2, a bad catalog 3, and gen-client.yaml's verify: section supplies defaults. */
class VerifyCommandTest {
  private static final String CATALOG = RepoPaths.exampleCatalog().toString();
  private static final String CASES = RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toString();

  @TempDir
  Path dir;

  @Test
  void missingOptionsAndUnknownClientsAreUsageErrors() {
    CliRun noCases = CliRun.run("verify", "--catalog", CATALOG, "--base-url", "http://127.0.0.1:1");
    assertEquals(ExitCodes.USAGE, noCases.exitCode(), noCases.err());
    assertTrue(noCases.err().contains("--cases is required"), noCases.err());
    CliRun noUrl = CliRun.run("verify", "--catalog", CATALOG, "--cases", CASES);
    assertEquals(ExitCodes.USAGE, noUrl.exitCode(), noUrl.err());
    assertTrue(noUrl.err().contains("--base-url is required"), noUrl.err());
    CliRun client = CliRun.run("verify", "--catalog", CATALOG, "--cases", CASES, "--base-url", "http://x", "--clients", "java,rust");
    assertEquals(ExitCodes.USAGE, client.exitCode(), client.err());
    assertTrue(client.err().contains("unknown client 'rust'"), client.err());
    CliRun duration = CliRun.run("verify", "--catalog", CATALOG, "--cases", CASES, "--base-url", "http://x", "--timeout-per-call", "soon");
    assertEquals(ExitCodes.USAGE, duration.exitCode(), duration.err());
    assertTrue(duration.err().contains("'soon' is not a duration"), duration.err());
  }

  @Test
  void anInvalidCatalogExits3() throws Exception {
    Path bad = dir.resolve("operations.json");
    Files.writeString(bad, "{\"catalog_format\": 1, \"name\": \"x\", \"catalog_version\": \"1.0.0\", \"ops\": [{\"id\": \"Bad Id\"}]}");
    CliRun run = CliRun.run("verify", "--catalog", bad.toString(), "--cases", CASES, "--base-url", "http://127.0.0.1:1");
    assertEquals(ExitCodes.INVALID_CATALOG, run.exitCode(), run.err());
    assertTrue(run.err().startsWith(bad + ":"), run.err());
  }

  @Test
  void theConfigurationsVerifySectionGivesDefaultsAndTheCommandLineWins() throws Exception {
    Path config = dir.resolve("gen-client.yaml");
    Files.writeString(config, "catalog: ops.json\ntargets: [{lang: java, out: j}]\n"
        + "verify: {cases: c.json, base-url: 'http://a:1', clients: [ts, python], only: [files.*, pty.*], timeout-per-call: 5s, jobs: 2}\n");
    VerifySettings settings = settings("--config", config.toString(), "--base-url", "http://b:2");
    assertEquals(dir.resolve("ops.json"), settings.catalog());
    assertEquals(dir.resolve("c.json"), settings.cases());
    assertEquals("http://b:2", settings.baseUrl());
    assertEquals(List.of("ts", "python"), settings.clients());
    assertEquals(List.of("files.*", "pty.*"), settings.only());
    assertEquals(Duration.ofSeconds(5), settings.timeoutPerCall());
    assertEquals(2, settings.jobs());
    assertEquals(List.of("java", "ts", "python", "cli"), settings("--catalog", "a", "--cases", "b", "--base-url", "u").clients());
  }

  @Test
  void anUnknownVerifyKeyIsALocatedConfigurationError() throws Exception {
    Path config = dir.resolve("gen-client.yaml");
    Files.writeString(config, "catalog: ops.json\ntargets: [{lang: java, out: j}]\nverify:\n  cases: c.json\n  colour: red\n");
    CliRun run = CliRun.run("verify", "--config", config.toString());
    assertEquals(ExitCodes.INVALID_CATALOG, run.exitCode(), run.err());
    assertTrue(run.err().startsWith(config + ":5:3: [config] unknown key 'colour'"), run.err());
  }

  private static VerifySettings settings(String... args) throws Exception {
    CommandLine cli = GenClient.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    CommandLine.ParseResult parsed = cli.parseArgs(prepend("verify", args));
    VerifyCommand command = parsed.subcommand().commandSpec().commandLine().getCommand();
    return VerifyConfig.merge(command).settings();
  }

  private static String[] prepend(String first, String[] rest) {
    String[] all = new String[rest.length + 1];
    all[0] = first;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return all;
  }

  @Test
  void docsVerifyMdHasARowForEveryClientColumnInTheMatrixOrder() throws Exception {
    String doc = Files.readString(RepoPaths.root().resolve("docs/verify.md"));
    int start = doc.indexOf("\n## The client cells\n");
    String section = doc.substring(start, doc.indexOf("\n## ", start + 1));
    java.util.regex.Matcher row = java.util.regex.Pattern.compile("(?m)^\\| `([a-z]+)` \\|").matcher(section);
    List<String> columns = new java.util.ArrayList<>();
    while (row.find()) {
      columns.add(row.group(1));
    }
    assertEquals(ClientSelection.ALL, columns);
  }
}
