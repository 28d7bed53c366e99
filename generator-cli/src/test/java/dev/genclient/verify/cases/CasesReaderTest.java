package dev.genclient.verify.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.cli.ExitCodes;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The cases format: today's {op: {args}} files, named case lists, located errors (exit 3), and docs/cases.schema.json agreeing with the reader. */
class CasesReaderTest {
  private static final Path SCHEMA = Path.of("..", "docs", "cases.schema.json");
  private static final Path BROKEN = Path.of("src/test/resources/verify/cases/broken.json");

  private static Catalog catalog(Path file) throws Exception {
    return new CatalogPipeline().prepare(file).loaded().catalog();
  }

  @Test
  void todaysExampleCasesAreOneCasePerOpNamedAfterIt() throws Exception {
    Path file = RepoPaths.root().resolve("examples/agent-sandbox/cases.json");
    Catalog example = catalog(RepoPaths.exampleCatalog());
    Cases cases = new CasesReader().read(example, file, Files.readAllBytes(file));
    assertEquals(example.ops().size(), cases.all().size());
    Case upload = cases.named("files.upload").orElseThrow();
    assertEquals("files.upload", upload.op());
    assertEquals("hello from gen-client\n", upload.body());
    assertEquals(Expect.RESULT, upload.expect());
  }

  @Test
  void everyProblemIsLocatedAndVerifyExits3() throws Exception {
    Path catalog = RepoPaths.customOpsCatalog();
    CatalogException e = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog(catalog), BROKEN, Files.readAllBytes(BROKEN)));
    String f = BROKEN.toString();
    assertEquals(List.of(
        f + ":1:1: [case-missing] op custom.echo has no contract case",
        f + ":4:6: [case-name] two cases are named 'grade'; a name must be unique in the file",
        f + ":5:5: [case-shape] name must be a string (each case of a list is named)",
        f + ":6:51: [case-expect] expected error 'no.such_code' is neither a wire code nor a class of the catalog's error table",
        f + ":7:51: [case-expect] an expected status is an HTTP status, 100 to 599, not 700",
        f + ":8:73: [case-reference] '${bad-status.result}' refers to a case that is not in this case's setup",
        f + ":8:127: [case-reference] setup names 'later', which is not a case earlier in the file",
        f + ":9:47: [case-shape] unknown client 'go' (expected python, ts, java or cli)",
        f + ":9:54: [case-shape] unknown key 'colour' in a case of custom.grade (expected admin, args, base_url, body, body_file, clients,"
            + " expect, headers, name, setup)",
        f + ":9:71: [case-shape] only an upload op takes a body; custom.grade is a call",
        f + ":11:3: [case-unknown-op] case for 'custom.nothing', which is not an op or an alias of the catalog"), e.renderedLines());
    CliRun run = CliRun.run("verify", "--catalog", catalog.toString(), "--cases", BROKEN.toString(), "--base-url", "http://127.0.0.1:1");
    assertEquals(ExitCodes.INVALID_CATALOG, run.exitCode(), run.err());
    assertTrue(run.err().startsWith(f + ":1:1: [case-missing]"), run.err());
  }

  @Test
  void anOpWithoutACaseAndACaseForNoOpFail() throws Exception {
    byte[] bytes = "{\"custom.grade\": {\"args\": {\"submission\": \"x\"}}, \"custom.nope\": {}}".getBytes(StandardCharsets.UTF_8);
    CatalogException e = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog(RepoPaths.customOpsCatalog()), Path.of("c.json"), bytes));
    assertEquals(List.of("c.json:1:1: [case-missing] op custom.echo has no contract case",
        "c.json:1:49: [case-unknown-op] case for 'custom.nope', which is not an op or an alias of the catalog"), e.renderedLines());
  }

  @Test
  void anAliasKeyCallsItsTargetThroughTheAliasAndAnythingElseIsUnknown() throws Exception {
    Path file = RepoPaths.root().resolve("examples/agent-sandbox/cases.json");
    String example = Files.readString(file);
    String extra = "\"process.shell\": {\"args\": {\"command\": \"true\"}}, \"pty.create\": [{\"name\": \"pty\"}], ";
    byte[] bytes = ("{" + extra + example.substring(example.indexOf('{') + 1)).getBytes(StandardCharsets.UTF_8);
    Cases cases = new CasesReader().read(catalog(RepoPaths.exampleCatalog()), file, bytes);
    Case shell = cases.named("process.shell").orElseThrow();
    assertEquals(List.of("commands.run", "process.shell"), List.of(shell.op(), shell.via()));
    Case pty = cases.named("pty").orElseThrow();
    assertEquals(List.of("terminal.create", "pty.create"), List.of(pty.op(), pty.via()));
    assertEquals(null, cases.named("files.list").orElseThrow().via());
    byte[] unknown = ("{\"pty.nothing\": {}, " + example.substring(example.indexOf('{') + 1)).getBytes(StandardCharsets.UTF_8);
    CatalogException e = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog(RepoPaths.exampleCatalog()), Path.of("c.json"), unknown));
    assertEquals(List.of("c.json:1:2: [case-unknown-op] case for 'pty.nothing', which is not an op or an alias of the catalog"),
        e.renderedLines());
  }

  @Test
  void aMisspeltOpIdIsSuggested() throws Exception {
    byte[] bytes = "{\"custom.echo\": {}, \"custom.grdae\": {\"args\": {\"submission\": \"x\"}}}".getBytes(StandardCharsets.UTF_8);
    CatalogException e = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog(RepoPaths.customOpsCatalog()), Path.of("c.json"), bytes));
    assertEquals(List.of("c.json:1:1: [case-missing] op custom.grade has no contract case",
        "c.json:1:21: [case-unknown-op] case for 'custom.grdae', which is not an op or an alias of the catalog: did you mean 'custom.grade'?"),
        e.renderedLines());
  }

  @Test
  void aMisspeltErrorAndKeyAreSuggested() throws Exception {
    byte[] bytes = "{\"files.list\": {\"agrs\": {}, \"expect\": {\"error\": \"files.not_fuond\"}}}".getBytes(StandardCharsets.UTF_8);
    CatalogException e = assertThrows(CatalogException.class,
        () -> new CasesReader().read(catalog(RepoPaths.exampleCatalog()), Path.of("c.json"), bytes));
    assertEquals(List.of(
        "c.json:1:17: [case-shape] unknown key 'agrs' in a case of files.list (did you mean 'args'?) (expected admin, args, base_url,"
            + " body, body_file, clients, expect, headers, name, setup)",
        "c.json:1:40: [case-expect] expected error 'files.not_fuond' is neither a wire code nor a class of the catalog's error table:"
            + " did you mean 'files.not_found'?"),
        e.renderedLines().stream().filter(line -> !line.contains("[case-missing]")).toList());
  }

  @Test
  void referencesTakeTheSetupResultsValue() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    JsonNode args = mapper.readTree("{\"id\": \"${create.result.session.id}\", \"label\": \"s-${create.result.session.id}\", \"n\": \"${count.result.0}\"}");
    JsonNode results = mapper.readTree("{\"create\": {\"session\": {\"id\": 42}}, \"count\": [7]}");
    JsonNode resolved = References.resolve(args, Map.of("create", results.get("create"), "count", results.get("count")));
    assertEquals(mapper.readTree("{\"id\": 42, \"label\": \"s-42\", \"n\": 7}"), resolved);
  }

  static Stream<Arguments> documents() {
    String grade = "\"custom.echo\": {\"args\": {}}, \"custom.grade\": ";
    return Stream.of(
        Arguments.of("{" + grade + "{\"args\": {\"submission\": \"x\"}}}", true),
        Arguments.of("{" + grade + "[{\"name\": \"a\", \"args\": {}, \"expect\": \"result\"},"
            + " {\"name\": \"b\", \"expect\": {\"status\": 404}, \"headers\": {\"X-A\": \"1\"}, \"clients\": [\"ts\"]},"
            + " {\"name\": \"c\", \"setup\": [\"a\"], \"args\": {\"s\": \"${a.result.score}\"}, \"base_url\": \"http://x\", \"admin\": true}]}", true),
        Arguments.of("{" + grade + "[{\"args\": {}}]}", false),
        Arguments.of("{" + grade + "[]}", false),
        Arguments.of("{" + grade + "{\"args\": []}}", false),
        Arguments.of("{" + grade + "{\"args\": {}, \"colour\": 1}}", false),
        Arguments.of("{" + grade + "{\"expect\": {\"status\": 99}}}", false),
        Arguments.of("{" + grade + "{\"expect\": {\"result\": 1}}}", false),
        Arguments.of("{" + grade + "{\"expect\": {\"status\": 404, \"error\": \"x\"}}}", false),
        Arguments.of("{" + grade + "{\"clients\": [\"go\"]}}", false),
        Arguments.of("{" + grade + "{\"headers\": {\"X-A\": 1}}}", false),
        Arguments.of("{" + grade + "{\"admin\": \"yes\"}}", false),
        Arguments.of("[]", false),
        Arguments.of("{\"$schema\": \"./cases.schema.json\", " + grade + "{\"args\": {\"submission\": \"x\"}}}", true),
        Arguments.of("{\"$schema\": 1, " + grade + "{\"args\": {\"submission\": \"x\"}}}", false));
  }

  @ParameterizedTest
  @MethodSource("documents")
  void theSchemaAndTheReaderAgree(String json, boolean valid) throws Exception {
    Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(Files.newInputStream(SCHEMA));
    assertEquals(valid, schema.validate(new ObjectMapper().readTree(json)).isEmpty(), "schema on " + json);
    boolean read;
    try {
      new CasesReader().read(catalog(RepoPaths.customOpsCatalog()), Path.of("c.json"), json.getBytes(StandardCharsets.UTF_8));
      read = true;
    } catch (CatalogException e) {
      read = false;
    }
    assertEquals(valid, read, "reader on " + json);
  }
}
