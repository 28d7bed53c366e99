package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorTable;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Executor;

/**
 * Sends op calls over java.net.http by the document's transport policy: retries idempotent ops
 * ({@link Backoff}), follows redirects itself ({@link Redirects}), refuses ambiguous framing
 * ({@link Framing}), checks results against their schemas ({@link SchemaCheck}) and maps error
 * answers to the catalog's exceptions. A request that got no response at all raises the exception the
 * catalog maps 503 to, with status 0 (the transport rule), as does a body whose connection drops or
 * stays silent past the timeout after the headers, and every answer the client will not use.
 */
public final class Transport {
  /**
   * Everything the client builder configured; a null {@code maxRetries} or {@code jobTimeout} is the document's,
   * null {@code hooks} none; {@code headers} go with every request (a call's own win).
   */
  public record Config(String baseUrl, String token, boolean legacyAuth, String legacyHeader, String gatewayHeader,
      String gatewayToken, Duration timeout, Integer maxRetries, Duration jobTimeout, HttpClient httpClient,
      Hooks hooks, Sleeper sleeper, Executor executor, String clientHeader,
      String clientValue, ServerProfile profile, ClientRuntime runtime, Map<String, String> headers) {
    public Config {
      Objects.requireNonNull(baseUrl, "baseUrl");
      Objects.requireNonNull(runtime, "runtime");
      Objects.requireNonNull(profile, "profile");
      Objects.requireNonNull(httpClient, "httpClient");
      Objects.requireNonNull(sleeper, "sleeper");
      Objects.requireNonNull(executor, "executor");
      hooks = hooks == null ? Hooks.NONE : hooks;
      headers = headers == null ? Map.of() : Map.copyOf(headers);
      Set<String> secret = credentialHeaders(legacyHeader, gatewayHeader);
      for (String name : headers.keySet()) {
        if (secret.contains(name.toLowerCase(Locale.ROOT))) {
          throw new IllegalArgumentException("header " + name + " carries a credential; give it as the client's token");
        }
      }
    }
  }

  private final Config config;
  private final ObjectMapper mapper = new ObjectMapper();
  private final OpRequests requests;
  private final TransportLog log;
  private final Retries retries;
  private final Redirects redirects;
  private final Results results;

  public Transport(Config config) {
    this.config = config;
    this.requests = new OpRequests(config, mapper);
    Set<String> secret = credentialHeaders(config.legacyHeader(), config.gatewayHeader());
    String pkg = Transport.class.getPackageName();
    this.log = new TransportLog(pkg.endsWith(".runtime") ? pkg.substring(0, pkg.length() - ".runtime".length()) : pkg,
        config.runtime().catalog().path("name").asText("client"), secret, System::getenv);
    this.retries = new Retries(config.runtime().policy().retry(), config.sleeper(), log);
    this.redirects = new Redirects(config.runtime().policy().redirects(), log);
    this.results = new Results(mapper, config.runtime());
  }

  /** The headers that carry credentials, lower case: redacted in the log, refused as a client's own headers. */
  static Set<String> credentialHeaders(String legacyHeader, String gatewayHeader) {
    Set<String> secret = new HashSet<>(Set.of("authorization"));
    for (String name : new String[] {legacyHeader, gatewayHeader}) {
      if (name != null) {
        secret.add(name.toLowerCase(Locale.ROOT));
      }
    }
    return secret;
  }

  /**
   * The transport of a copy of the client: the same base URL, credentials, HTTP client (its connections) and
   * server profile (what discovery learnt), with {@code options} applied.
   */
  public Transport withOptions(ClientOptions options) {
    return new Transport(options.applyTo(config));
  }

  public ObjectMapper mapper() {
    return mapper;
  }

  public Executor executor() {
    return config.executor();
  }

  public Sleeper sleeper() {
    return config.sleeper();
  }

  public ServerProfile profile() {
    return config.profile();
  }

  /** The generated parts of the client: its embedded catalog and error table. */
  public ClientRuntime runtime() {
    return config.runtime();
  }

  /** The error table every failure of this client is mapped with. */
  public ErrorTable errors() {
    return config.runtime().errors();
  }

  /** The transport policy of the client's document. */
  public TransportPolicy policy() {
    return config.runtime().policy();
  }

  /** The job wait's deadline for a call: the call's, else the client's, else the document's. */
  Duration jobTimeout(RequestOptions options) {
    return options != null && options.jobTimeout() != null ? options.jobTimeout()
        : config.jobTimeout() != null ? config.jobTimeout() : policy().jobs().deadline();
  }

  TransportLog log() {
    return log;
  }

  /** The base URL the client was built with. */
  String baseUrl() {
    return config.baseUrl();
  }

  /** The server credential, or null. */
  String token() {
    return config.token();
  }

  /** The gateway header and its token when the client has both, else empty; never the server credential. */
  Map<String, String> gatewayHeaders() {
    return requests.gatewayHeaders();
  }

  /**
   * An upload body read once from {@code body}: it is sent, but never again (a redirect that would
   * resend it is not followed).
   */
  public static HttpRequest.BodyPublisher once(InputStream body) {
    return new Bodies.Once(HttpRequest.BodyPublishers.ofInputStream(() -> body));
  }

  /** A discovery request ({@code /capabilities}, {@code /ops}): its own binding, never routed by what discovery found. */
  public JsonNode discovery(OpRef op) {
    return parse(send(op, op.http(), null, null, RequestOptions.NONE, Transport::whole).body(),
        new TypeReference<JsonNode>() {});
  }

  /** Calls a JSON op and parses its result. */
  public <T> RawResponse<T> call(OpRef op, Object params, TypeReference<T> type, RequestOptions options) {
    boolean check = options != null && options.check();
    if (check && !errors().hasExitCheck(op.id())) {
      throw new IllegalArgumentException(op.id() + ": check is only for ops with an exit_check");
    }
    Received<byte[]> received = send(op, params, null, options, Transport::whole);
    JsonNode wire = results.json(op.id(), received.body(), received.requestId());
    T result = results.result(op.id(), wire, received.response().statusCode(), received.requestId(), type);
    if (check) {
      ApiException failed = errors().exitError(op.id(), wire, result, received.requestId());
      if (failed != null) {
        throw failed;
      }
    }
    return received.raw(result);
  }

  /**
   * Calls a download op and returns the bytes; a body over the document's {@code download.max_buffered_bytes}
   * is the transport role's {@code body_too_large} error (the {@code ...InputStream} form streams it).
   */
  public RawResponse<byte[]> download(OpRef op, Object params, RequestOptions options) {
    Long asked = options == null ? null : options.maxBufferedBytes();
    long max = asked != null ? asked : policy().maxBufferedBytes();
    Received<byte[]> received = send(op, params, null, options, (body, response, fail) -> Bodies.readAtMost(body,
        response.headers().firstValueAsLong("Content-Length").orElse(-1), max,
        () -> fail.failure("body_too_large", "the body is larger than " + max
            + " bytes, the most a byte[] download holds: use the InputStream form", null)));
    return received.raw(received.body());
  }

  /**
   * Calls a download op and returns the open body; the caller closes it. Reading it raises the
   * transport-rule exception when the connection drops or no data comes for the timeout.
   */
  public InputStream open(OpRef op, Object params, RequestOptions options) {
    return send(op, params, null, options, (body, response, fail) -> body).body();
  }

  /** Calls an upload op: params in the query string, {@code body} as the request body. */
  public <T> RawResponse<T> upload(OpRef op, Object params, HttpRequest.BodyPublisher body, TypeReference<T> type,
      RequestOptions options) {
    Received<byte[]> received = send(op, params, body, options, Transport::whole);
    JsonNode wire = results.json(op.id(), received.body(), received.requestId());
    return received.raw(results.result(op.id(), wire, received.response().statusCode(), received.requestId(), type));
  }

  /**
   * Calls a stream op and iterates its events (NDJSON lines or server-sent events, by the op's stream format); the iterator raises the transport-rule exception
   * when the connection drops or no data comes for the timeout, and the contract-mismatch one
   * ({@code malformed_event}) for a line that is not an event.
   */
  public <E> EventStream<E> stream(OpRef op, Object params, TypeReference<E> type, RequestOptions options) {
    Received<InputStream> received = send(op, params, null, options, (body, response, fail) -> body);
    String requestId = received.requestId();
    OpIndex.Entry entry = runtime().index().has(op.id()) ? runtime().index().find(op.id()) : null;
    EventDecoder<E> decoder = new EventDecoder<>(mapper, runtime().schemas(), entry == null ? null : entry.event(), type,
        errors(), op.id(), requestId);
    return new EventStream<>(received.body(), op.streamFormat(), policy().maxLineBytes(), decoder,
        e -> errors().transport("connection", e, errorOp(op), requestId));
  }

  /** Checks {@code wire} against the result schema of op {@code opId} in the document (none: anything passes). */
  void checkResult(String opId, JsonNode wire, String requestId) {
    results.check(opId, wire, requestId);
  }

  /** Parses one value of {@code type} from JSON text; null for an empty or {@code null} body; not JSON: the contract error. */
  public <T> T parse(byte[] body, TypeReference<T> type) {
    try {
      if (body == null || body.length == 0) {
        return null;
      }
      JsonNode node = mapper.readTree(body);
      return node == null || node.isNull() ? null : mapper.convertValue(node, type);
    } catch (IOException | IllegalArgumentException e) {
      throw errors().malformedResult("the response body is not of the expected shape", e, null, null);
    }
  }

  /** What a response body becomes inside the retry loop; a body read there whole is retried like a lost response. */
  @FunctionalInterface
  private interface BodyReader<B> {
    B read(InputStream body, HttpResponse<InputStream> response, Failures fail) throws IOException;
  }

  /** Reads the whole body: a drop or a silence past the timeout fails the attempt. */
  private static byte[] whole(InputStream body, HttpResponse<InputStream> response, Failures fail) throws IOException {
    return Bodies.readAll(body);
  }

  /** A successful response and what its body became. */
  private record Received<B>(HttpResponse<InputStream> response, B body) {
    String requestId() {
      return Transport.requestId(response);
    }

    <T> RawResponse<T> raw(T data) {
      return new RawResponse<>(response.statusCode(), response.headers().map(), requestId(), data);
    }
  }

  /** The transport role's errors of one call, with its op and request id. */
  @FunctionalInterface
  interface Failures {
    ApiException failure(String reason, String message, ObjectNode details);
  }

  private <B> Received<B> send(OpRef op, Object params, HttpRequest.BodyPublisher upload, RequestOptions options,
      BodyReader<B> reader) {
    OpRef.Binding binding = config.profile().route(op);
    ObjectNode fields = params == null ? mapper.createObjectNode() : mapper.valueToTree(params);
    config.profile().checkPaths(op, fields);
    return send(op, binding, fields, upload, options, reader);
  }

  /**
   * Sends with retries. Every body is read through {@link StreamedBody}, whose reads wait at most the
   * call's timeout for data (java.net.http's timeout ends with the headers); its failures carry the
   * transport-rule exception with the request id sent.
   */
  private <B> Received<B> send(OpRef op, OpRef.Binding binding, Object params, HttpRequest.BodyPublisher upload,
      RequestOptions options, BodyReader<B> reader) {
    RequestOptions opts = options == null ? RequestOptions.NONE : options;
    // A non-idempotent call sends an idempotency key (one per call, kept on retries; a per-call one wins) if named.
    String keyHeader = op.idempotent() ? null : runtime().idempotencyHeader();
    if (keyHeader != null && opts.headers().keySet().stream().noneMatch(keyHeader::equalsIgnoreCase)) {
      opts = opts.withHeader(keyHeader, UUID.randomUUID().toString());
    }
    HttpRequest request = requests.build(binding, params, upload, opts, UUID.randomUUID().toString());
    // The id sent: a per-call header may have replaced the generated one.
    String requestId = request.headers().firstValue("X-Request-Id").orElse(null);
    Failures fail = (reason, message, details) -> {
      ObjectNode all = (details == null ? JsonNodeFactory.instance.objectNode() : details.deepCopy()).put("reason", reason);
      return errors().transportFailure(message, all.put("message", message), errorOp(op), requestId);
    };
    HttpResponse.BodyHandler<InputStream> handler = StreamedBody.handler(requests.timeout(opts),
        (reason, cause) -> errors().transport(reason, cause, errorOp(op), requestId));
    boolean retryable = (op.idempotent() || keyHeader != null) && !(upload instanceof Bodies.Once); // an InputStream: once
    int budget = !retryable ? 0 : opts.maxRetries() != null ? opts.maxRetries()
        : config.maxRetries() != null ? config.maxRetries() : policy().retry().maxRetries();
    Redirects.NotFollowed notFollowed = (status, location, why) -> fail.failure("redirect_not_followed",
        "a " + status + " redirect was not followed: " + why, JsonNodeFactory.instance.objectNode()
            .put("status", status).put("location", location));
    Hooks hooks = config.hooks();
    for (int attempt = 1; ; attempt++) {
      boolean more = attempt <= budget;
      HookContext context = new HookContext(errorOp(op), requestId, attempt, request.method(), request.uri());
      // Each try's before-request hooks get a builder of their own: what they add goes out on that try only.
      HttpRequest.Builder tried = HttpRequest.newBuilder(request, (name, value) -> true);
      hooks.beforeRequest(context, tried);
      HttpRequest sent = tried.build();
      long started = System.nanoTime();
      log.request(op.id(), sent, requestId, attempt);
      HttpResponse<InputStream> response;
      try {
        response = redirects.send(config.httpClient(), sent, handler, !(upload instanceof Bodies.Once), op.id(), notFollowed);
      } catch (IOException e) {
        ApiException lost = errors().transport(e instanceof HttpTimeoutException ? "timeout" : "connection", e,
            errorOp(op), requestId);
        hooks.onError(context, lost);
        if (more && retries.afterConnectionError(op.id(), requestId, attempt, e)) {
          continue;
        }
        throw lost;
      } catch (ApiException e) {
        hooks.onError(context, e); // a refused redirect
        throw e;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(op.id() + ": interrupted", e);
      }
      log.response(op.id(), response, requestId, attempt, started);
      try {
        hooks.afterResponse(context, response);
      } catch (RuntimeException e) {
        Bodies.close(response.body());
        throw e;
      }
      int status = response.statusCode();
      try {
        if (more && retries.afterStatus(op.id(), requestId, attempt, response, fail)) {
          continue;
        }
        String framing = Framing.problem(response.headers());
        if (framing != null) {
          Bodies.close(response.body());
          throw fail.failure("bad_framing", framing, null);
        }
      } catch (ApiException e) {
        hooks.onError(context, e); // a Retry-After too long, a body framed two ways
        throw e;
      }
      InputStream body = Framing.decoded(response.headers(), response.body(),
          e -> fail.failure("bad_framing", "the gzip body does not decode: " + e.getMessage(), null));
      if (status >= 400) {
        ApiException mapped = errors().map(status, Bodies.errorBody(body, mapper), op.id(), requestId(response));
        hooks.onError(context, mapped);
        throw mapped;
      }
      try {
        return new Received<>(response, reader.read(body, response, fail));
      } catch (ApiException e) {
        hooks.onError(context, e);
        // The body failed while read whole here: nothing was delivered, so it is retried like a lost response.
        if (more && Retries.lost(e) && retries.afterConnectionError(op.id(), requestId, attempt, e)) {
          continue;
        }
        throw e;
      } catch (IOException e) {
        // StreamedBody throws IOException only when interrupted (or closed, which nothing here does).
        throw new IllegalStateException(op.id() + ": interrupted", e);
      }
    }
  }

  static String requestId(HttpResponse<?> response) {
    return response.headers().firstValue("X-Request-Id").orElse(response.request().headers()
        .firstValue("X-Request-Id").orElse(null));
  }

  /** The op a transport failure names: the op's id, null for a discovery route the catalog has no op for ({@code /ops}). */
  static String errorOp(OpRef op) {
    return op.id().startsWith("/") ? null : op.id();
  }
}
