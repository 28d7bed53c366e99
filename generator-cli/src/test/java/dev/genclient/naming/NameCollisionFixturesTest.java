package dev.genclient.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.CatalogException;
import dev.genclient.pipeline.CatalogPipeline;
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
 * Runs every {@code invalid/<case>.json} of this module through the whole validation of
 * {@link CatalogPipeline#prepare} (standard rules plus each language's collision rule) and compares
 * the rendered diagnostics with {@code invalid/<case>.errors}.
 */
class NameCollisionFixturesTest {
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
    Path dir = fixtureDir();
    List<String> expected = Files.readAllLines(dir.resolve(name + ".errors"), StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank())
        .toList();
    assertFalse(expected.isEmpty(), name + ".errors is empty");
    List<String> actual;
    try {
      actual = new CatalogPipeline().prepare(dir.resolve(name + ".json")).warnings();
    } catch (CatalogException e) {
      actual = e.renderedLines();
    }
    String prefix = dir + java.io.File.separator;
    List<String> relative = actual.stream().map(l -> l.startsWith(prefix) ? l.substring(prefix.length()) : l).toList();
    assertTrue(relative.stream().allMatch(l -> l.startsWith(name + ".json")), "located in the fixture: " + actual);
    assertEquals(String.join("\n", expected), String.join("\n", relative));
  }

  private static Path fixtureDir() {
    try {
      return Path.of(NameCollisionFixturesTest.class.getResource("/invalid").toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
