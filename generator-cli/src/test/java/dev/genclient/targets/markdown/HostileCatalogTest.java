package dev.genclient.targets.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hostile-strings and keywords catalogs (test resources for every target) validate, and the
 * markdown target keeps hostile text from injecting HTML or splitting table cells.
 */
class HostileCatalogTest {
  static Path catalog(String name) {
    try {
      return Path.of(HostileCatalogTest.class.getResource("/catalogs/" + name + "/operations.json").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"hostile", "keywords"})
  void validatesWithoutWarnings(String name) throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog(name));
    assertEquals(List.of(), prepared.warnings());
  }

  @Test
  void hostileFixtureHoldsTheTraps() throws Exception {
    String text = Files.readString(catalog("hostile"));
    for (String trap : List.of("*/", "/*", "\\\\u000a", "\\\\u002a/", "C:\\\\user", "\\r", "\u2028", "\u2029",
        "\\\"\\\"\\\"", "quote\\\"\"", "\\\\N{BULLET}", "\\\\x41", "${x}", "`", "<script>alert(1)</script>", "|",
        "{{secret}}", "@param", "{@code x}", "</summary>", "\"content-type\"", "\"1st\"", "\"class\"",
        "\"__proto__\"", "\"$ref\"", "\"constructor\"", "\"x-custom\"", "\"a\\\"b\"", "\"null\"", "\"\",")) {
      assertTrue(text.contains(trap), "fixture lacks " + trap);
    }
  }

  @Test
  void markdownHasNoRawHtmlAndNoSplitCells() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog("hostile")).plan(), new MarkdownTarget(),
        TargetOptions.DEFAULTS, null);
    int tables = 0;
    for (GeneratedFile file : files) {
      if (!file.path().endsWith(".md")) {
        continue;
      }
      assertFalse(file.content().contains("<script"), file.path());
      assertFalse(file.content().contains("</summary>"), file.path());
      assertFalse(file.content().contains("\r"), file.path() + " has a CR");
      assertFalse(file.content().contains("\u2028") || file.content().contains("\u2029"), file.path());
      tables += checkTables(file);
    }
    assertTrue(tables >= 4, "expected the op, error, alias and parity tables, found " + tables);
  }

  /** Every row of a table has as many cells as its header row; returns the number of tables. */
  private static int checkTables(GeneratedFile file) {
    int tables = 0;
    int expected = -1;
    List<String> problems = new ArrayList<>();
    for (String line : file.content().split("\n", -1)) {
      if (!line.startsWith("|")) {
        expected = -1;
        continue;
      }
      int cells = cells(line);
      if (expected < 0) {
        expected = cells;
        tables++;
      } else if (cells != expected) {
        problems.add(cells + " cells instead of " + expected + ": " + line);
      }
    }
    assertEquals(List.of(), problems, file.path());
    return tables;
  }

  /** Cells of a GFM table row: pipes not escaped by an odd run of backslashes, minus the outer ones. */
  static int cells(String row) {
    int pipes = 0;
    int backslashes = 0;
    for (int i = 0; i < row.length(); i++) {
      char c = row.charAt(i);
      if (c == '|' && backslashes % 2 == 0) {
        pipes++;
      }
      backslashes = c == '\\' ? backslashes + 1 : 0;
    }
    return pipes - 1;
  }

  @Test
  void cellCounterHonoursEscapes() {
    assertEquals(2, cells("| a | b |"));
    assertEquals(2, cells("| a \\| x | b |"));
    assertEquals(3, cells("| a \\\\| x | b |"));
  }
}
