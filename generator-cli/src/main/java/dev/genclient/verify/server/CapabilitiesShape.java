package dev.genclient.verify.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.verify.report.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The capabilities check: {@code GET {capabilities_path}} is one of the documented bodies (v2.1
 * {@code {catalog_version, sdk_version, ops: {id: {enabled, limits, paths}}}}, v1.x
 * {@code {endpoints: [...]}}, v1 {@code {groups: [...]}}), and a v2.1 body names the ops the ops listing lists.
 */
final class CapabilitiesShape {
  private CapabilitiesShape() {}

  static void check(Catalog catalog, ServerProbe.Exchange answer, Map<String, JsonNode> listed, List<Finding> findings) {
    String problem = problem(answer, listed);
    String check = ServerCheck.CAPABILITIES.id();
    if (problem == null) {
      findings.add(Finding.pass(check, null, null, shape(answer.json(), !listed.isEmpty())));
    } else {
      findings.add(Finding.fail(check, null, null, "GET " + catalog.server().capabilitiesPath() + ": " + problem)
          .withRequest(answer.requestId(), answer.request()));
    }
  }

  private static String shape(JsonNode json, boolean compared) {
    if (json.has("ops")) {
      return "v2.1 body listing " + json.get("ops").size() + " ops" + (compared ? ", as the ops listing does" : " (no ops listing to compare)");
    }
    return json.has("endpoints") ? "v1.x body ({endpoints})" : "v1 body ({groups})";
  }

  private static String problem(ServerProbe.Exchange answer, Map<String, JsonNode> listed) {
    JsonNode json = answer.json();
    if (answer.status() != 200 || json == null || !json.isObject()) {
      return "answered " + ServerConformance.describe(answer) + ", expected 200 with a JSON object";
    }
    if (json.has("endpoints")) {
      return strings(json.get("endpoints")) ? null : "endpoints is not a list of strings";
    }
    if (json.has("groups")) {
      return strings(json.get("groups")) ? null : "groups is not a list of strings";
    }
    JsonNode ops = json.get("ops");
    if (ops == null || !ops.isObject() || !json.path("catalog_version").isTextual()) {
      return "neither {catalog_version, sdk_version, ops}, {endpoints} nor {groups}";
    }
    List<String> problems = new ArrayList<>();
    ops.fields().forEachRemaining(e -> {
      JsonNode entry = e.getValue();
      if (!entry.isObject() || !entry.path("enabled").isBoolean()) {
        problems.add("ops." + e.getKey() + " has no boolean enabled");
      } else if (!listed.isEmpty() && !listed.containsKey(e.getKey())) {
        problems.add("ops." + e.getKey() + " is not in the ops listing");
      }
    });
    listed.keySet().stream().filter(id -> !ops.has(id)).forEach(id -> problems.add(id + " is listed in the ops listing but not here"));
    return problems.isEmpty() ? null : String.join("; ", problems.subList(0, Math.min(3, problems.size())))
        + (problems.size() > 3 ? " (and " + (problems.size() - 3) + " more)" : "");
  }

  private static boolean strings(JsonNode list) {
    if (!list.isArray()) {
      return false;
    }
    for (JsonNode item : list) {
      if (!item.isTextual()) {
        return false;
      }
    }
    return true;
  }
}
