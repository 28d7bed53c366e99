package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.validate.CatalogValidator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The example catalog against its previous release (2.1.0, kept as
 * {@code src/test/resources/releases/agent-sandbox-2.1.0.json}): the 2.2.0 minor bump (an enum value
 * added to a type used by params and results, {@code format: path} on path params, an error root,
 * a client-only error row with an exit check, a new alias on a namespace's name, a new server
 * setting) is classified as compatible: no breaking finding, no warning.
 */
class ExampleBumpDiffTest {
  private static final Path PREVIOUS = Path.of("src/test/resources/releases/agent-sandbox-2.1.0.json");
  private static final Path EXAMPLE = Path.of("../examples/agent-sandbox/operations.json");

  @Test
  void theExamplesMinorBumpIsCompatible() throws Exception {
    byte[] oldBytes = Files.readAllBytes(PREVIOUS);
    byte[] newBytes = Files.readAllBytes(EXAMPLE);
    CatalogLoader.Loaded a = new CatalogLoader().load("old.json", oldBytes);
    CatalogLoader.Loaded b = new CatalogLoader().load("new.json", newBytes);
    assertFalse(new CatalogValidator(List.of()).validate(b.catalog()).hasErrors(), "the edited example must stay valid");
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());

    List<String> notCompatible = findings.stream()
        .filter(f -> f.rule().impact() == Impact.BREAKING || f.rule().impact() == Impact.WARNING)
        .map(f -> f.rule().id() + " " + f.pointer() + " " + f.message()).toList();
    assertEquals(List.of(), notCompatible);
    Set<String> rules = findings.stream().map(f -> f.rule().id()).collect(Collectors.toCollection(TreeSet::new));
    assertTrue(rules.containsAll(Set.of("param-enum-value-added", "result-enum-value-added", "format-annotation-changed",
        "error-class-added", "error-root-added", "exit-check-added", "alias-added", "catalog-setting-changed")),
        "rules seen: " + rules);
  }
}
