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
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every {@code invalid/<case>.json} through the loader and the language-neutral validator and
 * compares the rendered diagnostics, line by line, with {@code invalid/<case>.errors}. The naming
 * collision rules live in generator-cli and have their own fixtures there; which rules the
 * fixtures must cover is {@code ValidationRuleRegistryTest}'s to check.
 */
class InvalidCatalogFixturesTest {

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
