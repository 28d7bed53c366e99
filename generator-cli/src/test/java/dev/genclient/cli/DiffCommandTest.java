package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client diff}, in-process: exit codes, located lines, JSON, version warnings, invalid input. */
class DiffCommandTest {
  private static final Path EXAMPLE = RepoPaths.exampleCatalog();
  private static final Path FIXTURES = RepoPaths.root().resolve("catalog/src/test/resources/diff");

  @TempDir
  Path tmp;

  @Test
  void aCatalogAgainstItselfHasNoFindings() {
    CliRun run = CliRun.run("diff", EXAMPLE.toString(), EXAMPLE.toString());
    assertEquals(0, run.exitCode(), run.err());
    String version = RepoPaths.exampleVersion();
    assertEquals("0 breaking, 0 warning, 0 compatible, 0 info (" + version + " -> " + version + ")\n", run.out());
  }

  @Test
  void githubFormatAnnotatesTheLineOfEachFinding() {
    Path dir = FIXTURES.resolve("param-removed");
    CliRun run = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString(), "--format", "github");
    assertEquals(1, run.exitCode());
    // Outside the working directory (generator-cli/): the message names the file (ShownPathTest has one inside).
    assertEquals("::error title=gen-client param-removed::" + dir.resolve("old.json") + ":69:11: "
        + "breaking: items.get: param 'verbose' removed\n"
        + "1 breaking, 0 warning, 0 compatible, 0 info (1.0.0 -> 2.0.0)\n", run.out());
  }

  @Test
  void jsonIsFormatJsonAndCannotBeCombinedWithAnother() {
    Path dir = FIXTURES.resolve("param-removed");
    CliRun json = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString(), "--json");
    CliRun format = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString(), "--format", "json");
    assertEquals(json.out(), format.out());
    assertTrue(json.out().startsWith("{"), json.out());
    CliRun both = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString(), "--json", "--format", "github");
    assertEquals(2, both.exitCode());
    assertTrue(both.err().contains("--json is --format json"), both.err());
  }

  @Test
  void quietPrintsOnlyBreakingChangesAndWarnings() {
    CliRun run = CliRun.run("diff", EXAMPLE.toString(), EXAMPLE.toString(), "--quiet");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("", run.out());
  }

  @Test
  void aBreakingChangeExitsOneWithLocatedLines() {
    Path dir = FIXTURES.resolve("param-removed");
    CliRun run = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString());
    assertEquals(1, run.exitCode());
    assertEquals(dir.resolve("old.json") + ":69:11: breaking [param-removed] items.get: param 'verbose' removed\n"
        + "1 breaking, 0 warning, 0 compatible, 0 info (1.0.0 -> 2.0.0)\n", run.out());
    assertTrue(run.err().startsWith("gen-client: breaking change(s) from "), run.err());
  }

  @Test
  void compatibleChangesExitZeroAndAMissingBumpWarns() {
    Path dir = FIXTURES.resolve("version-not-bumped");
    CliRun run = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith(dir.resolve("new.json") + ":4:3: warning [version-not-bumped] catalog_version is 1.0.0 but additions"
        + " need at least a minor bump from 1.0.0\n"), run.out());
  }

  @Test
  void jsonOutputCarriesEveryFieldOfAFinding() throws Exception {
    Path dir = FIXTURES.resolve("op-removed");
    CliRun run = CliRun.run("diff", dir.resolve("old.json").toString(), dir.resolve("new.json").toString(), "--json");
    assertEquals(1, run.exitCode());
    JsonNode report = new ObjectMapper().readTree(run.out());
    assertTrue(report.get("breaking").asBoolean());
    assertEquals(1, report.at("/counts/breaking").asInt());
    assertEquals("2.0.0", report.at("/new/catalog_version").asText());
    assertTrue(report.at("/old/catalog_digest").asText().startsWith("sha256:"));
    JsonNode finding = report.at("/findings/0");
    assertEquals("op-removed", finding.get("rule").asText());
    assertEquals("breaking", finding.get("severity").asText());
    assertEquals("items.list", finding.get("op").asText());
    assertEquals("old", finding.get("side").asText());
    assertEquals("/ops/1", finding.get("pointer").asText());
    assertEquals(dir.resolve("old.json") + ":96:5", finding.get("location").asText());
  }

  @Test
  void findsABreakingChangeInTheExampleCatalog() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode catalog = (ObjectNode) mapper.readTree(EXAMPLE.toFile());
    String[] current = catalog.get("catalog_version").asText().split("\\.");
    String minorBump = current[0] + "." + (Integer.parseInt(current[1]) + 1) + ".0";
    catalog.put("catalog_version", minorBump);
    ArrayNode ops = (ArrayNode) catalog.get("ops");
    String removed = ops.get(0).get("id").asText();
    ops.remove(0);
    Path changed = tmp.resolve("operations.json");
    Files.writeString(changed, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(catalog));
    CliRun run = CliRun.run("diff", EXAMPLE.toString(), changed.toString());
    assertEquals(1, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().contains("breaking [op-removed] " + removed + ": op " + removed + " removed\n"), run.out());
    assertTrue(run.out().contains("warning [version-not-bumped] catalog_version is " + minorBump + " but a breaking change needs a major bump"), run.out());
  }

  @Test
  void anInvalidCatalogGivesLocatedErrorsAndExitsThree() throws Exception {
    Path bad = tmp.resolve("bad.json");
    Files.writeString(bad, "{\n  \"catalog_format\": 1,\n  \"name\": \"x\",\n  \"catalog_version\": \"1.0.0\",\n  \"ops\": [{\"id\": \"Bad\", \"summary\": \"s\"}]\n}\n");
    CliRun run = CliRun.run("diff", EXAMPLE.toString(), bad.toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().startsWith(bad + ":5:"), run.err());
    assertFalse(run.err().contains("Exception"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void aMissingArgumentIsAUsageError() {
    CliRun run = CliRun.run("diff", EXAMPLE.toString());
    assertEquals(2, run.exitCode());
    assertTrue(run.err().startsWith("Missing required parameter: 'NEW'"), run.err());
  }
}
