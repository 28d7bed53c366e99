package dev.genclient.verify.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The ops-listing check: the server's {@code GET {ops_path}} against the catalog, op by op. */
final class OpsListing {
  private OpsListing() {}

  /** Adds the check's findings; returns the listed ops by id (empty when the listing is unreadable). */
  static Map<String, JsonNode> check(Catalog catalog, ServerProbe.Exchange answer, List<Finding> findings) {
    String check = ServerCheck.OPS_LISTING.id();
    JsonNode json = answer.json();
    JsonNode ops = json == null ? null : json.isArray() ? json : json.get("ops");
    Map<String, JsonNode> listed = new LinkedHashMap<>();
    if (answer.status() != 200 || ops == null || !ops.isArray()) {
      findings.add(Finding.fail(check, null, null, "GET " + catalog.server().opsPath() + " answered " + ServerConformance.describe(answer)
          + (answer.status() == 200 ? " without an ops list" : "")).withRequest(answer.requestId(), answer.request()));
      return listed;
    }
    ops.forEach(op -> listed.put(op.path("id").asText(), op));
    int before = findings.size();
    for (Operation op : catalog.ops()) {
      JsonNode served = listed.get(op.id());
      if (served == null) {
        findings.add(fail(check, op.id(), "missing from GET " + catalog.server().opsPath(), answer));
        continue;
      }
      String kind = served.path("kind").asText("call");
      if (!kind.equals(op.kind().wireName())) {
        findings.add(fail(check, op.id(), "kind is " + kind + ", the catalog says " + op.kind().wireName(), answer));
      }
      String method = served.path("http").path("method").asText("POST");
      String path = served.path("http").path("path").asText(catalog.server().opsPath() + "/" + op.id());
      if (!method.equals(op.http().method()) || !path.equals(op.http().path())) {
        findings.add(fail(check, op.id(), "bound to " + method + " " + path + ", the catalog says " + op.http().method() + " "
            + op.http().path(), answer));
      }
    }
    List<String> known = catalog.ops().stream().map(Operation::id).toList();
    listed.keySet().stream().filter(id -> !known.contains(id))
        .forEach(id -> findings.add(Finding.info(check, id, "served beyond the catalog")));
    if (findings.subList(before, findings.size()).stream().noneMatch(f -> f.verdict() == Verdict.FAIL)) {
      findings.add(before, Finding.pass(check, null, null, "lists the catalog's " + catalog.ops().size() + " ops with their kinds and bindings"));
    }
    return listed;
  }

  private static Finding fail(String check, String op, String message, ServerProbe.Exchange answer) {
    return Finding.fail(check, op, null, message).withRequest(answer.requestId(), answer.request());
  }
}
