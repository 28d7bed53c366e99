package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * The example catalog's planned minor bump (an enum value added to a type used by params and
 * results, {@code format: path} on path params, a client-only error row, a new alias, a new
 * server setting) is classified as compatible: no breaking finding, no warning.
 */
class ExampleBumpDiffTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path EXAMPLE = Path.of("../examples/agent-sandbox/operations.json");

  @Test
  void theExamplesMinorBumpIsCompatible() throws Exception {
    byte[] oldBytes = Files.readAllBytes(EXAMPLE);
    ObjectNode edited = (ObjectNode) JSON.readTree(oldBytes);
    edited.put("catalog_version", bumpMinor(edited.get("catalog_version").asText()));
    ((ObjectNode) edited.get("server")).put("health_op", "core.health");
    ((ArrayNode) edited.at("/types/AgentEnvironment/properties/type/enum")).add("self_hosted");
    for (var op : edited.get("ops")) {
      if (op.get("id").asText().equals("files.list") || op.get("id").asText().equals("files.download")) {
        ((ObjectNode) op.at("/params/properties/path")).put("format", "path");
      }
    }
    ((ObjectNode) edited.get("exit_codes")).put("execution", 5);
    ((ArrayNode) edited.get("errors")).addObject().put("class", "ProcessError").put("code", "E3002")
        .put("exit", "execution").put("client_only", true).put("description", "A command exited with a non-zero code.");
    ((ArrayNode) edited.get("aliases")).insertObject(2).put("alias", "system.env").put("target", "system.env.get")
        .put("deprecated_since", "2.1").put("remove_in", "3.0");

    CatalogLoader.Loaded a = new CatalogLoader().load("old.json", oldBytes);
    CatalogLoader.Loaded b = new CatalogLoader().load("new.json", JSON.writeValueAsBytes(edited));
    assertFalse(new CatalogValidator(List.of()).validate(b.catalog()).hasErrors(), "the edited example must stay valid");
    List<Finding> findings = CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree());

    List<String> notCompatible = findings.stream()
        .filter(f -> f.rule().impact() == Impact.BREAKING || f.rule().impact() == Impact.WARNING)
        .map(f -> f.rule().id() + " " + f.pointer() + " " + f.message()).toList();
    assertEquals(List.of(), notCompatible);
    Set<String> rules = findings.stream().map(f -> f.rule().id()).collect(Collectors.toCollection(TreeSet::new));
    assertTrue(rules.containsAll(Set.of("param-enum-value-added", "result-enum-value-added", "format-annotation-changed",
        "error-class-added", "alias-added", "catalog-setting-changed")), "rules seen: " + rules);
  }

  private static String bumpMinor(String version) {
    String[] parts = version.split("\\.");
    return parts[0] + "." + (Integer.parseInt(parts[1]) + 1) + ".0";
  }
}
