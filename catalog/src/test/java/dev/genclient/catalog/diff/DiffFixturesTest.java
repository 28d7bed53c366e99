package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.validate.CatalogValidator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One fixture pair per diff rule: {@code diff/<rule>/old.json}, {@code new.json} and
 * {@code expected.txt} (the report lines and the summary). A mismatch writes the received report
 * to {@code target/diff-received/<rule>.txt} for review.
 */
class DiffFixturesTest {
  private static final Path FIXTURES = Path.of("src/test/resources/diff");

  static Stream<String> cases() throws IOException {
    try (Stream<Path> dirs = Files.list(FIXTURES)) {
      return dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reportsExactlyTheExpectedFindings(String name) throws Exception {
    Path dir = FIXTURES.resolve(name);
    String received = String.join("\n", report(dir).lines()) + "\n" + report(dir).summary() + "\n";
    Path expectedFile = dir.resolve("expected.txt");
    String expected = Files.isRegularFile(expectedFile) ? Files.readString(expectedFile, StandardCharsets.UTF_8) : "";
    if (!expected.equals(received)) {
      Path out = Path.of("target/diff-received").resolve(name + ".txt");
      Files.createDirectories(out.getParent());
      Files.writeString(out, received, StandardCharsets.UTF_8);
    }
    assertEquals(expected, received, "diff/" + name + "/expected.txt");
  }

  /** The fixture named after a rule exercises that rule, so each rule's own fixture proves it fires. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void eachFixtureEmitsItsOwnRule(String name) throws Exception {
    Set<String> rules = report(FIXTURES.resolve(name)).findings().stream().map(f -> f.rule().id()).collect(Collectors.toSet());
    assertTrue(rules.contains(name), "fixture " + name + " emits only " + rules);
  }

  @Test
  void everyRuleHasAFixture() throws IOException {
    Set<String> fixtures = new TreeSet<>(cases().toList());
    Set<String> rules = Arrays.stream(DiffRule.values()).map(DiffRule::id).collect(Collectors.toCollection(TreeSet::new));
    assertEquals(rules, fixtures, "one fixture directory per DiffRule, named by its id");
  }

  @Test
  void docsListEveryRuleWithItsSeverity() throws IOException {
    String docs = Files.readString(Path.of("../docs/diff.md"), StandardCharsets.UTF_8);
    List<String> missing = new ArrayList<>();
    for (DiffRule rule : DiffRule.values()) {
      if (!docs.contains("| `" + rule.id() + "` | " + rule.impact().label() + " |")) {
        missing.add(rule.id());
      }
    }
    assertEquals(List.of(), missing, "docs/diff.md must list each rule as | `id` | severity |");
  }

  @Test
  void identicalCatalogsHaveNoFindings() throws Exception {
    CatalogLoader.Loaded a = load(FIXTURES.resolve("op-added/old.json"));
    assertEquals(List.of(), CatalogDiff.diff(a.catalog(), a.tree(), a.catalog(), a.tree()));
  }

  private static DiffReport report(Path dir) throws IOException, CatalogException {
    CatalogLoader.Loaded a = load(dir.resolve("old.json"));
    CatalogLoader.Loaded b = load(dir.resolve("new.json"));
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());
    return new DiffReport(new DiffReport.Source("old.json", a.sourceMap(), a.catalog()),
        new DiffReport.Source("new.json", b.sourceMap(), b.catalog()), findings);
  }

  private static CatalogLoader.Loaded load(Path file) throws IOException, CatalogException {
    CatalogLoader.Loaded loaded = new CatalogLoader().load(file.getFileName().toString(), Files.readAllBytes(file));
    assertFalse(new CatalogValidator(List.of()).validate(loaded.catalog()).hasErrors(), file + " must be a valid catalog");
    return loaded;
  }
}
