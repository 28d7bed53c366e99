package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The semver bump {@code diff} asks for, by the most severe finding. */
class VersionBumpTest {
  private static final Finding BREAKING = new Finding(DiffRule.OP_REMOVED, "a.b", Finding.Side.OLD, "/ops/0", "op a.b removed");
  private static final Finding ADDITION = new Finding(DiffRule.OP_ADDED, "a.c", Finding.Side.NEW, "/ops/1", "op a.c added");
  private static final Finding INFO = new Finding(DiffRule.DESCRIPTION_CHANGED, "a.c", Finding.Side.NEW, "/ops/1/summary", "summary changed");

  @ParameterizedTest(name = "{0} -> {1} with {2}: {3}")
  @CsvSource({
      "1.2.3, 2.0.0, breaking, ok",
      "1.2.3, 1.3.0, breaking, major",
      "0.4.1, 0.5.0, breaking, ok",
      "0.4.1, 0.4.2, breaking, major",
      "1.2.3, 1.3.0, addition, ok",
      "1.2.3, 2.0.0-rc.1, addition, ok",
      "1.2.3, 1.2.4, addition, minor",
      "1.2.3, 1.2.3, info, ok",
      "1.2.3, 1.2.2, info, backwards",
  })
  void asksForTheBumpTheChangesNeed(String from, String to, String change, String expected) {
    List<Finding> findings = switch (change) {
      case "breaking" -> List.of(BREAKING, ADDITION);
      case "addition" -> List.of(ADDITION, INFO);
      default -> List.of(INFO);
    };
    Optional<Finding> warning = VersionBump.check(from, to, findings);
    String actual = warning.map(f -> f.message().contains("major") ? "major" : f.message().contains("minor") ? "minor" : "backwards").orElse("ok");
    assertEquals(expected, actual, warning.map(Finding::message).orElse(""));
    warning.ifPresent(f -> assertEquals(DiffRule.VERSION_NOT_BUMPED, f.rule()));
  }
}
