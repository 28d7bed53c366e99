package dev.genclient.verify.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Expect;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Reproduction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A cell's request as its curl line shows it, and the rule that every client gives each case the same verdict. */
class ClientCellsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Catalog EXAMPLE = load();

  private static Catalog load() {
    try {
      return new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static CaseCall call(String opId, ObjectNode args, boolean admin, String body, Map<String, String> headers) {
    Operation op = EXAMPLE.ops().stream().filter(o -> o.id().equals(opId)).findFirst().orElseThrow();
    Case c = new Case(opId, opId, args, Expect.RESULT, admin, body, null, List.of(), List.of(), headers, null, "/" + opId, null);
    return new CaseCall(c, op, null, args, body, headers, "verify-1", false);
  }

  @Test
  void aGetBindingPutsPathParamsInThePathAndTheRestInTheQuery() {
    ObjectNode args = MAPPER.createObjectNode().put("terminal_id", "a b/c").put("note", "x&y");
    args.putArray("tail").add(1).add(2);
    Reproduction r = CallRequest.of(call("terminal.get", args, true, null, Map.of("X-Mock-Status", "502")),
        new RunnerPlan("http://h:1/", "tok-user", "tok-admin", "tok-gateway", "X-Gateway-Token", Duration.ofSeconds(1)));
    assertEquals("curl -sS -i -X 'GET' 'http://h:1/terminals/a%20b%2Fc?note=x%26y&tail=1&tail=2' -H 'X-Request-Id: verify-1'"
        + " -H 'Authorization: Bearer '\"$ADMIN_TOKEN\" -H 'X-Gateway-Token: '\"$GATEWAY_TOKEN\" -H 'X-Mock-Status: 502'", r.curl());
  }

  @Test
  void anUploadSendsItsContentWithTheArgsInTheQuery() {
    Reproduction r = CallRequest.of(call("files.upload", MAPPER.createObjectNode().put("path", "/tmp/it's"), false, "hello",
        Map.of()), new RunnerPlan("http://h:1", "tok-user", null, null, "X-Gateway-Token", Duration.ofSeconds(1)));
    assertEquals("curl -sS -i -X 'POST' 'http://h:1/ops/files.upload?path=%2Ftmp%2Fit%27s' -H 'X-Request-Id: verify-1'"
        + " -H 'Authorization: Bearer '\"$TOKEN\" -H 'Content-Type: application/octet-stream' --data-binary 'hello'", r.curl());
  }

  /** A one-letter token is $TOKEN in the Authorization header only: the same letter in the path, query and headers stays. */
  @Test
  void aOneLetterTokenIsShownOnlyInTheAuthorizationHeader() {
    ObjectNode args = MAPPER.createObjectNode().put("terminal_id", "t").put("note", "t");
    Reproduction r = CallRequest.of(call("terminal.get", args, false, null, Map.of("X-Mock-Status", "t")),
        new RunnerPlan("http://t:1", "t", null, null, "X-Gateway-Token", Duration.ofSeconds(1)));
    assertEquals("curl -sS -i -X 'GET' 'http://t:1/terminals/t?note=t' -H 'X-Request-Id: verify-1'"
        + " -H 'Authorization: Bearer '\"$TOKEN\" -H 'X-Mock-Status: t'", r.curl());
  }

  private static JsonNode error(String code, String className) {
    return MAPPER.createObjectNode().put("outcome", "error").set("error", MAPPER.createObjectNode().put("error_code", code)
        .put("catalog_class", className).put("code", "E2004").put("exit_family", "not_found"));
  }

  /** The findings after agreement, as {@code client verdict message}, for one case whose lines are given per client. */
  private static List<String> agree(Map<String, JsonNode> lines) {
    List<Finding> findings = new ArrayList<>();
    List<LanguageRun.Column> columns = new ArrayList<>();
    lines.forEach((client, line) -> {
      findings.add(Finding.pass("stat", "files.stat", client, "ok"));
      columns.add(new LanguageRun.Column(client, List.of(), List.of(), Map.of("stat", line),
          Map.of("stat", new Reproduction("POST", "http://h/ops/files.stat", List.of(), "{}"))));
    });
    return VerdictAgreement.apply(findings, columns).stream()
        .map(f -> f.client() + " " + f.verdict().label() + " " + f.message() + (f.reproduction() == null ? "" : " +curl")).toList();
  }

  @Test
  void aClientWhoseVerdictDiffersFromTheOthersFails() {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    lines.put("java", error("files.not_found", "FileNotFoundError"));
    lines.put("ts", error("files.not_found", "FileNotFoundError"));
    lines.put("python", error("files.not_found", "NotFoundError"));
    lines.put("cli", MAPPER.createObjectNode().put("outcome", "crash").put("message", "boom"));
    assertEquals(List.of("java pass ok", "ts pass ok",
        "python FAIL its verdict error files.not_found NotFoundError E2004 not_found differs from the other clients'"
            + " error files.not_found FileNotFoundError E2004 not_found +curl",
        "cli pass ok"), agree(lines));
  }

  @Test
  void withoutAMajorityEveryClientFails() {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    lines.put("java", MAPPER.createObjectNode().put("outcome", "ok"));
    lines.put("python", error("files.not_found", "FileNotFoundError"));
    assertEquals(List.of(
        "java FAIL the clients disagree: {java=ok, python=error files.not_found FileNotFoundError E2004 not_found} +curl",
        "python FAIL the clients disagree: {java=ok, python=error files.not_found FileNotFoundError E2004 not_found} +curl"),
        agree(lines));
  }

  @Test
  void clientsThatAgreeKeepTheirCells() {
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    lines.put("java", error("files.not_found", "FileNotFoundError"));
    lines.put("python", error("files.not_found", "FileNotFoundError"));
    assertEquals(List.of("java pass ok", "python pass ok"), agree(lines));
  }
}
