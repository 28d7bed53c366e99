package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.naming.LanguageNames;
import dev.genclient.naming.Languages;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import dev.genclient.verify.clients.ExpectedError;

/**
 * Builds the contract plan from the catalog, its cases and the parity ledger: every op with its
 * case, every alias through its own member, every error-table row forced through the mock's
 * §6.1 controls on one representative op, an error line in every stream, a job that fails and one
 * that runs for a few polls, and a transport failure.
 */
final class PlanBuilder {
  static final String MOCK_ERROR = "X-Mock-Error";
  static final String MOCK_STATUS = "X-Mock-Status";
  static final String MOCK_JOB_ERROR = "X-Mock-Job-Error";
  static final String MOCK_JOB_POLLS = "X-Mock-Job-Polls";
  /** Polls the running job answers {@code running} before it succeeds. */
  static final int JOB_RUNNING_POLLS = 2;
  /**
   * Whether the plan holds the transport-failure call ({@code files.list/transport}, sent to a
   * closed port): the clients raise the error the table maps status 503 to, with status 0 and no
   * wire code (/work/transport-rule.md). ON: it fails until the clients implement that rule.
   */
  static final boolean TRANSPORT_FAILURE_CALL = true;
  /** The op the transport-failure call goes to (any op with a member would do). */
  static final String TRANSPORT_OP = "files.list";
  private static final Map<String, LanguageNames> NAMES =
      Map.of("java", Languages.JAVA, "ts", Languages.TS, "python", Languages.PYTHON);
  /** The client libraries a call has members in (the cli column calls ops by id). */
  static final Set<String> LIBRARIES = NAMES.keySet();

  private final Catalog catalog;
  private final ParityLedger ledger;
  private final JsonNode cases;
  private final Map<String, Operation> opsById = new LinkedHashMap<>();

  PlanBuilder(Catalog catalog, ParityLedger ledger, JsonNode cases) {
    this.catalog = catalog;
    this.ledger = ledger;
    this.cases = cases;
    catalog.ops().forEach(op -> opsById.put(op.id(), op));
  }

  List<ContractCall> build() {
    List<ContractCall> calls = new ArrayList<>();
    for (ParityLedger.Row row : ledger.ops()) {
      if (!row.members().isEmpty()) {
        calls.add(call(row.id() + "/ok", row.id(), opsById.get(row.id()), row.members(), ContractCall.Server.MOCK, Map.of(), null, null));
      }
    }
    for (ParityLedger.Row alias : ledger.aliases()) {
      calls.addAll(aliasCalls(alias));
    }
    calls.addAll(errorRowCalls());
    calls.addAll(jobCalls());
    if (TRANSPORT_FAILURE_CALL) {
      calls.add(transportCall());
    }
    for (ParityLedger.Row row : ledger.ops()) {
      Operation op = opsById.get(row.id());
      if (op.kind() == Kind.STREAM && !row.members().isEmpty()) {
        String code = op.errors().isEmpty() ? firstWireCode() : op.errors().get(0);
        ErrorRow mapped = ErrorRow.forWireCode(catalog.errors(), code).orElseThrow();
        // An error inside a 200 answer carries the first status of its row, as a server would send it.
        int status = mapped.status().isEmpty() ? 0 : mapped.status().get(0);
        calls.add(call(op.id() + "/stream-error", op.id(), op, row.members(), ContractCall.Server.MOCK, Map.of(), code,
            ExpectedError.of(catalog, mapped, code, status)));
      }
    }
    return calls;
  }

  /**
   * The peer plan: every JSON op (kind {@code call}) with a client member, with its case
   * ({@code <op>/ok}), nothing forced. A validating peer serving the OpenAPI document answers them.
   */
  List<ContractCall> jsonOpCalls() {
    List<ContractCall> calls = new ArrayList<>();
    for (ParityLedger.Row row : ledger.ops()) {
      Operation op = opsById.get(row.id());
      if (op.kind() == Kind.CALL && !row.members().isEmpty()) {
        calls.add(call(row.id() + "/ok", row.id(), op, row.members(), ContractCall.Server.MOCK, Map.of(), null, null));
      }
    }
    return calls;
  }

  /**
   * On the first job op with a member: one forced to fail through {@code X-Mock-Job-Error} (the op's
   * first listed code; the error arrives inside a 200 poll, so it carries its row's first status and
   * names the job op), and one that stays running for {@link #JOB_RUNNING_POLLS} polls, then succeeds.
   * Both headers go on the job-starting call only; the mock's job id carries them to the polls.
   */
  private List<ContractCall> jobCalls() {
    Operation job = catalog.ops().stream()
        .filter(op -> op.kind() == Kind.JOB && !op.admin() && !ledger.op(op.id()).members().isEmpty())
        .findFirst().orElse(null);
    if (job == null) {
      return List.of();
    }
    Map<String, String> members = ledger.op(job.id()).members();
    String code = job.errors().stream().filter(c -> ErrorRow.forWireCode(catalog.errors(), c).isPresent())
        .findFirst().orElseGet(this::firstWireCode);
    ErrorRow row = ErrorRow.forWireCode(catalog.errors(), code).orElseThrow();
    int status = row.status().isEmpty() ? 0 : row.status().get(0);
    return List.of(
        call(job.id() + "/job-failed", job.id(), job, members, ContractCall.Server.MOCK, Map.of(MOCK_JOB_ERROR, code),
            null, ExpectedError.of(catalog, row, code, status)),
        call(job.id() + "/job-running", job.id(), job, members, ContractCall.Server.MOCK,
            Map.of(MOCK_JOB_POLLS, Integer.toString(JOB_RUNNING_POLLS)), null, null));
  }

  /**
   * A call to a closed port: no HTTP response at all. By the transport rule the client raises the
   * row status 503 maps to (a status-only row listing 503 first, any row listing it, else the base),
   * with status 0 and no wire code.
   */
  private ContractCall transportCall() {
    Operation op = opsById.get(TRANSPORT_OP);
    ErrorRow row = catalog.errors().stream()
        .filter(r -> !r.clientOnly() && r.wire().isEmpty() && r.status().contains(503)).findFirst()
        .orElseGet(() -> byStatus(503, null));
    return call(op.id() + "/transport", op.id(), op, ledger.op(op.id()).members(), ContractCall.Server.CLOSED_PORT,
        Map.of(), null, ExpectedError.of(catalog, row, null, 0));
  }

  /** Ops the clients render no member for (mirror.client false), with the asymmetry that says why. */
  List<ParityLedger.Row> unmirrored() {
    return ledger.ops().stream().filter(row -> row.members().isEmpty()).toList();
  }

  private List<ContractCall> aliasCalls(ParityLedger.Row alias) {
    List<ContractCall> calls = new ArrayList<>();
    ContractCall.Server server =
        "legacy".equals(alias.binding()) ? ContractCall.Server.LEGACY_MOCK : ContractCall.Server.MOCK;
    if (!alias.namespace()) {
      Operation target = opsById.get(alias.target());
      calls.add(call(alias.id() + "/ok", alias.id(), target, alias.members(), server, Map.of(), null, null));
      calls.add(errorCall(alias.id() + "/error", alias.id(), target, alias.members(), server));
      return calls;
    }
    String from = alias.id().substring(0, alias.id().length() - 2);
    String to = alias.target().substring(0, alias.target().length() - 2);
    for (ParityLedger.Row row : ledger.ops()) {
      if (row.id().startsWith(to + ".") && !row.members().isEmpty()) {
        String aliasOp = from + row.id().substring(to.length());
        Map<String, String> members = new LinkedHashMap<>();
        NAMES.forEach((language, names) -> members.put(language, names.memberPath(aliasOp)));
        calls.add(call(aliasOp + "/ok", alias.id(), opsById.get(row.id()), members, server, Map.of(), null, null));
      }
    }
    return calls;
  }

  /** An alias call forced to its target's first error: the error names the op the wire resolved. */
  private ContractCall errorCall(String id, String subject, Operation op, Map<String, String> members,
      ContractCall.Server server) {
    String code = op.errors().isEmpty() ? firstWireCode() : op.errors().get(0);
    ErrorRow row = ErrorRow.forWireCode(catalog.errors(), code).orElseThrow();
    return call(id, subject, op, members, server, Map.of(MOCK_ERROR, code), null,
        ExpectedError.of(catalog, row, code, row.status().get(0)));
  }

  /**
   * One call per row of the error table the mock can produce: rows with wire codes through
   * {@code X-Mock-Error} (the row's first code; a prefix row takes a code under the prefix),
   * status-only rows and the base class through {@code X-Mock-Status}. Client-only rows cannot
   * come from a server and are left out. Ops are chosen in catalog order, preferring an op that
   * lists the code and a kind not used yet, so errors cross every kind of response.
   */
  private List<ContractCall> errorRowCalls() {
    List<ContractCall> calls = new ArrayList<>();
    Set<Kind> kindsUsed = new HashSet<>();
    for (ErrorRow row : catalog.errors()) {
      if (row.clientOnly()) {
        continue;
      }
      String subjectSuffix = "/error/" + row.className();
      if (!row.wire().isEmpty()) {
        String code = wireCodeOf(row);
        Operation op = representative(code, kindsUsed);
        kindsUsed.add(op.kind());
        calls.add(call(op.id() + subjectSuffix, op.id(), op, ledger.op(op.id()).members(), ContractCall.Server.MOCK,
            Map.of(MOCK_ERROR, code), null, ExpectedError.of(catalog, row, code, row.status().get(0))));
      } else {
        int status = row.status().isEmpty() ? unlistedStatus() : row.status().get(0);
        Operation op = representative(null, kindsUsed);
        ErrorRow mapped = byStatus(status, op);
        calls.add(call(op.id() + subjectSuffix, op.id(), op, ledger.op(op.id()).members(), ContractCall.Server.MOCK,
            Map.of(MOCK_STATUS, Integer.toString(status)), null, ExpectedError.of(catalog, mapped, null, status)));
      }
    }
    return calls;
  }

  private String wireCodeOf(ErrorRow row) {
    String first = row.wire().get(0);
    if (!first.endsWith(".*")) {
      return first;
    }
    String prefix = first.substring(0, first.length() - 1);
    return catalog.ops().stream().flatMap(op -> op.errors().stream())
        .filter(code -> code.startsWith(prefix)
            && ErrorRow.forWireCode(catalog.errors(), code).map(row::equals).orElse(false))
        .findFirst().orElse(prefix + "mock");
  }

  /** The first op with a client member that lists {@code code} (any op when null or none does), of an unused kind if one exists. */
  private Operation representative(String code, Set<Kind> kindsUsed) {
    List<Operation> candidates = catalog.ops().stream()
        .filter(op -> !ledger.op(op.id()).members().isEmpty() && !op.admin())
        .filter(op -> code == null || op.errors().contains(code))
        .toList();
    if (candidates.isEmpty()) {
      if (code == null) {
        throw new IllegalStateException("no non-admin op with a client member to force errors on");
      }
      return representative(null, kindsUsed);
    }
    Optional<Operation> fresh = candidates.stream().filter(op -> !kindsUsed.contains(op.kind())).findFirst();
    return fresh.orElse(candidates.get(0));
  }

  /** A bare status maps to the first row listing it (the rows {@code op} declares first), else to the base class. */
  private ErrorRow byStatus(int status, Operation op) {
    return ErrorRow.forStatus(catalog.errors(), status, op == null ? List.of() : op.errors()).orElseGet(this::baseRow);
  }

  private ErrorRow baseRow() {
    return catalog.errors().stream().filter(row -> !row.clientOnly() && row.parent() == null).findFirst()
        .orElseThrow(() -> new IllegalStateException("the error table has no base row (a row without parent)"));
  }

  /** A client-error status no row lists, so the response maps to the base class. */
  private int unlistedStatus() {
    for (int status = 418; status < 500; status++) {
      int candidate = status;
      if (catalog.errors().stream().noneMatch(row -> row.status().contains(candidate))) {
        return status;
      }
    }
    throw new IllegalStateException("every 4xx status is listed by an error row");
  }

  private String firstWireCode() {
    return catalog.errors().stream().filter(row -> !row.wire().isEmpty() && !row.wire().get(0).endsWith(".*"))
        .map(row -> row.wire().get(0)).findFirst().orElseThrow();
  }

  private ContractCall call(String id, String subject, Operation op, Map<String, String> members,
      ContractCall.Server server, Map<String, String> headers, String streamError, ExpectedError expected) {
    JsonNode testCase = cases.get(op.id());
    if (testCase == null) {
      throw new IllegalStateException("op " + op.id() + " has no contract case");
    }
    JsonNode args = testCase.has("args") ? testCase.get("args") : JsonNodeFactory.instance.objectNode();
    String body = testCase.hasNonNull("body") ? testCase.get("body").asText() : null;
    return new ContractCall(id, subject, op.id(), op.kind().wireName(), op.admin(), members, args, body, headers,
        streamError, server, expected);
  }
}
