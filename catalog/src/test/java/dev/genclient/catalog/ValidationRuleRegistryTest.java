package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link ValidationRule} is the one list of rule ids: every rule the docs show or a fixture
 * expects is in it, and every rule in it is documented on its page and expected by a fixture.
 */
class ValidationRuleRegistryTest {
  /** The rule of a rendered diagnostic at the start of a line: {@code file:1:2: [rule] } or {@code file#/p: warning: [rule] }. */
  private static final Pattern DIAGNOSTIC_RULE = Pattern.compile("(?m)^[^\\s`]*: (?:warning: )?\\[([a-z0-9-]+)] ");
  /** The same inside a docs page, where examples stand in code spans or blocks. */
  private static final Pattern DOCS_DIAGNOSTIC_RULE = Pattern.compile("[\\w.#/-]+:\\d+:\\d+: (?:warning: )?\\[([a-z0-9-]+)] ");
  /** A rule named in the first column of a rule table: {@code | `dangling-ref` |}. */
  private static final Pattern TABLE_RULE = Pattern.compile("(?m)^\\| `([a-z0-9-]+)`");
  private static final List<Path> FIXTURE_DIRS = List.of(Path.of("src/test/resources/invalid"),
      Path.of("../generator-cli/src/test/resources/invalid"));
  private static final Path DOCS = Path.of("../docs");

  private static Set<String> ids() {
    return Arrays.stream(ValidationRule.values()).map(ValidationRule::id).collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void idsAreDistinctKebabCase() {
    assertEquals(ValidationRule.values().length, ids().size(), "two rules share an id");
    for (ValidationRule rule : ValidationRule.values()) {
      assertTrue(rule.id().matches("[a-z][a-z0-9]*(-[a-z0-9]+)*"), rule.id());
      assertEquals(rule.name(), rule.id().toUpperCase(java.util.Locale.ROOT).replace('-', '_'), "constant named after its id");
      assertTrue(!rule.summary().isBlank(), rule.id() + " has no summary");
    }
  }

  @Test
  void everyRuleAFixtureExpectsIsRegistered() throws IOException {
    Set<String> expected = fixtureRules();
    assertTrue(expected.size() > 40, "the fixture scan found too few rules: " + expected);
    expected.removeAll(ids());
    assertEquals(Set.of(), expected, "rules in *.errors fixtures that are not in ValidationRule");
  }

  @Test
  void everyCatalogRuleHasAFixture() throws IOException {
    Set<String> missing = new TreeSet<>();
    Set<String> covered = fixtureRules();
    for (ValidationRule rule : ValidationRule.values()) {
      // output-path and og-name-collision need a target's derived paths or OpenAPI Generator:
      // GenerationTest and OgNameCollisionTest test them.
      boolean needsTarget = rule == ValidationRule.OUTPUT_PATH || rule == ValidationRule.OG_NAME_COLLISION;
      if (rule.page() == ValidationRule.Page.CATALOG && !needsTarget && !covered.contains(rule.id())) {
        missing.add(rule.id());
      }
    }
    assertEquals(Set.of(), missing, "catalog rules without an invalid/ fixture");
  }

  @Test
  void everyRuleTheDocsShowIsRegistered() throws IOException {
    Set<String> shown = new TreeSet<>();
    Matcher table = TABLE_RULE.matcher(rulesSection());
    while (table.find()) {
      shown.add(table.group(1));
    }
    assertTrue(shown.size() > 40, "the rule tables' scan found too few rules: " + shown);
    try (Stream<Path> pages = Files.list(DOCS)) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).toList()) {
        if (page.getFileName().toString().equals("templates.md")) {
          continue; // its [template] lines are template-override problems, not catalog diagnostics
        }
        Matcher line = DOCS_DIAGNOSTIC_RULE.matcher(Files.readString(page));
        while (line.find()) {
          shown.add(line.group(1));
        }
      }
    }
    shown.removeAll(ids());
    assertEquals(Set.of(), shown, "rules in docs/ that are not in ValidationRule");
  }

  @Test
  void everyRegisteredRuleIsDocumentedOnItsPage() throws IOException {
    Set<String> undocumented = new TreeSet<>();
    for (ValidationRule rule : ValidationRule.values()) {
      String text = rule.page() == ValidationRule.Page.CATALOG ? rulesSection()
          : Files.readString(DOCS.resolve(rule.page().file()));
      if (!text.contains("`" + rule.id() + "`") && !text.contains("[" + rule.id() + "]")) {
        undocumented.add(rule.id() + " (" + rule.page().file() + ")");
      }
    }
    assertEquals(Set.of(), undocumented, "rules documented nowhere");
  }

  /** The validation rules section of the format docs. */
  private static String rulesSection() throws IOException {
    String docs = Files.readString(DOCS.resolve("catalog-format.md"));
    return docs.substring(docs.indexOf("## Validation rules"), docs.indexOf("## Stability and catalog_digest"));
  }

  /** The rules the {@code *.errors} fixtures of both modules expect. */
  private static Set<String> fixtureRules() throws IOException {
    Set<String> rules = new TreeSet<>();
    for (Path dir : FIXTURE_DIRS) {
      try (Stream<Path> files = Files.list(dir)) {
        for (Path errors : files.filter(p -> p.toString().endsWith(".errors")).toList()) {
          Matcher m = DIAGNOSTIC_RULE.matcher(Files.readString(errors));
          while (m.find()) {
            rules.add(m.group(1));
          }
        }
      }
    }
    return rules;
  }
}
