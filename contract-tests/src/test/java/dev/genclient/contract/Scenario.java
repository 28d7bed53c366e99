package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One behaviour scenario (docs/scenarios.md): the mock it runs against, the client's options, the
 * steps with what each must give, and the requests the mock must have seen, in order.
 */
record Scenario(String id, String file, JsonNode mock, JsonNode client, String token, String fault, List<JsonNode> steps,
    JsonNode requests) {
  static final String DEFAULT_TOKEN = "scenario-token";

  /** Every scenario of {@code contract-tests/scenarios/*.json}, file by file (sorted), in file order; ids unique. */
  static List<Scenario> loadAll(Path dir) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    List<Scenario> all = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    List<Path> files;
    try (Stream<Path> listed = Files.list(dir)) {
      files = listed.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
    for (Path file : files) {
      JsonNode root = mapper.readTree(file.toFile());
      for (JsonNode node : root.path("scenarios")) {
        Scenario scenario = of(node, file.getFileName().toString());
        if (!ids.add(scenario.id())) {
          throw new IllegalArgumentException(file + ": scenario id " + scenario.id() + " is used twice");
        }
        all.add(scenario);
      }
    }
    return all;
  }

  static Scenario of(JsonNode node, String file) {
    String id = required(node, "id", file).asText();
    JsonNode mock = node.path("mock").isObject() ? node.get("mock") : new ObjectMapper().createObjectNode();
    String token = node.hasNonNull("token") ? node.get("token").asText()
        : mock.hasNonNull("token") ? mock.get("token").asText() : DEFAULT_TOKEN;
    List<JsonNode> steps = new ArrayList<>();
    required(node, "steps", file).forEach(steps::add);
    if (steps.isEmpty()) {
      throw new IllegalArgumentException(file + ": scenario " + id + " has no steps");
    }
    String fault = node.hasNonNull("fault") ? node.get("fault").asText() : null;
    return new Scenario(id, file, mock, node.path("client"), token, fault, steps, required(node, "requests", file));
  }

  private static JsonNode required(JsonNode node, String field, String file) {
    if (!node.has(field)) {
      throw new IllegalArgumentException(file + ": a scenario lacks '" + field + "': " + node);
    }
    return node.get(field);
  }
}
