package dev.genclient.targets.python;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.naming.PythonNames;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A contract-runner plan (contract-tests/RUNNER-PROTOCOL.md) for the example catalog: every op
 * with a client member and every op alias with its case, then one call per error row (by
 * {@code X-Mock-Error}, or {@code X-Mock-Status} for status-only rows), plus an unmapped status
 * and a stream error, with the outcome each must have.
 */
final class ContractPlan {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final PythonNames NAMES = new PythonNames();

  /** Expected outcome per call id: {@code ok}, or the catalog class of the error. */
  record Expectations(Map<String, String> outcomes) {
    /** Every mismatch between the runner's results and the expectations, empty when all agree. */
    List<String> check(Path results) throws IOException {
      List<String> problems = new ArrayList<>();
      Map<String, JsonNode> byId = new LinkedHashMap<>();
      for (String line : Files.readAllLines(results)) {
        JsonNode node = JSON.readTree(line);
        byId.put(node.get("id").asText(), node);
        if (!node.get("lang").asText().equals("python")) {
          problems.add(line + ": lang is not python");
        }
      }
      if (!List.copyOf(byId.keySet()).equals(List.copyOf(outcomes.keySet()))) {
        problems.add("result ids " + byId.keySet() + " are not the plan's " + outcomes.keySet());
      }
      outcomes.forEach((id, expected) -> {
        JsonNode node = byId.get(id);
        if (node == null) {
          return;
        }
        String outcome = node.get("outcome").asText();
        if (expected.equals("ok") ? !outcome.equals("ok")
            : !outcome.equals("error") || !node.get("error").get("catalog_class").asText().equals(expected)) {
          problems.add(id + ": expected " + expected + ", got " + node);
        } else if (outcome.equals("error")) {
          JsonNode error = node.get("error");
          for (String field : List.of("code", "status", "exit_family", "exit_code", "op", "request_id")) {
            if (!error.has(field) || (error.get(field).isNull() && !field.equals("status"))) {
              problems.add(id + ": error lacks " + field + ": " + node);
            }
          }
        }
      });
      return problems;
    }
  }

  private ContractPlan() {}

  static Expectations write(Path planFile, String baseUrl, String token, String adminToken) throws IOException {
    JsonNode catalog = JSON.readTree(RepoPaths.exampleCatalog().toFile());
    JsonNode cases = JSON.readTree(RepoPaths.root().resolve("examples/agent-sandbox/cases.json").toFile());
    ObjectNode plan = JSON.createObjectNode().put("base_url", baseUrl).put("token", token).put("admin_token", adminToken);
    ArrayNode calls = plan.putArray("calls");
    Map<String, String> outcomes = new LinkedHashMap<>();
    Map<String, JsonNode> opsById = new LinkedHashMap<>();
    for (JsonNode op : catalog.get("ops")) {
      opsById.put(op.get("id").asText(), op);
      if (op.path("mirror").path("client").asBoolean(true)) {
        add(calls, outcomes, op.get("id").asText() + "/ok", op, op.get("id").asText(), cases, null, null, "ok");
      }
    }
    for (JsonNode alias : catalog.path("aliases")) {
      String name = alias.get("alias").asText();
      if (!name.endsWith(".*") && !"legacy".equals(alias.path("binding").asText())) {
        add(calls, outcomes, name + "/alias", opsById.get(alias.get("target").asText()), name, cases, null, null, "ok");
      }
    }
    JsonNode stat = opsById.get("files.stat");
    for (JsonNode row : catalog.get("errors")) {
      if (row.path("client_only").asBoolean(false)) {
        continue;
      }
      String cls = row.get("class").asText();
      for (JsonNode wire : row.path("wire")) {
        String code = wire.asText().endsWith(".*") ? wire.asText().replace("*", "mock") : wire.asText();
        add(calls, outcomes, "files.stat/" + code, stat, "files.stat", cases, Map.of("X-Mock-Error", code), null, cls);
      }
      if (row.path("wire").isEmpty() && row.has("status")) {
        int status = row.get("status").get(0).asInt();
        add(calls, outcomes, "files.stat/status-" + status, stat, "files.stat", cases,
            Map.of("X-Mock-Status", String.valueOf(status)), null, firstRowListing(catalog, status));
      }
    }
    add(calls, outcomes, "files.stat/status-418", stat, "files.stat", cases, Map.of("X-Mock-Status", "418"), null,
        "ServerAPIError");
    add(calls, outcomes, "commands.stream/commands.timeout", opsById.get("commands.stream"), "commands.stream", cases,
        Map.of(), "commands.timeout", "CommandTimeoutError");
    JSON.writerWithDefaultPrettyPrinter().writeValue(planFile.toFile(), plan);
    return new Expectations(outcomes);
  }

  private static String firstRowListing(JsonNode catalog, int status) {
    for (JsonNode row : catalog.get("errors")) {
      for (JsonNode s : row.path("status")) {
        if (s.asInt() == status && !row.path("client_only").asBoolean(false)) {
          return row.get("class").asText();
        }
      }
    }
    return "ServerAPIError";
  }

  private static void add(ArrayNode calls, Map<String, String> outcomes, String id, JsonNode op, String member,
      JsonNode cases, Map<String, String> headers, String streamError, String expected) {
    String opId = op.get("id").asText();
    JsonNode opCase = cases.path(opId);
    ObjectNode call = calls.addObject().put("id", id).put("op", opId).put("kind", op.path("kind").asText("call"))
        .put("admin", op.path("admin").asBoolean(false));
    call.putObject("members").put("python", NAMES.memberPath(member));
    call.set("args", opCase.has("args") ? opCase.get("args") : JSON.createObjectNode());
    if (opCase.has("body")) {
      call.set("body", opCase.get("body"));
    } else {
      call.putNull("body");
    }
    ObjectNode headerNode = call.putObject("headers");
    (headers == null ? Map.<String, String>of() : headers).forEach(headerNode::put);
    if (streamError == null) {
      call.putNull("stream_error");
    } else {
      call.put("stream_error", streamError);
    }
    outcomes.put(id, expected);
  }
}
