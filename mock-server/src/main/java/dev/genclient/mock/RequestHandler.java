package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Server;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * One request, in order: request id → discovery routes or op route (404 {@code op.unknown}; 405
 * with {@code Allow} when the path is served under other methods) → auth → disabled op → body size
 * → test controls (job controls on job ops) → params → answer; every failure becomes the error
 * envelope, every request one log line.
 */
final class RequestHandler implements MockExchange.Handler {
  static final String REQUEST_ID = "X-Request-Id";
  /** Longest request id kept (after escaping); a longer one is cut. */
  static final int MAX_REQUEST_ID = 200;

  private final ServedCatalog served;
  private final MockOptions options;
  private final OpRouter router;
  private final AuthCheck auth;
  private final MockControls controls = new MockControls();
  private final ErrorResponder errors;
  private final RequestParams params;
  private final OpResponder responder;
  private final RequestLog log;
  private final JsonNode capabilities;
  private final RequestRecorder recorder;
  private final ScopeCheck scopes;
  private static final int METHOD_NOT_ALLOWED = 405;

  RequestHandler(ServedCatalog served, MockOptions options, RequestValidator validator) {
    this.served = served;
    this.options = options;
    this.router = new OpRouter(served.catalog(), options.compat());
    this.auth = new AuthCheck(options.token(), options.adminToken(), served.catalog().auth());
    this.errors = new ErrorResponder(served.catalog().errors());
    this.params = new RequestParams(served.catalog(), validator);
    this.capabilities = CapabilitiesBody.of(served.catalog(), options);
    this.responder = new OpResponder(served.catalog(), errors, capabilities::deepCopy);
    this.log = new RequestLog(options.log());
    this.recorder = options.requestLog() ? new RequestRecorder() : null;
    this.scopes = new ScopeCheck(served.catalog(), options.paths());
  }

  @Override
  public void handle(MockExchange exchange) {
    long start = System.nanoTime();
    ObjectNode logged = null;
    if (recorder != null) {
      try {
        if (recorder.serveControl(exchange)) {
          return;
        }
      } catch (IOException e) {
        return;
      }
      logged = recorder.record(exchange);
    }
    String requestId = requestId(exchange.requestHeaders().get(REQUEST_ID));
    exchange.responseHeaders().put(REQUEST_ID, requestId);
    String[] op = {null};
    int status;
    try {
      status = serve(exchange, requestId, op, logged);
    } catch (MockFailure failure) {
      status = fail(exchange, failure, op[0], requestId);
    } catch (IOException e) {
      status = -1;
    } catch (RuntimeException e) {
      status = fail(exchange, new MockFailure("mock.internal", "mock server bug: " + e), op[0], requestId);
    }
    // The client may already hold its response when this line is written.
    log.request(exchange.method(), exchange.rawPath(), status, op[0], requestId, System.nanoTime() - start);
  }

  /**
   * The request id to echo and log: the given one with control characters (C0, DEL, C1) written as
   * {@code \xNN} and cut to {@link #MAX_REQUEST_ID} characters, or a fresh UUID when none was given.
   */
  static String requestId(String given) {
    if (given == null || given.isBlank()) {
      return UUID.randomUUID().toString();
    }
    StringBuilder out = new StringBuilder(given.length());
    for (int i = 0; i < given.length() && out.length() < MAX_REQUEST_ID; i++) {
      char c = given.charAt(i);
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
        out.append(String.format("\\x%02x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.length() > MAX_REQUEST_ID ? out.substring(0, MAX_REQUEST_ID) : out.toString();
  }

  /** Answers the request; {@code logged} is its request-log entry (null without a log), which gets the params read. */
  private int serve(MockExchange exchange, String requestId, String[] opId, ObjectNode logged) throws IOException {
    String method = exchange.method();
    String path = exchange.rawPath();
    Server server = served.catalog().server();
    if (method.equals("GET") && path.equals(server.capabilitiesPath())) {
      auth.check(exchange.requestHeaders(), null);
      HttpReply.json(exchange, 200, capabilities);
      return 200;
    }
    if (method.equals("GET") && path.equals(server.opsPath()) && options.compat().servesOpsRoutes()) {
      auth.check(exchange.requestHeaders(), null);
      HttpReply.json(exchange, 200, served.json());
      return 200;
    }
    OpRouter.Match match = router.match(method, path);
    if (match == null) {
      Set<String> allowed = new LinkedHashSet<>();
      if (path.equals(server.capabilitiesPath()) || path.equals(server.opsPath()) && options.compat().servesOpsRoutes()) {
        allowed.add("GET");
      }
      allowed.addAll(router.methodsAt(path));
      if (allowed.isEmpty()) {
        throw new MockFailure("op.unknown", "no op is served at " + method + " " + path);
      }
      exchange.responseHeaders().put("Allow", String.join(", ", allowed));
      throw new MockFailure("op.unknown", "no op is served at " + method + " " + path + "; allowed: "
          + String.join(", ", allowed), null, METHOD_NOT_ALLOWED);
    }
    Operation op = match.op();
    opId[0] = op.id();
    auth.check(exchange.requestHeaders(), op);
    if (options.disabled().contains(op.id())) {
      throw new MockFailure("op.not_enabled", "op " + op.id() + " is not enabled on this server");
    }
    byte[] body = readBody(exchange);
    String query = withoutRedirectMark(exchange.rawQuery());
    MockControls.Requested requested = controls.read(exchange.requestHeaders(), !Objects.equals(query, exchange.rawQuery()));
    if (requested.redirect() != null) {
      return redirect(exchange, requested);
    }
    if (requested.failTimes() != null && controls.shouldFail(requestId, requested.failTimes())) {
      exchange.responseHeaders().put("Retry-After", requested.retryAfter());
      HttpReply.text(exchange, 503, "mock: failing this try (" + MockControls.FAIL_TIMES + ": " + requested.failTimes() + ")\n");
      return 503;
    }
    if (requested.status() != null) {
      int status = requested.status();
      if (status < 200 || status > 599) {
        throw new MockFailure("args.invalid", MockControls.STATUS + " must be 200..599, not " + status);
      }
      HttpReply.text(exchange, status, "mock status " + status + "\n");
      return status;
    }
    if (requested.error() != null) {
      ObjectNode details = JsonNodeFactory.instance.objectNode().put("mock", true);
      throw new MockFailure(requested.error(), "mock error requested by " + MockControls.ERROR, details);
    }
    // Job controls are checked on the job-starting call only: clients repeat their per-call headers on polls.
    JobTicket ticket = op.kind() == Kind.JOB ? MockControls.jobTicket(requested, op.id(), requestId, errors) : null;
    ObjectNode values = params.read(match, query, body);
    if (logged != null) {
      recorder.params(logged, values);
    }
    scopes.check(op, values);
    if (requested.result() != null && (op.kind() == Kind.CALL || op.kind() == Kind.UPLOAD)) {
      // The body as given, JSON or not: a result of the wrong shape, a non-zero exit code, a malformed answer.
      HttpReply.bytes(exchange, 200, HttpReply.JSON, requested.result().getBytes(StandardCharsets.UTF_8),
          requested.gzip() ? "gzip" : null);
      return 200;
    }
    return responder.answer(exchange, op, values, requestId, requested, ticket);
  }

  /**
   * X-Mock-Redirect's answer: that status, no body, and a {@code Location} to the same path and query on
   * this mock (by the request's {@code Host}) or on X-Mock-Redirect-Origin, with {@code _redirected=1} added.
   */
  private static int redirect(MockExchange exchange, MockControls.Requested requested) throws IOException {
    String origin = requested.redirectOrigin() != null ? requested.redirectOrigin()
        : "http://" + exchange.requestHeaders().get("Host");
    String query = exchange.rawQuery() == null || exchange.rawQuery().isEmpty() ? "" : exchange.rawQuery() + "&";
    exchange.responseHeaders().put("Location", origin + exchange.rawPath() + "?" + query + MockControls.REDIRECTED);
    HttpReply.bytes(exchange, requested.redirect(), null, new byte[0]);
    return requested.redirect();
  }

  /** The query without the {@code _redirected=1} a followed X-Mock-Redirect added (null when nothing else is left). */
  static String withoutRedirectMark(String query) {
    if (query == null) {
      return null;
    }
    List<String> kept = new ArrayList<>(List.of(query.split("&", -1)));
    if (!kept.remove(MockControls.REDIRECTED)) {
      return query;
    }
    return kept.isEmpty() ? null : String.join("&", kept);
  }

  /** The request body, or 413 {@code limit.exceeded} past the cap (checked before reading when its length is declared). */
  private byte[] readBody(MockExchange exchange) throws IOException {
    byte[] body = exchange.body(options.maxBodyBytes());
    if (body == null) {
      throw tooLarge(options.maxBodyBytes());
    }
    return body;
  }

  private static MockFailure tooLarge(int cap) {
    return new MockFailure("limit.exceeded", "request body larger than " + cap + " bytes",
        JsonNodeFactory.instance.objectNode().put("limit", "max_body_bytes").put("max_body_bytes", cap));
  }

  private int fail(MockExchange exchange, MockFailure failure, String op, String requestId) {
    if (exchange.responded()) {
      return -1;
    }
    int status = failure.status() != 0 ? failure.status() : errors.statusOf(failure.code());
    try {
      HttpReply.json(exchange, status, errors.envelope(failure.code(), failure.getMessage(), op, requestId, failure.details()));
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return status;
  }
}
