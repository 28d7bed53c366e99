package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate --format json|github} and {@code --quiet}. */
class ValidateFormatTest {
  private static final Path INVALID = RepoPaths.root().resolve("catalog/src/test/resources/invalid/alias-target.json");

  @TempDir
  Path tmp;

  @Test
  void githubAnnotatesEachProblemOnItsLine() {
    CliRun run = CliRun.run("validate", INVALID.toString(), "--format", "github");
    assertEquals(3, run.exitCode());
    String[] lines = run.out().split("\n");
    // The catalog rules' eight (in line order), the naming-collision rule once per client language on line 16.
    assertEquals(11, lines.length, run.out());
    // The fixture is outside the working directory (generator-cli/), so on no pull request: no file=, the message names it
    // (ShownPathTest has a file inside).
    assertEquals("::error title=gen-client alias-target::" + INVALID + ":10:7: "
        + "alias 'a.b' would hide the existing op of that name", lines[0]);
    assertEquals("::error title=gen-client name-collision::" + INVALID + ":16:7: "
        + "alias a.* and namespace a both become the python member 'a' of the client", lines[9]);
    assertEquals("gen-client: 11 problem(s) in " + INVALID + "\n", run.err());
  }

  @Test
  void jsonIsOneDocumentWithEveryProblem() throws Exception {
    CliRun run = CliRun.run("validate", INVALID.toString(), "--format", "json");
    assertEquals(3, run.exitCode());
    JsonNode doc = new ObjectMapper().readTree(run.out());
    assertEquals(false, doc.get("valid").asBoolean());
    assertEquals(11, doc.get("problems").size());
    assertEquals(11, doc.get("problems").get(1).get("line").asInt());
    assertEquals(23, doc.get("problems").get(1).get("column").asInt());
    assertEquals("", run.err());
  }

  @Test
  void aValidCatalogInJsonHasItsSummary() throws Exception {
    CliRun run = CliRun.run("validate", RepoPaths.exampleCatalog().toString(), "--format", "json");
    assertEquals(0, run.exitCode(), run.err());
    JsonNode doc = new ObjectMapper().readTree(run.out());
    assertEquals(true, doc.get("valid").asBoolean());
    assertTrue(doc.get("catalog_digest").asText().startsWith("sha256:"), run.out());
  }

  @Test
  void quietPrintsNothingForAValidCatalog() {
    CliRun run = CliRun.run("validate", RepoPaths.exampleCatalog().toString(), "--quiet");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("", run.out());
  }

  @Test
  void aSyntaxErrorInGithubFormatIsAnnotatedToo() throws Exception {
    Path bad = Files.writeString(tmp.resolve("bad.json"), "{\n  \"catalog_format\": 1,\n  \"name\": }\n");
    CliRun run = CliRun.run("validate", bad.toString(), "--format", "github");
    assertEquals(3, run.exitCode());
    // The file is outside the working directory (generator-cli/): no file=, the message names it.
    assertTrue(run.out().startsWith("::error title=gen-client json-syntax::" + bad + ":3:11: "), run.out());
  }
}
