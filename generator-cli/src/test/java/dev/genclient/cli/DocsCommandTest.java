package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client docs}, in-process: in-place tables, untouched bytes, CRLF, located marker errors, --check. */
class DocsCommandTest {
  private static final String CUSTOM = RepoPaths.customOpsCatalog().toString();
  private static final String EXAMPLE = RepoPaths.exampleCatalog().toString();
  private static final String OPS_TABLE = "| Op | Kind | Summary | Params | Result | Errors | Since |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| `custom.grade` | call | Grade a submission | `submission` string (required), `rubric` string | CustomGradeResult |  | 1.0 |\n"
      + "| `custom.echo` | call | Echo a message | `message` string (required) | CustomEchoResult |  | 1.0 |\n";

  @TempDir
  Path tmp;

  private CliRun docs(String catalog, Path doc, String... extra) {
    List<String> args = new ArrayList<>(List.of("docs", "--catalog", catalog, "--update", doc.toString()));
    args.addAll(List.of(extra));
    return CliRun.run(args.toArray(String[]::new));
  }

  @Test
  void replacesOnlyTheContentBetweenMarkers() throws IOException {
    Path doc = tmp.resolve("api.md");
    String before = "# API  \n\nHand-written *prose* stays.\n<!-- gen-client:begin ops:custom -->\nold table\n<!-- gen-client:end ops:custom -->\ntrailing text, no newline";
    Files.writeString(doc, before);
    CliRun run = docs(CUSTOM, doc);
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("updated " + doc + ": ops:custom (line 4)\n", run.out());
    assertEquals("# API  \n\nHand-written *prose* stays.\n<!-- gen-client:begin ops:custom -->\n\n" + OPS_TABLE
        + "\n<!-- gen-client:end ops:custom -->\ntrailing text, no newline", Files.readString(doc));
    byte[] updated = Files.readAllBytes(doc);
    CliRun again = docs(CUSTOM, doc);
    assertEquals(0, again.exitCode());
    assertEquals("in step: " + doc + "\n", again.out());
    assertEquals(new String(updated, StandardCharsets.UTF_8), Files.readString(doc), "a re-run is byte-identical");
    assertEquals(0, docs(CUSTOM, doc, "--check").exitCode());
  }

  @Test
  void keepsCrlfLineEndings() throws IOException {
    Path doc = tmp.resolve("crlf.md");
    Files.writeString(doc, "Intro\r\n<!-- gen-client:begin ops -->\r\n<!-- gen-client:end ops -->\r\nMixed\nend\r\n");
    assertEquals(0, docs(CUSTOM, doc).exitCode());
    assertEquals("Intro\r\n<!-- gen-client:begin ops -->\r\n\r\n" + OPS_TABLE.replace("\n", "\r\n")
        + "\r\n<!-- gen-client:end ops -->\r\nMixed\nend\r\n", Files.readString(doc));
  }

  @Test
  void checkNamesEachStaleTableAndWritesNothing() throws IOException {
    Path doc = tmp.resolve("stale.md");
    String text = "<!-- gen-client:begin errors -->\n<!-- gen-client:end errors -->\n\n<!-- gen-client:begin aliases -->\n"
        + "<!-- gen-client:end aliases -->\n";
    Files.writeString(doc, text);
    CliRun check = docs(CUSTOM, doc, "--check");
    assertEquals(1, check.exitCode());
    assertEquals("stale: " + doc + ": table errors (line 1)\nstale: " + doc + ": table aliases (line 4)\n", check.out());
    assertTrue(check.err().startsWith("gen-client: stale doc tables"), check.err());
    assertEquals(text, Files.readString(doc));
    assertEquals(0, docs(CUSTOM, doc).exitCode());
    assertTrue(Files.readString(doc).contains("\n\nThis catalog declares no aliases.\n\n<!-- gen-client:end aliases -->"), Files.readString(doc));
    assertEquals(0, docs(CUSTOM, doc, "--check").exitCode());
  }

  @Test
  void markerProblemsAreLocatedAndWriteNothing() throws IOException {
    Path doc = tmp.resolve("bad.md");
    String text = String.join("\n",
        "<!-- gen-client:begin tables -->",
        "<!-- gen-client:end tables -->",
        "<!-- gen-client:begin ops -->",
        "  <!-- gen-client:begin errors -->",
        "<!-- gen-client:end ops -->",
        "<!-- gen-client:begin ops -->",
        "<!-- gen-client:end ops -->",
        "<!-- gen-client:end parity -->",
        "<!-- gen-client:begin ops:nowhere -->",
        "<!-- gen-client:end ops:nowhere -->",
        "<!-- gen-client:begin -->",
        "<!-- gen-client:begin aliases -->",
        "");
    Files.writeString(doc, text);
    CliRun run = docs(CUSTOM, doc);
    assertEquals(3, run.exitCode());
    assertEquals(String.join("\n",
        doc + ":4:3: [nested-marker] begin marker for 'errors' inside the region of 'ops' opened at line 3",
        doc + ":6:1: [duplicate-marker] table 'ops' already has a region at line 3",
        doc + ":8:1: [unbalanced-marker] end marker for 'parity' without a begin marker",
        doc + ":11:1: [malformed-marker] expected '<!-- gen-client:begin TABLE -->' or '<!-- gen-client:end TABLE -->' alone on its line",
        doc + ":12:1: [unbalanced-marker] begin marker for 'aliases' has no end marker",
        doc + ":1:1: [unknown-table] unknown table 'tables': expected one of ops, errors, aliases, parity, ops:<namespace>",
        doc + ":9:1: [unknown-namespace] the catalog has no op in namespace 'nowhere'",
        "gen-client: 7 problem(s) with doc markers; nothing was written", ""), run.err());
    assertEquals(text, Files.readString(doc));
  }

  @Test
  void aFileWithoutMarkersIsAnError() throws IOException {
    Path doc = tmp.resolve("plain.md");
    Files.writeString(doc, "# nothing here\n");
    CliRun run = docs(CUSTOM, doc);
    assertEquals(3, run.exitCode());
    assertTrue(run.err().startsWith(doc + ":1:1: [no-markers] "), run.err());
  }

  @Test
  void markersInFencedCodeAreText() throws IOException {
    Path doc = tmp.resolve("fenced.md");
    String text = "```md\n<!-- gen-client:begin nonsense -->\n```\n<!-- gen-client:begin ops -->\n<!-- gen-client:end ops -->\n";
    Files.writeString(doc, text);
    assertEquals(0, docs(CUSTOM, doc).exitCode());
    assertTrue(Files.readString(doc).startsWith("```md\n<!-- gen-client:begin nonsense -->\n```\n<!-- gen-client:begin ops -->\n\n| Op |"));
  }

  @Test
  void aNamespaceTableHoldsTheWholeSubtree() throws IOException {
    Path doc = tmp.resolve("agents.md");
    Files.writeString(doc, "<!-- gen-client:begin ops:agents -->\n<!-- gen-client:end ops:agents -->\n");
    assertEquals(0, docs(EXAMPLE, doc).exitCode());
    String text = Files.readString(doc);
    assertTrue(text.contains("| `agents.codex.run` |") && text.contains("| `agents.qoder.sessions.cancel` |"), text);
    assertFalse(text.contains("| `files.list` |"), text);
  }

  @Test
  void theParityTableIsTheMarkdownTargetsTable() throws IOException {
    Path doc = tmp.resolve("parity.md");
    Files.writeString(doc, "<!-- gen-client:begin parity -->\n<!-- gen-client:end parity -->\n");
    assertEquals(0, docs(EXAMPLE, doc).exitCode());
    String table = Files.readString(doc).replace("<!-- gen-client:begin parity -->\n\n", "").replace("\n<!-- gen-client:end parity -->\n", "");
    String golden = Files.readString(RepoPaths.root().resolve("golden/agent-sandbox/markdown/parity.md"));
    assertTrue(golden.endsWith("\n\n" + table), "the docs table and golden/agent-sandbox/markdown/parity.md share one renderer");
  }

  /** Hostile catalog strings land in table cells and never end a region early: an update is in step with itself. */
  @Test
  void hostileCatalogsKeepTheirRegions() throws IOException {
    for (String name : List.of("hostile", "keywords", "java-hostile")) {
      Path catalog = RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/" + name + "/operations.json");
      Path doc = tmp.resolve(name + ".md");
      String markers = "<!-- gen-client:begin ops -->\n<!-- gen-client:end ops -->\n<!-- gen-client:begin errors -->\n"
          + "<!-- gen-client:end errors -->\n<!-- gen-client:begin aliases -->\n<!-- gen-client:end aliases -->\n"
          + "<!-- gen-client:begin parity -->\n<!-- gen-client:end parity -->\nafter\n";
      Files.writeString(doc, markers);
      CliRun update = docs(catalog.toString(), doc);
      assertEquals(0, update.exitCode(), name + ": " + update.err());
      assertTrue(Files.readString(doc).endsWith("\n<!-- gen-client:end parity -->\nafter\n"), name);
      CliRun check = docs(catalog.toString(), doc, "--check");
      assertEquals(0, check.exitCode(), name + ": " + check.out() + check.err());
    }
  }

  /** Every committed doc with gen-client markers is in step with the example catalog. */
  @Test
  void committedMarkedDocsAreInStep() throws IOException {
    List<Path> marked = new ArrayList<>();
    try (Stream<Path> files = Stream.concat(Files.list(RepoPaths.root().resolve("docs")), Stream.of(RepoPaths.root().resolve("README.md")))) {
      for (Path file : files.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        if (hasMarkerOutsideFences(Files.readAllLines(file))) {
          marked.add(file);
        }
      }
    }
    assertTrue(marked.contains(RepoPaths.root().resolve("docs/parity.md")), "docs/parity.md holds the parity table: " + marked);
    for (Path file : marked) {
      CliRun check = docs(EXAMPLE, file, "--check");
      assertEquals(0, check.exitCode(), file + " is stale; run ./gen-client docs --catalog " + EXAMPLE + " --update " + file + "\n" + check.out());
    }
  }

  /** Docs that show the marker syntax inside a fenced block are not marked docs. */
  private static boolean hasMarkerOutsideFences(List<String> lines) {
    boolean fenced = false;
    for (String line : lines) {
      if (line.startsWith("```") || line.startsWith("~~~")) {
        fenced = !fenced;
      } else if (!fenced && line.startsWith("<!-- gen-client:begin ")) {
        return true;
      }
    }
    return false;
  }
}
