package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.GeneratorVersion;
import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI end to end, in-process: exit codes of docs/cli.md, messages, generation and --check. */
class GenClientCliTest {
  @TempDir
  Path tmp;

  private static final String EXAMPLE = RepoPaths.exampleCatalog().toString();
  private static final Path GOLDEN = RepoPaths.root().resolve("golden/agent-sandbox/markdown");

  private static void assertNoStackTrace(CliRun run) {
    assertFalse(run.err().contains("\tat "), run.err());
    assertFalse(run.err().contains("Exception"), run.err());
  }

  @Test
  void version() {
    CliRun run = CliRun.run("--version");
    assertEquals(0, run.exitCode());
    assertEquals("gen-client " + GeneratorVersion.get() + "\n", run.out().replace("\r\n", "\n"));
  }

  @Test
  void helpOnTheTopCommandAndOnValidate() {
    CliRun top = CliRun.run("--help");
    assertEquals(0, top.exitCode());
    assertTrue(top.out().startsWith("Usage: gen-client "), top.out());
    assertTrue(top.out().contains("--catalog=FILE") && top.out().contains("--check") && top.out().contains("validate"), top.out());
    assertTrue(top.out().contains("Exit codes: 0 ok; 1 drift found"), top.out());
    CliRun validate = CliRun.run("validate", "--help");
    assertEquals(0, validate.exitCode());
    assertTrue(validate.out().startsWith("Usage: gen-client validate "), validate.out());
    assertTrue(validate.out().contains("--cases=CASES"), validate.out());
  }

  @Test
  void usageErrorsExitTwo() {
    CliRun lang = CliRun.run("--catalog", EXAMPLE, "--lang", "cobol", "--out", tmp.toString());
    assertEquals(2, lang.exitCode());
    assertTrue(lang.err().startsWith("unknown --lang 'cobol': expected one of "
        + String.join(", ", Targets.names()) + ", all"), lang.err());
    CliRun out = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown");
    assertEquals(2, out.exitCode());
    assertTrue(out.err().startsWith("Missing required option: '--out'"), out.err());
    assertEquals(2, CliRun.run("--no-such-option").exitCode());
    assertEquals(2, CliRun.run().exitCode(), "no arguments prints usage");
    assertNoStackTrace(lang);
  }

  @Test
  void validateTheExample() {
    CliRun run = CliRun.run("validate", EXAMPLE);
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("ok: " + EXAMPLE + ": agent-sandbox-server " + RepoPaths.exampleVersion() + ", 83 ops, "), run.out());
    assertTrue(run.out().contains("; sha256:"), run.out());
    assertEquals("", run.err());
  }

  @Test
  void validateAnInvalidCatalogExitsThreeWithLocatedMessages() throws Exception {
    Path catalog = Files.writeString(tmp.resolve("operations.json"), """
        {
          "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [
            { "id": "a.b", "summary": "s" },
            { "id": "a.b", "summary": "s" }
          ]
        }
        """);
    CliRun run = CliRun.run("validate", catalog.toString());
    assertEquals(3, run.exitCode());
    assertEquals(catalog + ":5:7: [duplicate-id] op id 'a.b' is already used by /ops/0\n"
        + "gen-client: 1 problem(s); nothing was generated\n", run.err());
    assertNoStackTrace(run);
  }

  @Test
  void aFloodOfProblemsIsCutAtOneHundredLinesUnlessVerbose() throws Exception {
    StringBuilder ops = new StringBuilder();
    for (int i = 0; i < 150; i++) {
      ops.append(i == 0 ? "" : ",\n").append("{ \"id\": \"a.b\", \"summary\": \"s\" }");
    }
    Path catalog = Files.writeString(tmp.resolve("operations.json"),
        "{\"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\", \"ops\": [\n" + ops + "]}\n");

    CliRun run = CliRun.run("validate", catalog.toString());
    List<String> lines = run.err().lines().toList();
    assertEquals(3, run.exitCode());
    assertEquals(102, lines.size(), run.err());
    assertTrue(lines.get(99).startsWith(catalog + ":102:"), lines.get(99));
    assertEquals("gen-client: 49 more problem(s) not shown (--verbose shows all)", lines.get(100));
    assertEquals("gen-client: 149 problem(s); nothing was generated", lines.get(101));

    CliRun verbose = CliRun.run("validate", catalog.toString(), "--verbose");
    assertEquals(150, verbose.err().lines().count(), verbose.err());
  }

  @Test
  void aSyntaxErrorIsLocatedToo() throws Exception {
    Path catalog = Files.writeString(tmp.resolve("bad.json"), "{\n  \"catalog_format\": 1,\n  \"name\": }\n");
    CliRun run = CliRun.run("validate", catalog.toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().startsWith(catalog + ":3:11: [json-syntax] "), run.err());
    assertNoStackTrace(run);
  }

  @Test
  void aMissingCatalogIsAnIoError() {
    CliRun validate = CliRun.run("validate", tmp.resolve("nope.json").toString());
    assertEquals(4, validate.exitCode());
    assertEquals("gen-client: no such file: " + tmp.resolve("nope.json") + "\n", validate.err());
    CliRun generate = CliRun.run("--catalog", tmp.resolve("nope.json").toString(), "--lang", "markdown", "--out", tmp.toString());
    assertEquals(4, generate.exitCode());
    assertNoStackTrace(generate);
  }

  @Test
  void generatesTheGoldenOutputAndChecksIt() throws Exception {
    Path out = tmp.resolve("md");
    CliRun gen = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString());
    assertEquals(0, gen.exitCode(), gen.err());
    assertEquals("wrote markdown to " + out + ": 5 written, 0 unchanged\n", gen.out());
    for (String name : new String[] {"operations.md", "errors.md", "aliases.md", "parity.md", "client_parity.json",
        ".gen-client-manifest"}) {
      assertEquals(Files.readString(GOLDEN.resolve(name)), Files.readString(out.resolve(name)), name);
    }
    CliRun check = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(), "--check");
    assertEquals(0, check.exitCode(), check.out() + check.err());
    assertEquals("in step: " + out + " (5 files, markdown)\n", check.out());
    CliRun again = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString());
    assertEquals("wrote markdown to " + out + ": 0 written, 5 unchanged\n", again.out());
  }

  @Test
  void checkNamesAnEditedFileWithADiff() throws Exception {
    Path out = generate("md");
    Path ops = out.resolve("operations.md");
    Files.writeString(ops, Files.readString(ops).replace("# Agent Sandbox server operations", "# Edited by hand"));
    CliRun check = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(), "--check");
    assertEquals(1, check.exitCode());
    assertTrue(check.out().startsWith("changed: " + out + "/operations.md\n--- operations.md (on disk)\n"
        + "+++ operations.md (generated)\n"), check.out());
    assertTrue(check.out().contains("\n-# Edited by hand\n+# Agent Sandbox server operations\n"), check.out());
    assertEquals("gen-client: drift found: regenerate with the same command without --check\n", check.err());
  }

  @Test
  void checkNamesADeletedFile() throws Exception {
    Path out = generate("md");
    Files.delete(out.resolve("errors.md"));
    CliRun check = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(), "--check");
    assertEquals(1, check.exitCode());
    assertEquals("missing: " + out + "/errors.md\n", check.out());
  }

  @Test
  void checkNamesAStaleFileListedInTheManifest() throws Exception {
    Path out = generate("md");
    Files.writeString(out.resolve("old.md"), "from an earlier run\n");
    Path manifest = out.resolve(".gen-client-manifest");
    Files.writeString(manifest, Files.readString(manifest) + "old.md\n");
    CliRun check = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(), "--check");
    assertEquals(1, check.exitCode());
    assertTrue(check.out().startsWith("changed: " + out + "/.gen-client-manifest\n"), check.out());
    assertTrue(check.out().contains("stale:   " + out + "/old.md\n"), check.out());
    CliRun regenerate = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString());
    assertTrue(regenerate.out().endsWith(", removed stale [old.md]\n"), regenerate.out());
    assertFalse(Files.exists(out.resolve("old.md")));
  }

  @Test
  void langAllWritesOneDirectoryPerTarget() throws Exception {
    Path out = tmp.resolve("all");
    CliRun run = CliRun.run("--catalog", EXAMPLE, "--lang", "all", "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(Files.readString(GOLDEN.resolve("operations.md")), Files.readString(out.resolve("markdown/operations.md")));
    assertFalse(Files.exists(out.resolve("operations.md")));
  }

  @Test
  void templatesOverrideOneFileAndKeepTheRest() throws Exception {
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    Files.writeString(templates.resolve("errors.md.mustache"), "# Custom errors of {{title}}\n");
    Path out = tmp.resolve("md");
    CliRun run = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(),
        "--templates", templates.toString());
    assertEquals(0, run.exitCode(), run.err());
    String errors = Files.readString(out.resolve("errors.md"));
    assertTrue(errors.startsWith("<!--\n  DO NOT EDIT"), errors);
    assertTrue(errors.endsWith("-->\n# Custom errors of Agent Sandbox server\n"), errors);
    assertEquals(Files.readString(GOLDEN.resolve("operations.md")), Files.readString(out.resolve("operations.md")));
  }

  @Test
  void validateCasesNamesMissingAndUnknownOps() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode cases = (ObjectNode) mapper.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    CliRun good = CliRun.run("validate", EXAMPLE, "--cases", RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toString());
    assertEquals(0, good.exitCode(), good.err());
    assertTrue(good.out().contains(", every op has a case; "), good.out());
    cases.remove("files.stat");
    cases.putObject("nope.op").putObject("args");
    Path file = tmp.resolve("cases.json");
    Files.writeString(file, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(cases), StandardCharsets.UTF_8);
    CliRun bad = CliRun.run("validate", EXAMPLE, "--cases", file.toString());
    assertEquals(3, bad.exitCode());
    assertTrue(bad.err().contains(": [case-unknown-op] case for 'nope.op', which is not an op or an alias of the catalog\n"), bad.err());
    assertTrue(bad.err().contains(": [case-missing] op files.stat has no contract case\n"), bad.err());
    assertNoStackTrace(bad);
  }

  private Path generate(String name) {
    Path out = tmp.resolve(name);
    CliRun run = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    return out;
  }
}
