package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.verify.VerifySettings;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Cases;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every case through every selected client (python and java so far): one runner process per language and batch (a batch
 * is the cases whose setup has run: usually one or two per language, never one per op), each
 * result judged by {@link ResultJudge}; a finding per case and client, and an observation per
 * error response for the declared-codes check.
 */
public final class ClientsEngine {
  /** What the clients found. */
  public record Outcome(List<Finding> findings, List<Observation> observations) {}

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final ClientPlan plan;
  private final Catalog catalog;
  private final VerifySettings settings;
  private final Map<String, Operation> ops = new HashMap<>();

  public ClientsEngine(ClientPlan plan, Catalog catalog, VerifySettings settings) {
    this.plan = plan;
    this.catalog = catalog;
    this.settings = settings;
    catalog.ops().forEach(op -> ops.put(op.id(), op));
  }

  /** Runs {@code cases} (already selected by --only and --skip) against {@code baseUrl}, work files under {@code work}. */
  public Outcome run(List<Case> cases, String baseUrl, Path work) throws IOException, InterruptedException {
    List<Finding> findings = new ArrayList<>();
    List<Observation> observations = new ArrayList<>();
    Members members = Members.of(plan);
    ResultJudge judge = new ResultJudge(catalog);
    for (String client : settings.clients()) {
      List<Case> runnable = new ArrayList<>();
      for (Case c : cases) {
        String reason = notApplicable(c, client, members);
        if (reason != null) {
          findings.add(Finding.notApplicable(c.name(), c.op(), client, reason));
        } else if (c.runsIn(client)) {
          runnable.add(c);
        }
      }
      if (!client.equals("python") && !client.equals("java")) {
        runnable.forEach(c -> findings.add(Finding.fail(c.name(), c.op(), client, "not run: this gen-client runs only the python and java clients so far")));
        continue;
      }
      Path dir = Files.createDirectories(work.resolve(client));
      ClientRunner runner = client.equals("python")
          ? PythonClient.prepare(plan, settings.clientsDir(), dir, settings.workDir(), settings.tools().python())
          : JavaClient.prepare(plan, settings.clientsDir(), dir, settings.tools().javac());
      RunnerPlan runnerPlan = new RunnerPlan(baseUrl, settings.token(), settings.adminToken(), settings.timeoutPerCall());
      Map<String, JsonNode> results = new HashMap<>();
      List<Case> waiting = new ArrayList<>(runnable);
      for (int round = 0; !waiting.isEmpty(); round++) {
        List<Case> batch = waiting.stream().filter(c -> results.keySet().containsAll(c.setup())).toList();
        if (batch.isEmpty()) {
          waiting.forEach(c -> findings.add(Finding.fail(c.name(), c.op(), client, "not run: its setup " + c.setup() + " did not succeed")));
          break;
        }
        waiting.removeAll(batch);
        Path planFile = dir.resolve("plan-" + round + ".json");
        Path resultsFile = dir.resolve("results-" + round + ".jsonl");
        Files.writeString(planFile, MAPPER.writeValueAsString(runnerPlan.toJson(batch, ops, members, client, results)));
        runner.run(planFile, resultsFile);
        Map<String, JsonNode> lines = new HashMap<>();
        for (String line : Files.readAllLines(resultsFile)) {
          if (!line.isBlank()) {
            JsonNode node = MAPPER.readTree(line);
            lines.put(node.path("id").asText(), node);
          }
        }
        for (Case c : batch) {
          JsonNode line = lines.get(c.name());
          List<String> problems = judge.problems(c, line);
          JsonNode error = line == null ? null : line.get("error");
          String requestId = error == null || !error.hasNonNull("request_id") ? null : error.get("request_id").asText();
          Finding finding = problems.isEmpty() ? Finding.pass(c.name(), c.op(), client, "ok")
              : Finding.fail(c.name(), c.op(), client, String.join("; ", problems));
          findings.add(finding.withRequest(requestId, null));
          if (problems.isEmpty() && line != null && line.path("outcome").asText().equals("ok")) {
            results.put(c.name(), line.get("result"));
          }
          if (error != null && error.path("status").asInt(0) != 0) {
            observations.add(new Observation(c.op(), client, error.get("status").asInt(),
                error.hasNonNull("error_code") ? error.get("error_code").asText() : null, requestId));
          }
        }
      }
    }
    return new Outcome(findings, observations);
  }

  /** Why {@code c} cannot run in {@code client}, or null: an op without a member, an admin op without an admin token. */
  private String notApplicable(Case c, String client, Members members) {
    Operation op = ops.get(c.op());
    if (!op.mirror().client()) {
      return "no client member (mirror.client: false)";
    }
    if ((op.admin() || c.admin()) && settings.adminToken() == null) {
      return "admin op, no --admin-token";
    }
    if (!client.equals("cli") && members.of(c.op(), client) == null) {
      return "no " + client + " member";
    }
    return null;
  }
}
