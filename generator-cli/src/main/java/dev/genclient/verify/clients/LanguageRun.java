package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Expect;
import dev.genclient.verify.cases.References;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import dev.genclient.verify.report.Reproduction;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * One client column: one runner process per batch (the cases whose setup has already passed in
 * this language: usually one or two batches, never one process per op), each line judged by
 * {@link ResultJudge}. Every call carries a request id of its own, and a failing cell the request
 * that shows it.
 */
final class LanguageRun {
  /** What one column found: a cell per case, the error answers it saw, and each case's result line and request. */
  record Column(String client, List<Finding> findings, List<Observation> observations, Map<String, JsonNode> lines,
      Map<String, Reproduction> requests) {}

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final String client;
  private final Map<String, Operation> ops;
  private final Members members;
  private final ResultJudge judge;
  private final RunnerPlan runnerPlan;
  private final Set<String> legacyAliases;

  LanguageRun(String client, Map<String, Operation> ops, Members members, ResultJudge judge, RunnerPlan runnerPlan,
      Set<String> legacyAliases) {
    this.client = client;
    this.ops = ops;
    this.members = members;
    this.judge = judge;
    this.runnerPlan = runnerPlan;
    this.legacyAliases = legacyAliases;
  }

  /** Runs {@code cases} through {@code runner}, its plan and result files under {@code dir}. */
  Column run(List<Case> cases, ClientRunner runner, Path dir) throws IOException, InterruptedException {
    List<Finding> findings = new ArrayList<>();
    List<Observation> observations = new ArrayList<>();
    Map<String, JsonNode> lines = new LinkedHashMap<>();
    Map<String, Reproduction> requests = new LinkedHashMap<>();
    Map<String, JsonNode> results = new HashMap<>();
    List<Case> waiting = new ArrayList<>(cases);
    for (int round = 0; !waiting.isEmpty(); round++) {
      List<Case> batch = waiting.stream().filter(c -> results.keySet().containsAll(c.setup())).toList();
      if (batch.isEmpty()) {
        waiting.forEach(c -> findings.add(Finding.fail(c.name(), c.op(), client, "not run: its setup " + c.setup() + " did not succeed")));
        break;
      }
      waiting.removeAll(batch);
      List<CaseCall> calls = new ArrayList<>();
      for (Case c : batch) {
        calls.add(call(c, results));
      }
      Path planFile = dir.resolve("plan-" + round + ".json");
      Path resultsFile = dir.resolve("results-" + round + ".jsonl");
      Files.writeString(planFile, MAPPER.writeValueAsString(runnerPlan.toJson(calls, client)));
      String broken = null;
      try {
        runner.run(planFile, resultsFile);
      } catch (IOException e) {
        broken = e.getMessage();
      }
      Map<String, JsonNode> read = read(resultsFile);
      for (CaseCall call : calls) {
        Case c = call.c();
        JsonNode line = read.get(c.name());
        Reproduction request = CallRequest.of(call, runnerPlan);
        requests.put(c.name(), request);
        if (line != null) {
          lines.put(c.name(), line);
        }
        List<String> problems = new ArrayList<>(judge.problems(c, line));
        if (line == null && broken != null) {
          problems.add(broken);
        }
        JsonNode error = line == null ? null : line.get("error");
        String requestId = error != null && error.hasNonNull("request_id") ? error.get("request_id").asText() : call.requestId();
        findings.add(problems.isEmpty() ? Finding.pass(c.name(), c.op(), client, "ok").withRequest(requestId, null)
            : Finding.fail(c.name(), c.op(), client, String.join("; ", problems)).withRequest(requestId, request));
        if (problems.isEmpty() && line != null && line.path("outcome").asText().equals("ok")) {
          results.put(c.name(), line.get("result"));
        }
        // An answer a case asks for by its status (a forced status no row lists) is the case's to judge, not declared-codes'.
        boolean asked = c.expect() instanceof Expect.Status s && error != null && s.status() == error.path("status").asInt(0);
        if (error != null && error.path("status").asInt(0) != 0 && !asked) {
          observations.add(new Observation(c.op(), client, error.get("status").asInt(),
              error.hasNonNull("error_code") ? error.get("error_code").asText() : null, requestId));
        }
      }
    }
    return new Column(client, findings, observations, lines, requests);
  }

  /** {@code c} as this client calls it: references resolved from its own results, a fresh request id unless the case sets one. */
  private CaseCall call(Case c, Map<String, JsonNode> results) throws IOException {
    Operation op = ops.get(c.op());
    Map<String, String> headers = new LinkedHashMap<>(c.headers());
    String requestId = CaseCall.ownRequestId(headers);
    if (requestId == null) {
      requestId = "verify-" + UUID.randomUUID();
      headers.put(CaseCall.REQUEST_ID, requestId);
    }
    String body = c.bodyFile() != null ? Files.readString(c.bodyFile(), StandardCharsets.UTF_8) : c.body();
    String language = client.equals("cli") ? "ts" : client;
    String member = c.via() != null ? members.ofAlias(c.via(), language) : members.of(c.op(), language);
    return new CaseCall(c, op, member, References.resolve(c.args(), results), body, headers, requestId,
        c.via() != null && legacyAliases.contains(c.via()));
  }

  private static Map<String, JsonNode> read(Path resultsFile) throws IOException {
    Map<String, JsonNode> lines = new HashMap<>();
    if (!Files.exists(resultsFile)) {
      return lines;
    }
    for (String text : Files.readAllLines(resultsFile, StandardCharsets.UTF_8)) {
      if (!text.isBlank()) {
        JsonNode node = MAPPER.readTree(text);
        lines.put(node.path("id").asText(), node);
      }
    }
    return lines;
  }
}
