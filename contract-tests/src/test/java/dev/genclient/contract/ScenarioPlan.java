package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SCENARIOS.json for the runners (docs/scenarios.md): each scenario with the base URL and request
 * log of its mock (one in-process mock per distinct {@code mock} object, request log on), its token
 * and client options, and its steps as contract-runner calls (member paths from the parity ledger,
 * kind from the catalog). Closing it stops the mocks.
 */
final class ScenarioPlan implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Map<JsonNode, MockServer> mocks = new LinkedHashMap<>();
  private final CatalogLoader.Loaded loaded;
  private final Catalog catalog;
  private final ParityLedger ledger;

  ScenarioPlan(CatalogLoader.Loaded loaded, ParityLedger ledger) {
    this.loaded = loaded;
    this.catalog = loaded.catalog();
    this.ledger = ledger;
  }

  Path write(List<Scenario> scenarios, Path file) throws IOException {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode array = root.putArray("scenarios");
    for (Scenario scenario : scenarios) {
      MockServer mock = mock(scenario.mock());
      ObjectNode node = array.addObject();
      node.put("id", scenario.id());
      node.put("base_url", mock.baseUrl());
      node.put("log_url", mock.baseUrl() + "/_mock/requests");
      node.put("token", scenario.token());
      node.put("admin_token", scenario.mock().path("admin_token").asText(scenario.token()));
      node.set("client", scenario.client().isObject() ? scenario.client() : MAPPER.createObjectNode());
      ArrayNode steps = node.putArray("steps");
      for (JsonNode step : scenario.steps()) {
        steps.add(step(scenario, step));
      }
    }
    Files.createDirectories(file.getParent());
    Files.writeString(file, MAPPER.writeValueAsString(root) + "\n");
    return file;
  }

  /** A contract-runner call for {@code {"call": ID, ...}} (an op or alias id); {@code {"do": "discover"}} as it is. */
  private ObjectNode step(Scenario scenario, JsonNode step) {
    ObjectNode call = MAPPER.createObjectNode();
    if (step.has("do")) {
      call.put("do", step.get("do").asText());
      return call;
    }
    String id = step.path("call").asText();
    ParityLedger.Row row = row(scenario, id);
    String opId = row.target() != null ? row.target() : row.id();
    Operation op = catalog.ops().stream().filter(o -> o.id().equals(opId)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": no op " + opId));
    call.put("id", scenario.id() + "/" + id);
    call.put("op", opId);
    call.put("kind", op.kind().name().toLowerCase(java.util.Locale.ROOT));
    call.put("admin", op.admin());
    ObjectNode members = call.putObject("members");
    row.members().forEach(members::put);
    call.set("args", step.has("args") ? step.get("args") : MAPPER.createObjectNode());
    call.set("body", step.path("body").isMissingNode() ? MAPPER.nullNode() : step.get("body"));
    call.set("headers", step.has("headers") ? step.get("headers") : MAPPER.createObjectNode());
    call.set("stream_error", step.path("stream_error").isMissingNode() ? MAPPER.nullNode() : step.get("stream_error"));
    call.put("max_retries", step.path("max_retries").asInt(0));
    if (step.path("check").asBoolean(false)) {
      call.put("check", true);
    }
    if (scenario.client().path("legacy_auth").asBoolean(false)) {
      call.put("legacy_auth", true);
    }
    return call;
  }

  private ParityLedger.Row row(Scenario scenario, String id) {
    for (ParityLedger.Row row : ledger.ops()) {
      if (row.id().equals(id)) {
        return row;
      }
    }
    for (ParityLedger.Row row : ledger.aliases()) {
      if (row.id().equals(id)) {
        return row;
      }
    }
    throw new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": no op or alias " + id + " in the ledger");
  }

  /** The mock for one {@code mock} object: {@code compat}, {@code token}, {@code admin_token}, {@code disabled}, {@code paths}. */
  private MockServer mock(JsonNode spec) throws IOException {
    MockServer running = mocks.get(spec);
    if (running != null) {
      return running;
    }
    Set<String> known = Set.of("compat", "token", "admin_token", "disabled", "paths");
    for (Iterator<String> names = spec.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!known.contains(name)) {
        throw new IllegalArgumentException("unknown mock option '" + name + "' (known: " + known + ")");
      }
    }
    MockOptions options = MockOptions.defaults().withRequestLog(true)
        .withToken(spec.path("token").asText(Scenario.DEFAULT_TOKEN))
        .withCompat(Compat.fromFlag(spec.path("compat").asText("v2.1")));
    if (spec.hasNonNull("admin_token")) {
      options = options.withAdminToken(spec.get("admin_token").asText());
    }
    Set<String> disabled = new HashSet<>();
    spec.path("disabled").forEach(op -> disabled.add(op.asText()));
    options = options.withDisabled(disabled);
    for (Iterator<Map.Entry<String, JsonNode>> it = spec.path("paths").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      for (JsonNode prefix : entry.getValue()) {
        options = options.withPath(entry.getKey(), prefix.asText());
      }
    }
    MockServer started = MockServer.start(List.of(loaded), options);
    mocks.put(spec, started);
    return started;
  }

  @Override
  public void close() {
    List<RuntimeException> failures = new ArrayList<>();
    for (MockServer mock : mocks.values()) {
      try {
        mock.close();
      } catch (RuntimeException e) {
        failures.add(e);
      }
    }
    if (!failures.isEmpty()) {
      throw failures.get(0);
    }
  }
}
