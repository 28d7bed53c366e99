package dev.genclient.verify.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import dev.genclient.verify.report.RequestHeaders;
import dev.genclient.verify.report.Secrets;
import dev.genclient.verify.server.ServerProbe.Exchange;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The server checks that need no client, run before the clients: each {@link ServerCheck} gets one
 * finding (or one per op it names), and the ordinary exchanges are kept as observations for
 * {@link DeclaredCodes}. Everything it sends comes from the catalog: no op is special to it.
 */
public final class ServerConformance {
  /** The findings in check order, and the answers to feed the declared-codes check. */
  public record Result(List<Finding> findings, List<Observation> observations) {}

  private final Catalog catalog;
  private final ServerProbe probe;
  private final Secrets secrets;
  private final List<Finding> findings = new ArrayList<>();
  private final List<Observation> observations = new ArrayList<>();
  private final List<Exchange> errorAnswers = new ArrayList<>();
  private final List<Exchange> everything = new ArrayList<>();

  private ServerConformance(Catalog catalog, String baseUrl, Secrets secrets, Duration timeout) {
    this.catalog = catalog;
    this.secrets = secrets;
    this.probe = new ServerProbe(baseUrl, secrets, timeout);
  }

  /** Runs every server check against {@code baseUrl}; throws {@link IOException} when the server cannot be reached. */
  public static Result run(Catalog catalog, String baseUrl, Secrets secrets, Duration timeout) throws IOException, InterruptedException {
    ServerConformance run = new ServerConformance(catalog, baseUrl, secrets, timeout);
    run.runAll();
    return new Result(List.copyOf(run.findings), List.copyOf(run.observations));
  }

  private void runAll() throws IOException, InterruptedException {
    RequestHeaders credentials = probe.credentials(catalog.clientDefaults().gatewayHeader());
    Exchange ops = ordinary(get(catalog.server().opsPath(), credentials));
    Map<String, JsonNode> listed = OpsListing.check(catalog, ops, findings);
    Exchange capabilities = ordinary(get(catalog.server().capabilitiesPath(), credentials));
    CapabilitiesShape.check(catalog, capabilities, listed, findings);
    unknownOp(credentials);
    Optional<Operation> probeOp = catalog.ops().stream().filter(this::callableWithoutArguments).findFirst();
    missingArgument(probeOp, credentials);
    noCredentials(probeOp);
    conflictingCredentials(probeOp);
    envelope();
    requestId();
    newerClient(credentials);
  }

  /** {@code GET path}, named after the catalog op bound there (the path itself when none is). */
  private Exchange get(String path, RequestHeaders headers) throws IOException, InterruptedException {
    String op = catalog.ops().stream().filter(o -> o.http().method().equals("GET") && o.http().path().equals(path))
        .map(Operation::id).findFirst().orElse(path);
    return probe.send(op, "GET", path, headers, null);
  }

  /** The catalog ops' exchanges first, so a finding names an op where one shows the fault. */
  private List<Exchange> opsFirst(List<Exchange> exchanges) {
    List<Exchange> sorted = new ArrayList<>(exchanges);
    sorted.sort(java.util.Comparator.comparing(e -> catalog.ops().stream().noneMatch(o -> o.id().equals(e.op()))));
    return sorted;
  }

  /** An exchange of ordinary use: its status and code are judged by the declared-codes check. */
  private Exchange ordinary(Exchange exchange) {
    everything.add(exchange);
    observations.add(new Observation(exchange.op(), null, exchange.status(), exchange.wireCode(), exchange.requestId()));
    return exchange;
  }

  /** An answer a check provoked on purpose: judged by that check, the envelope and the request-id checks. */
  private Exchange provoked(Exchange exchange) {
    everything.add(exchange);
    errorAnswers.add(exchange);
    return exchange;
  }

  private void unknownOp(RequestHeaders credentials) throws IOException, InterruptedException {
    String fresh = "verify_probe.op_" + UUID.randomUUID().toString().replace("-", "");
    Exchange answer = provoked(probe.send(fresh, "POST", catalog.server().opsPath() + "/" + fresh, credentials, "{}"));
    boolean ok = answer.status() == 404 && "op.unknown".equals(answer.wireCode());
    add(ServerCheck.UNKNOWN_OP, null, ok, ok ? "POST " + catalog.server().opsPath() + "/<fresh id> answers 404 op.unknown"
        : "POST " + catalog.server().opsPath() + "/" + fresh + " answered " + describe(answer) + ", expected 404 op.unknown", answer);
  }

  /** A body-bound op with a required param outside its path, which a probe may call with {@code {}}. */
  private boolean callableWithoutArguments(Operation op) {
    return op.kind() != Kind.UPLOAD && !op.http().usesQuery() && op.http().pathParams().isEmpty() && op.params() != null
        && !op.params().isRef() && !op.params().required().isEmpty() && (!op.admin() || secrets.adminToken() != null);
  }

  private void missingArgument(Optional<Operation> op, RequestHeaders credentials) throws IOException, InterruptedException {
    if (op.isEmpty()) {
      findings.add(Finding.notApplicable(ServerCheck.MISSING_ARGUMENT.id(), null, null, "no op with a required param in a JSON body"));
      return;
    }
    if (catalog.errors().stream().noneMatch(row -> row.wire().stream().anyMatch(code -> code.startsWith("args.")))) {
      // Without an args.* row no answer can be a row of the table: the clients map any of them by its status.
      findings.add(Finding.notApplicable(ServerCheck.MISSING_ARGUMENT.id(), null, null, "the catalog's error table has no args.* row"));
      return;
    }
    RequestHeaders headers = new RequestHeaders(credentials);
    if (op.get().admin()) {
      headers.credential("Authorization", "Bearer ", Secrets.Credential.ADMIN_TOKEN);
    }
    Exchange answer = provoked(probe.send(op.get().id(), op.get().http().method(), op.get().http().path(), headers, "{}"));
    String code = answer.wireCode();
    Optional<ErrorRow> row = code == null ? Optional.empty() : ErrorRow.forWireCode(catalog.errors(), code);
    boolean ok = code != null && code.startsWith("args.") && row.isPresent() && row.get().status().contains(answer.status());
    add(ServerCheck.MISSING_ARGUMENT, op.get().id(), ok, (ok ? "without '" : "a call without '") + op.get().params().required().get(0)
        + "' " + (ok ? "answers " + describe(answer) : "answered " + describe(answer) + ", expected an args.* row with its status"), answer);
  }

  private void noCredentials(Optional<Operation> op) throws IOException, InterruptedException {
    if (secrets.token() == null || op.isEmpty()) {
      findings.add(Finding.notApplicable(ServerCheck.NO_CREDENTIALS.id(), null, null,
          secrets.token() == null ? "no --token given" : "no op to call"));
      return;
    }
    Exchange answer = provoked(probe.send(op.get().id(), op.get().http().method(), op.get().http().path(), probe.headers(), "{}"));
    boolean ok = answer.status() == 401 && answer.wireCode() != null && answer.wireCode().startsWith("auth.");
    add(ServerCheck.NO_CREDENTIALS, op.get().id(), ok, (ok ? "without credentials: " : "a call without credentials answered ")
        + describe(answer) + (ok ? "" : ", expected 401 auth.*"), answer);
  }

  private void conflictingCredentials(Optional<Operation> op) throws IOException, InterruptedException {
    String legacy = catalog.auth().legacyHeader();
    if (legacy == null || op.isEmpty()) {
      findings.add(Finding.notApplicable(ServerCheck.CONFLICTING_CREDENTIALS.id(), null, null,
          legacy == null ? "the catalog sets no auth.legacy_header" : "no op to call"));
      return;
    }
    // The legacy header's value is not derived from the token, which a report could then not show as a variable.
    RequestHeaders headers = probe.headers().put("Authorization", "Bearer verify-bearer")
        .credential("Authorization", "Bearer ", Secrets.Credential.TOKEN).put(legacy, "verify-other-credential");
    Exchange answer = provoked(probe.send(op.get().id(), op.get().http().method(), op.get().http().path(), headers, "{}"));
    Optional<ErrorRow> row = answer.wireCode() == null ? Optional.empty() : ErrorRow.forWireCode(catalog.errors(), answer.wireCode());
    boolean ok = answer.status() == 401 && row.isPresent() && row.get().exit().equals("auth");
    add(ServerCheck.CONFLICTING_CREDENTIALS, op.get().id(), ok, "differing Bearer and " + legacy + (ok ? ": " : " answered ")
        + describe(answer) + (ok ? "" : ", expected 401 with an auth-family code"), answer);
  }

  private void envelope() {
    for (Exchange answer : opsFirst(errorAnswers)) {
      if (answer.status() < 400) {
        continue;
      }
      String problem = EnvelopeShape.problem(answer);
      if (problem != null) {
        add(ServerCheck.ERROR_ENVELOPE, answer.op(), false, describe(answer) + ": " + problem, answer);
        return;
      }
    }
    add(ServerCheck.ERROR_ENVELOPE, null, true, errorAnswers.stream().filter(a -> a.status() >= 400).count()
        + " error answers carry {error: {code, message, op, request_id, details}}", null);
  }

  private void requestId() {
    for (Exchange answer : opsFirst(everything)) {
      if (!answer.requestId().equals(answer.echoedId())) {
        add(ServerCheck.REQUEST_ID, answer.op(), false, "X-Request-Id " + (answer.echoedId() == null ? "not echoed" : "answered as "
            + answer.echoedId()) + " in the response header (" + describe(answer) + ")", answer);
        return;
      }
      JsonNode inBody = answer.json() == null ? null : answer.json().path("error").get("request_id");
      if (answer.status() >= 400 && inBody != null && !answer.requestId().equals(inBody.asText())) {
        add(ServerCheck.REQUEST_ID, answer.op(), false, "error.request_id is " + inBody + ", not the request's X-Request-Id", answer);
        return;
      }
    }
    add(ServerCheck.REQUEST_ID, null, true, "echoed on all " + everything.size() + " requests", null);
  }

  /** The same ordinary request (the health op where the catalog names one, else capabilities) as the current and a newer client. */
  private void newerClient(RequestHeaders credentials) throws IOException, InterruptedException {
    String path = Optional.ofNullable(catalog.server().healthOp())
        .flatMap(id -> catalog.ops().stream().filter(o -> o.id().equals(id) && o.http().method().equals("GET")).findFirst())
        .map(o -> o.http().path()).orElse(catalog.server().capabilitiesPath());
    String header = catalog.auth().clientHeader();
    RequestHeaders current = new RequestHeaders(credentials).put(header, "verify/" + catalog.catalogVersion());
    String newerClient = "verify/" + newerVersion(catalog.catalogVersion());
    RequestHeaders newer = new RequestHeaders(credentials).put(header, newerClient);
    Exchange now = ordinary(get(path, current));
    Exchange later = ordinary(get(path, newer));
    boolean ok = now.status() == later.status();
    add(ServerCheck.NEWER_CLIENT, null, ok, ok ? header + ": " + newerClient + " answered " + later.status() + " like the current client"
        : header + ": " + newerClient + " answered " + describe(later) + ", the current client " + now.status(), later);
  }

  static String newerVersion(String version) {
    String major = version.split("[.+-]", 2)[0];
    try {
      return (Integer.parseInt(major) + 1) + ".0.0";
    } catch (NumberFormatException notSemver) {
      return "999.0.0";
    }
  }

  private void add(ServerCheck check, String op, boolean ok, String message, Exchange exchange) {
    Finding finding = ok ? Finding.pass(check.id(), op, null, message) : Finding.fail(check.id(), op, null, message);
    findings.add(exchange == null || ok ? finding : finding.withRequest(exchange.requestId(), exchange.request()));
  }

  static String describe(Exchange answer) {
    return answer.status() + (answer.wireCode() == null ? " (no error code)" : " " + answer.wireCode());
  }
}
