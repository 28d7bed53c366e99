package dev.genclient.catalog.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fast check ({@link SchemaSubset}) and the JSON Schema engine agree on whether a catalog
 * conforms to {@code catalog.schema.json}: on every catalog fixture of the repository, and on
 * mutations of the example catalog (a value replaced by one of each JSON type, a key removed, an
 * unknown key added) at a deterministic sample of its nodes.
 */
class FormatSchemaCheckAgreementTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void theShippedSchemaIsWithinTheFastSubset() {
    assertNotNull(FormatSchemaCheck.subset(), "catalog.schema.json uses a keyword SchemaSubset does not implement");
  }

  @Test
  void agreesOnEveryCatalogFixture() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("catalog/src/test/resources", "examples", "generator-cli/src/test/resources", "golden")) {
      Path root = ROOT.resolve(dir);
      if (Files.isDirectory(root)) {
        try (Stream<Path> walk = Files.walk(root)) {
          walk.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().forEach(files::add);
        }
      }
    }
    int catalogs = 0;
    int conforming = 0;
    for (Path file : files) {
      JsonNode tree;
      try {
        tree = new LocatingJsonReader().read(Files.readAllBytes(file)).root(); // what the loader checks
      } catch (LocatingJsonReader.SyntaxException e) {
        continue; // a syntax fixture: never reaches the format check
      }
      if (tree == null || !tree.isObject() || !tree.has("catalog_format")) {
        continue; // not a catalog (cases files, OpenAPI documents, manifests)
      }
      catalogs++;
      boolean engine = FormatSchemaCheck.engineViolations(tree).isEmpty();
      assertEquals(engine, FormatSchemaCheck.conformsFast(tree), ROOT.relativize(file) + ": fast check and schema engine disagree");
      conforming += engine ? 1 : 0;
    }
    assertTrue(catalogs >= 20 && conforming >= 5 && catalogs - conforming >= 5,
        "expected both conforming and non-conforming catalog fixtures; found " + catalogs + " catalogs, " + conforming + " conforming");
  }

  @Test
  void agreesOnMutationsOfTheExample() throws IOException {
    JsonNode example = JSON.readTree(ROOT.resolve("examples/agent-sandbox/operations.json").toFile());
    List<Consumer<JsonNode>> mutations = new ArrayList<>();
    List<String> names = new ArrayList<>();
    walk(example, new ArrayList<>(), mutations, names);
    int step = Math.max(1, mutations.size() / 400);
    int checked = 0;
    int rejected = 0;
    for (int i = 0; i < mutations.size(); i += step) {
      JsonNode copy = example.deepCopy();
      mutations.get(i).accept(copy);
      boolean engine = FormatSchemaCheck.engineViolations(copy).isEmpty();
      assertEquals(engine, FormatSchemaCheck.conformsFast(copy), "example with " + names.get(i) + ": fast check and engine disagree");
      checked++;
      rejected += engine ? 0 : 1;
    }
    assertTrue(checked >= 300 && rejected >= 100, "checked " + checked + " mutations, " + rejected + " rejected");
  }

  /** Mutations of every node under {@code node}, each addressed by its path so it applies to a copy. */
  private static void walk(JsonNode node, List<Object> path, List<Consumer<JsonNode>> out, List<String> names) {
    if (node.isObject()) {
      List<Object> here = List.copyOf(path);
      out.add(copy -> ((ObjectNode) at(copy, here)).put("zz_unknown", 1));
      names.add(here + " + zz_unknown");
      Iterator<String> keys = node.fieldNames();
      while (keys.hasNext()) {
        String name = keys.next();
        out.add(copy -> ((ObjectNode) at(copy, here)).remove(name));
        names.add(here + " - " + name);
        for (JsonNode replacement : replacements()) {
          out.add(copy -> ((ObjectNode) at(copy, here)).set(name, replacement.deepCopy()));
          names.add(here + "/" + name + " = " + replacement);
        }
        List<Object> child = new ArrayList<>(path);
        child.add(name);
        walk(node.get(name), child, out, names);
      }
    } else if (node.isArray()) {
      List<Object> here = List.copyOf(path);
      for (int i = 0; i < node.size(); i++) {
        int index = i;
        for (JsonNode replacement : replacements()) {
          out.add(copy -> ((ArrayNode) at(copy, here)).set(index, replacement.deepCopy()));
          names.add(here + "/" + index + " = " + replacement);
        }
        List<Object> child = new ArrayList<>(path);
        child.add(i);
        walk(node.get(i), child, out, names);
      }
    }
  }

  private static List<JsonNode> replacements() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    return List.of(f.numberNode(7), f.numberNode(-1.5), f.textNode(""), f.textNode("Bad Id!"), f.booleanNode(true),
        f.nullNode(), f.objectNode(), f.arrayNode());
  }

  private static JsonNode at(JsonNode root, List<Object> path) {
    JsonNode node = root;
    for (Object step : path) {
      node = step instanceof Integer i ? node.get(i) : node.get((String) step);
    }
    return node;
  }
}
