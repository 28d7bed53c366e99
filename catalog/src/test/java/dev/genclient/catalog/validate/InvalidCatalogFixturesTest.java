package dev.genclient.catalog.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.load.CatalogLoader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every {@code invalid/<case>.json} through the loader and the language-neutral validator and
 * compares the rendered diagnostics, line by line, with {@code invalid/<case>.errors}. The naming
 * collision rules live in generator-cli and have their own fixtures there.
 */
class InvalidCatalogFixturesTest {
  private static final Pattern EMITTED_RULE = Pattern.compile("(?:error|warning|syntax|Severity\\.ERROR,)\\(?\\s*\"([a-z][a-z-]*)\"");
  private static final Pattern FIXTURE_RULE = Pattern.compile("\\[([a-z-]+)]");

  static Stream<String> cases() throws IOException {
    try (Stream<Path> files = Files.list(fixtureDir())) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".json"))
          .map(n -> n.substring(0, n.length() - ".json".length()))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reportsExactlyTheExpectedDiagnostics(String name) throws IOException {
    Path expectedFile = fixtureDir().resolve(name + ".errors");
    assertTrue(Files.isRegularFile(expectedFile), "fixture " + name + ".json has no " + name + ".errors");
    List<String> expected = Files.readAllLines(expectedFile, StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank())
        .toList();
    assertFalse(expected.isEmpty(), name + ".errors is empty: an invalid fixture must expect something");
    List<String> actual = diagnose(name + ".json", Files.readAllBytes(fixtureDir().resolve(name + ".json")));
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }

  /** Every rule id the catalog module can emit has at least one fixture expecting it. */
  @Test
  void everyEmittedRuleHasAFixture() throws IOException {
    Set<String> emitted = emittedRules();
    Set<String> covered = new TreeSet<>();
    try (Stream<Path> files = Files.list(fixtureDir())) {
      for (Path errors : files.filter(p -> p.toString().endsWith(".errors")).toList()) {
        Matcher m = FIXTURE_RULE.matcher(Files.readString(errors));
        while (m.find()) {
          covered.add(m.group(1));
        }
      }
    }
    Set<String> missing = new TreeSet<>(emitted);
    missing.removeAll(covered);
    assertEquals(Set.of(), missing, "rules without an invalid/ fixture");
  }

  /** Every rule id the catalog module can emit is documented in the validation rules of the format docs. */
  @Test
  void everyEmittedRuleIsDocumented() throws IOException {
    String docs = Files.readString(Path.of("../docs/catalog-format.md"));
    String rules = docs.substring(docs.indexOf("## Validation rules"), docs.indexOf("## Stability and catalog_digest"));
    Set<String> undocumented = new TreeSet<>();
    for (String rule : emittedRules()) {
      if (!rules.contains("`" + rule + "`")) {
        undocumented.add(rule);
      }
    }
    assertEquals(Set.of(), undocumented, "rules missing from docs/catalog-format.md#validation-rules");
  }

  /** The rule ids in the sources of the loader and the validator. */
  private static Set<String> emittedRules() throws IOException {
    Set<String> emitted = new TreeSet<>();
    for (String dir : List.of("load", "validate")) {
      try (Stream<Path> sources = Files.walk(Path.of("src/main/java/dev/genclient/catalog", dir))) {
        for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
          Matcher m = EMITTED_RULE.matcher(Files.readString(source));
          while (m.find()) {
            emitted.add(m.group(1));
          }
        }
      }
    }
    // Chosen by FormatSchemaCheck.ruleOf, not passed to error(...) literally.
    emitted.add("id-syntax");
    emitted.add("one-line");
    assertTrue(emitted.containsAll(Set.of("json-syntax", "json-limits", "json-value", "schema", "duplicate-id",
        "legacy-group")), "the source scan found too few rules: " + emitted);
    return emitted;
  }

  /** The rendered diagnostics of a catalog: a syntax error, else every problem of every stage. */
  static List<String> diagnose(String file, byte[] bytes) {
    CatalogLoader.Draft draft;
    try {
      draft = new CatalogLoader().read(file, bytes);
    } catch (CatalogException e) {
      return e.renderedLines();
    }
    return new CatalogValidator(List.of()).check(draft).stream()
        .map(d -> d.render(file, draft.loaded().sourceMap()))
        .toList();
  }

  private static Path fixtureDir() {
    try {
      return Path.of(InvalidCatalogFixturesTest.class.getResource("/invalid").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
