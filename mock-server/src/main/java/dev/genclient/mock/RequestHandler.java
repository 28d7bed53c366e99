package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Server;
import java.io.IOException;
import java.io.InputStream;
import java.util.UUID;

/**
 * One request, in order: request id → discovery routes or op route (404 {@code op.unknown}) → auth
 * → disabled op → body size → test controls (job controls on job ops) → params → answer; every failure becomes the error
 * envelope, every request one log line.
 */
final class RequestHandler implements HttpHandler {
  static final String REQUEST_ID = "X-Request-Id";

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
  }

  @Override
  public void handle(HttpExchange exchange) {
    long start = System.nanoTime();
    String given = exchange.getRequestHeaders().getFirst(REQUEST_ID);
    String requestId = given == null || given.isBlank() ? UUID.randomUUID().toString() : given;
    exchange.getResponseHeaders().set(REQUEST_ID, requestId);
    String[] op = {null};
    int status;
    try {
      status = serve(exchange, requestId, op);
    } catch (MockFailure failure) {
      status = fail(exchange, failure, op[0], requestId);
    } catch (IOException e) {
      status = -1;
    } catch (RuntimeException e) {
      status = fail(exchange, new MockFailure("mock.internal", "mock server bug: " + e), op[0], requestId);
    } finally {
      exchange.close();
    }
    // The client may already hold its response when this line is written.
    log.request(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(), status, op[0], requestId,
        System.nanoTime() - start);
  }

  private int serve(HttpExchange exchange, String requestId, String[] opId) throws IOException {
    String method = exchange.getRequestMethod();
    String path = exchange.getRequestURI().getRawPath();
    Server server = served.catalog().server();
    if (method.equals("GET") && path.equals(server.capabilitiesPath())) {
      auth.check(exchange.getRequestHeaders(), null);
      HttpReply.json(exchange, 200, capabilities);
      return 200;
    }
    if (method.equals("GET") && path.equals(server.opsPath())) {
      auth.check(exchange.getRequestHeaders(), null);
      HttpReply.json(exchange, 200, served.json());
      return 200;
    }
    OpRouter.Match match = router.match(method, path);
    if (match == null) {
      throw new MockFailure("op.unknown", "no op is served at " + method + " " + path);
    }
    Operation op = match.op();
    opId[0] = op.id();
    auth.check(exchange.getRequestHeaders(), op);
    if (options.disabled().contains(op.id())) {
      throw new MockFailure("op.not_enabled", "op " + op.id() + " is not enabled on this server");
    }
    byte[] body = readBody(exchange);
    MockControls.Requested requested = controls.read(exchange.getRequestHeaders());
    if (requested.failTimes() != null && controls.shouldFail(requestId, requested.failTimes())) {
      exchange.getResponseHeaders().set("Retry-After", "0");
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
    ObjectNode values = params.read(match, exchange.getRequestURI().getRawQuery(), body);
    return responder.answer(exchange, op, values, requestId, requested.streamError(), ticket);
  }

  /** The request body, or 413 {@code limit.exceeded} past the cap (checked before reading when declared). */
  private byte[] readBody(HttpExchange exchange) throws IOException {
    int cap = options.maxBodyBytes();
    String declared = exchange.getRequestHeaders().getFirst("Content-Length");
    if (declared != null) {
      try {
        if (Long.parseLong(declared.trim()) > cap) {
          throw tooLarge(cap);
        }
      } catch (NumberFormatException e) {
        throw new MockFailure("args.invalid", "bad Content-Length: " + declared);
      }
    }
    try (InputStream in = exchange.getRequestBody()) {
      byte[] body = in.readNBytes(cap + 1);
      if (body.length > cap) {
        throw tooLarge(cap);
      }
      return body;
    }
  }

  private static MockFailure tooLarge(int cap) {
    return new MockFailure("limit.exceeded", "request body larger than " + cap + " bytes",
        JsonNodeFactory.instance.objectNode().put("limit", "max_body_bytes").put("max_body_bytes", cap));
  }

  private int fail(HttpExchange exchange, MockFailure failure, String op, String requestId) {
    int status = errors.statusOf(failure.code());
    try {
      HttpReply.json(exchange, status, errors.envelope(failure.code(), failure.getMessage(), op, requestId, failure.details()));
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return status;
  }
}
