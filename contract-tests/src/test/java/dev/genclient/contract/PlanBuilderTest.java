package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.pipeline.CatalogPipeline;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import dev.genclient.verify.clients.ExpectedError;

/** The plan covers what issue #7 asks: every op, every alias, every reachable error row, every stream's error line. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlanBuilderTest {
  private Catalog catalog;
  private ParityLedger ledger;
  private List<ContractCall> calls;

  @BeforeAll
  void build() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoRoot.exampleCatalog());
    catalog = prepared.linked().catalog();
    ledger = ParityLedger.render(prepared.linked());
    calls = new PlanBuilder(catalog, ledger, new ObjectMapper().readTree(RepoRoot.exampleCases().toFile())).build();
  }

  @Test
  void everyMirroredOpIsCalledWithItsCaseAndMembers() {
    for (ParityLedger.Row row : ledger.ops()) {
      List<ContractCall> ok = calls.stream().filter(c -> c.id().equals(row.id() + "/ok")).toList();
      assertEquals(row.members().isEmpty() ? 0 : 1, ok.size(), row.id());
      ok.forEach(call -> assertEquals(row.members(), call.members(), row.id()));
    }
    ContractCall reload = call("core.reload/ok");
    assertTrue(reload.admin(), "admin ops use the admin token");
    assertEquals("hello from gen-client\n", call("files.upload/ok").body());
  }

  /** The Prism peer plan: each JSON op with a member once, with its case, nothing forced; no other kind. */
  @Test
  void thePeerPlanCallsEveryJsonOpOnceWithItsCase() throws Exception {
    List<ContractCall> peer = new PlanBuilder(catalog, ledger, new ObjectMapper().readTree(RepoRoot.exampleCases().toFile()))
        .jsonOpCalls();
    Set<String> expected = catalog.ops().stream()
        .filter(op -> op.kind() == dev.genclient.catalog.Kind.CALL && !ledger.op(op.id()).members().isEmpty())
        .map(Operation::id).collect(Collectors.toCollection(java.util.TreeSet::new));
    assertEquals(expected, peer.stream().map(ContractCall::op).collect(Collectors.toCollection(java.util.TreeSet::new)));
    assertEquals(expected.size(), peer.size(), "each JSON op once");
    assertTrue(expected.contains("terminal.list") && !expected.contains("files.download") && !expected.contains("system.shutdown"),
        "calls only, members only: " + expected);
    for (ContractCall call : peer) {
      assertEquals(call.op() + "/ok", call.id());
      assertEquals(Map.of(), call.headers(), call.id());
      assertEquals(null, call.expected(), call.id());
    }
    assertTrue(call("core.reload/ok").admin());
  }

  @Test
  void everyAliasIsCalledThroughItsOwnMemberWithTheTargetOpId() {
    ContractCall shell = call("process.shell/ok");
    assertEquals("commands.run", shell.op());
    assertEquals(Map.of("java", "process().shell()", "ts", "process.shell", "python", "process.shell"), shell.members());
    assertTrue(call("files.upload_legacy/ok").legacyBinding());
    ContractCall pty = call("pty.create/ok");
    assertEquals("terminal.create", pty.op());
    assertEquals("pty().create()", pty.members().get("java"));
    for (ParityLedger.Row alias : ledger.aliases()) {
      assertTrue(calls.stream().anyMatch(c -> c.subject().equals(alias.id())), alias.id());
    }
  }

  @Test
  void everyServerErrorRowIsForcedOnceWithTheCatalogsFields() {
    Set<String> forced = calls.stream().filter(c -> c.id().contains("/error/")).map(c -> c.expected().catalogClass())
        .collect(Collectors.toSet());
    Set<String> reachable = catalog.errors().stream().filter(row -> !row.clientOnly()).map(ErrorRow::className)
        .collect(Collectors.toSet());
    assertEquals(reachable, forced);
    ContractCall policy = calls.stream().filter(c -> c.id().endsWith("/error/PolicyDeniedError")).findFirst().orElseThrow();
    assertEquals(Map.of(PlanBuilder.MOCK_ERROR, "policy.denied"), policy.headers());
    assertEquals(new ExpectedError("PolicyDeniedError", "E3102", "policy.denied", 403, "permission", 4), policy.expected());
    ContractCall auth = calls.stream().filter(c -> c.id().endsWith("/error/ServerAuthError")).findFirst().orElseThrow();
    assertEquals("auth.mock", auth.headers().get(PlanBuilder.MOCK_ERROR), "a prefix row no op lists: a code under it");
    ContractCall base = calls.stream().filter(c -> c.id().endsWith("/error/ServerAPIError")).findFirst().orElseThrow();
    assertEquals(Map.of(PlanBuilder.MOCK_STATUS, "418"), base.headers());
    assertEquals(new ExpectedError("ServerAPIError", "E3100", null, 418, "other", 1), base.expected());
    ContractCall unavailable = calls.stream().filter(c -> c.id().endsWith("/error/ServerUnavailableError")).findFirst()
        .orElseThrow();
    assertEquals(Map.of(PlanBuilder.MOCK_STATUS, "503"), unavailable.headers());
  }

  @Test
  void errorsCrossEveryKindOfResponse() {
    Set<String> kinds = calls.stream().filter(ContractCall::expectsError).map(ContractCall::kind).collect(Collectors.toSet());
    Set<String> all = catalog.ops().stream().map(Operation::kind).map(k -> k.wireName()).collect(Collectors.toSet());
    assertEquals(all, kinds);
  }

  @Test
  void streamsEndInAnErrorLine() {
    ContractCall stream = call("commands.stream/stream-error");
    assertEquals("commands.timeout", stream.streamError());
    assertEquals(504, stream.expected().status(), "the first status of its row, as a server would send it");
    assertEquals("CommandTimeoutError", stream.expected().catalogClass());
  }

  @Test
  void thePlanFileFollowsTheProtocol() {
    JsonNode plan = new PlanFile("http://a", "http://legacy", "http://closed", "t", "admin").toJson(calls);
    assertEquals("http://a", plan.get("base_url").asText());
    JsonNode first = plan.get("calls").get(0);
    assertEquals(List.of("id", "op", "kind", "admin", "members", "args", "body", "headers", "stream_error"),
        iterable(first));
    JsonNode legacy = findCall(plan, "files.download_legacy/ok");
    assertEquals("http://legacy", legacy.get("base_url").asText());
    if (PlanBuilder.TRANSPORT_FAILURE_CALL) {
      assertEquals("http://closed", findCall(plan, "files.list/transport").get("base_url").asText());
    }
    assertTrue(findCall(plan, "agents.codex.install/job-failed").path("base_url").isMissingNode());
  }

  @Test
  void aJobFailsThroughItsStartingCallAndAnotherRunsForPolls() {
    ContractCall failed = call("agents.codex.install/job-failed");
    assertEquals(Map.of(PlanBuilder.MOCK_JOB_ERROR, "install.failed"), failed.headers());
    assertEquals("agents.codex.install", failed.op(), "the error names the job op, not its status op");
    assertEquals(new ExpectedError("ServerInstallError", "E3107", "install.failed", 409, "retryable", 75),
        failed.expected(), "inside a 200 poll: the first status of its row");
    ContractCall running = call("agents.codex.install/job-running");
    assertEquals(Map.of(PlanBuilder.MOCK_JOB_POLLS, "2"), running.headers());
    assertTrue(!running.expectsError());
  }

  @Test
  void aTransportFailureIsTheErrorOfStatus503WithoutAStatus() {
    List<ContractCall> transport = calls.stream().filter(c -> c.server() == ContractCall.Server.CLOSED_PORT).toList();
    assertEquals(PlanBuilder.TRANSPORT_FAILURE_CALL ? 1 : 0, transport.size());
    if (PlanBuilder.TRANSPORT_FAILURE_CALL) {
      ContractCall call = transport.get(0);
      assertEquals("files.list/transport", call.id());
      assertEquals(Map.of(), call.headers());
      assertEquals(new ExpectedError("ServerUnavailableError", "E3109", null, 0, "retryable", 75), call.expected());
    }
  }

  private static List<String> iterable(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static JsonNode findCall(JsonNode plan, String id) {
    for (JsonNode call : plan.get("calls")) {
      if (call.get("id").asText().equals(id)) {
        return call;
      }
    }
    throw new AssertionError("no call " + id);
  }

  private ContractCall call(String id) {
    return calls.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError("no call " + id));
  }
}
