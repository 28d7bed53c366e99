package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.genclient.catalog.load.LocatingJsonReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Positions by JSON pointer, and how diagnostics render with and without them. */
class SourceMapTest {
  private static final String DOC = """
      {
        "a": {
          "b/c": [10,
            "x"],
          "t~n": true
        }
      }
      """;

  private static SourceMap map() throws Exception {
    return new LocatingJsonReader().read(DOC.getBytes(StandardCharsets.UTF_8)).sourceMap();
  }

  private static String at(SourceMap map, String pointer) {
    SourceMap.Position p = map.locate(pointer);
    return p == null ? null : p.line() + ":" + p.column();
  }

  @Test
  void locatesKeysBeforeValuesAndArrayElementsByValue() throws Exception {
    SourceMap map = map();
    assertEquals("1:1", at(map, ""));
    assertEquals("2:3", at(map, "/a"), "an object member is shown at its key");
    assertEquals("3:5", at(map, "/a/b~1c"), "'/' in a key is escaped as ~1");
    assertEquals("3:13", at(map, "/a/b~1c/0"));
    assertEquals("4:7", at(map, "/a/b~1c/1"));
    assertEquals("5:5", at(map, "/a/t~0n"), "'~' in a key is escaped as ~0");
  }

  @Test
  void missingPointersFallBackToTheNearestLocatedParent() throws Exception {
    SourceMap map = map();
    assertEquals("3:5", at(map, "/a/b~1c/7"));
    assertEquals("2:3", at(map, "/a/nope/deeper"));
    assertEquals("1:1", at(map, "/zzz"));
    assertNull(new SourceMap().locate("/a"));
    assertEquals(Long.MAX_VALUE, new SourceMap().offsetOf("/a"));
  }

  @Test
  void escapesPointerTokensPerRfc6901() {
    assertEquals("a~1b~0c", SourceMap.escape("a/b~c"));
    assertEquals("~01", SourceMap.escape("~1"), "~ first, so an escaped ~1 is not read back as /");
  }

  @Test
  void rendersLineAndColumnWarningsAndPointerFallbacks() throws Exception {
    SourceMap map = map();
    assertEquals("f.json:5:5: [schema] m", Diagnostic.error(ValidationRule.SCHEMA, "/a/t~0n", "m").render("f.json", map));
    assertEquals("f.json:5:5: warning: [schema] m", Diagnostic.warning(ValidationRule.SCHEMA, "/a/t~0n", "m").render("f.json", map));
    assertEquals("f.json#/a/b: [schema] m", Diagnostic.error(ValidationRule.SCHEMA, "/a/b", "m").render("f.json", null));
    assertEquals("f.json: [schema] m", Diagnostic.error(ValidationRule.SCHEMA, "", "m").render("f.json", null));
    Diagnostic positioned = new Diagnostic(Severity.ERROR, ValidationRule.JSON_SYNTAX, "bad", "", new SourceMap.Position(7, 2, 99));
    assertEquals("f.json:7:2: [json-syntax] bad", positioned.render("f.json", map), "a direct position wins");
  }

  @Test
  void diagnosticsSortInDocumentOrderWithUnlocatedLast() throws Exception {
    SourceMap map = map();
    Diagnostics d = new Diagnostics();
    d.error(ValidationRule.JOB, "/a/t~0n", "late");
    d.warning(ValidationRule.LEGACY_GROUP, "", "nowhere");
    d.error(ValidationRule.SCHEMA, "/a/b~1c/0", "early");
    assertEquals(List.of("nowhere", "early", "late"), d.sorted(map).stream().map(Diagnostic::message).toList(),
        "'' is the root at offset 0");
    Diagnostics unlocated = new Diagnostics();
    unlocated.error(ValidationRule.SCHEMA, "/a", "x");
    unlocated.error(ValidationRule.SCHEMA, "/b", "y");
    assertEquals(List.of("x", "y"), unlocated.sorted(new SourceMap()).stream().map(Diagnostic::message).toList(),
        "ties keep the order found");
    assertEquals(true, d.hasErrors());
    Diagnostics warningsOnly = new Diagnostics();
    warningsOnly.warning(ValidationRule.LEGACY_GROUP, "", "m");
    assertEquals(false, warningsOnly.hasErrors());
  }

  @Test
  void aLazyMapRecordsItsPositionsOnlyWhenFirstAskedAndOnce() {
    int[] fills = {0};
    SourceMap map = SourceMap.lazy(m -> {
      fills[0]++;
      m.recordValue("", new SourceMap.Position(1, 1, 0));
      m.recordKey("/a", new SourceMap.Position(2, 3, 4));
    });
    assertEquals(0, fills[0], "made, not filled: a run with nothing to report never pays for positions");
    assertEquals("2:3", at(map, "/a/b"));
    assertEquals("1:1", at(map, "/z"));
    assertEquals(1, fills[0], "filled once, on the first locate");
  }

  @Test
  void problemsOfTheUnlocatedParseCarryTheSamePointersAsTheMap() throws Exception {
    String doc = "{\"a\": [1, {\"k~/\": \"\\ud800\"}], \"n\": 1e400}";
    LocatingJsonReader.Parsed parsed = new LocatingJsonReader().read(doc.getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("/a/1/k~0~1", "/n"), parsed.problems().stream().map(Diagnostic::pointer).toList());
    assertEquals("1:12", at(parsed.sourceMap(), "/a/1/k~0~1"), "the key, at column 12");
    assertEquals(1L, parsed.problems().get(0).position().line());
  }
}
