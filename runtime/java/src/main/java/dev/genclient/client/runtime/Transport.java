package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorTable;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;

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
  private final ObjectMapper mapper = Results.mapper();
  private final OpRequests requests;
  private final TransportLog log;
  private final Results results;
  private final Exchange exchange;

  public Transport(Config config) {
    this.config = config;
    this.requests = new OpRequests(config, mapper);
    Set<String> secret = credentialHeaders(config.legacyHeader(), config.gatewayHeader());
    String pkg = Transport.class.getPackageName();
    this.log = new TransportLog(pkg.endsWith(".runtime") ? pkg.substring(0, pkg.length() - ".runtime".length()) : pkg,
        config.runtime().catalog().path("name").asText("client"), secret, System::getenv);
    this.results = new Results(mapper, config.runtime());
    this.exchange = new Exchange(config, this, requests, log, mapper);
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
    return Async.join(exchange.send(op, op.http(), null, null, RequestOptions.NONE, Exchange.Body.WHOLE, true,
        (body, response, fail) -> parse(Bodies.readAll(body), new TypeReference<JsonNode>() {})));
  }

  /** Calls a JSON op and parses its result. */
  public <T> RawResponse<T> call(OpRef op, Object params, TypeReference<T> type, RequestOptions options) {
    return Async.join(callFuture(op, params, type, options, true, Transport::raw));
  }

  /** {@link #call} on {@code HttpClient.sendAsync}: the result; cancelling the future cancels the request. */
  public <T> CompletableFuture<T> callAsync(OpRef op, Object params, TypeReference<T> type, RequestOptions options) {
    return Async.start(() -> callFuture(op, params, type, options, false, Transport::data));
  }

  /**
   * The call's future, of what {@code answer} makes of the response and its result ({@link #raw}, or {@link #data}
   * when the caller wants the result alone); {@code blocking}: complete on return (every step in this thread).
   */
  <T, R> Async.Steps<R> callFuture(OpRef op, Object params, TypeReference<T> type, RequestOptions options,
      boolean blocking, BiFunction<HttpResponse<?>, T, R> answer) {
    boolean check = options != null && options.check();
    if (check && !errors().hasExitCheck(op.id())) {
      throw new IllegalArgumentException(op.id() + ": check is only for ops with an exit_check");
    }
    return send(op, params, null, options, Exchange.Body.WHOLE, blocking, (body, response, fail) -> {
      String requestId = requestId(response);
      JsonNode wire = results.json(op.id(), Bodies.readAll(body), requestId);
      T result = results.result(op.id(), wire, response.statusCode(), requestId, type);
      if (check) {
        ApiException failed = errors().exitError(op.id(), wire, result, requestId);
        if (failed != null) {
          throw failed;
        }
      }
      return answer.apply(response, result);
    });
  }

  /**
   * Calls a download op and returns the bytes; a body over the document's {@code download.max_buffered_bytes}
   * is the transport role's {@code body_too_large} error (the {@code ...InputStream} form streams it).
   */
  public RawResponse<byte[]> download(OpRef op, Object params, RequestOptions options) {
    return Async.join(downloadFuture(op, params, options, true, Transport::raw));
  }

  /** {@link #download} on {@code HttpClient.sendAsync}. */
  public CompletableFuture<byte[]> downloadAsync(OpRef op, Object params, RequestOptions options) {
    return Async.start(() -> downloadFuture(op, params, options, false, Transport::data));
  }

  private <R> Async.Steps<R> downloadFuture(OpRef op, Object params, RequestOptions options, boolean blocking,
      BiFunction<HttpResponse<?>, byte[], R> answer) {
    Long asked = options == null ? null : options.maxBufferedBytes();
    long max = asked != null ? asked : policy().maxBufferedBytes();
    return send(op, params, null, options, new Exchange.Body(false, max), blocking, (body, response, fail) -> answer.apply(
        response, Bodies.readAtMost(body, -1, max, () -> fail.failure("body_too_large", "the body is larger than " + max
            + " bytes, the most a byte[] download holds: use the InputStream form", null))));
  }

  /**
   * Calls a download op and returns the open body; the caller closes it. Reading it raises the
   * transport-rule exception when the connection drops or no data comes for the timeout.
   */
  public InputStream open(OpRef op, Object params, RequestOptions options) {
    return Async.join(send(op, params, null, options, Exchange.Body.STREAMED, true, (body, response, fail) -> body));
  }

  /** Calls an upload op: params in the query string, {@code body} as the request body. */
  public <T> RawResponse<T> upload(OpRef op, Object params, HttpRequest.BodyPublisher body, TypeReference<T> type,
      RequestOptions options) {
    return Async.join(uploadFuture(op, params, body, type, options, true, Transport::raw));
  }

  /** {@link #upload} on {@code HttpClient.sendAsync}. */
  public <T> CompletableFuture<T> uploadAsync(OpRef op, Object params, HttpRequest.BodyPublisher body,
      TypeReference<T> type, RequestOptions options) {
    return Async.start(() -> uploadFuture(op, params, body, type, options, false, Transport::data));
  }

  private <T, R> Async.Steps<R> uploadFuture(OpRef op, Object params, HttpRequest.BodyPublisher upload,
      TypeReference<T> type, RequestOptions options, boolean blocking, BiFunction<HttpResponse<?>, T, R> answer) {
    return send(op, params, upload, options, Exchange.Body.WHOLE, blocking, (body, response, fail) -> {
      String requestId = requestId(response);
      JsonNode wire = results.json(op.id(), Bodies.readAll(body), requestId);
      return answer.apply(response, results.result(op.id(), wire, response.statusCode(), requestId, type));
    });
  }

  /**
   * Calls a stream op and iterates its events (NDJSON lines or server-sent events, by the op's stream format); the iterator raises the transport-rule exception
   * when the connection drops or no data comes for the timeout, and the contract-mismatch one
   * ({@code malformed_event}) for a line that is not an event.
   */
  public <E> EventStream<E> stream(OpRef op, Object params, TypeReference<E> type, RequestOptions options) {
    return Async.join(streamFuture(op, params, type, options, true));
  }

  /** {@link #stream} on {@code HttpClient.sendAsync}: completes when the answer's headers have come. */
  public <E> CompletableFuture<EventStream<E>> streamAsync(OpRef op, Object params, TypeReference<E> type,
      RequestOptions options) {
    return Async.start(() -> streamFuture(op, params, type, options, false));
  }

  private <E> Async.Steps<EventStream<E>> streamFuture(OpRef op, Object params, TypeReference<E> type,
      RequestOptions options, boolean blocking) {
    return send(op, params, null, options, Exchange.Body.STREAMED, blocking, (body, response, fail) -> {
      String requestId = requestId(response);
      OpIndex.Entry entry = runtime().index().has(op.id()) ? runtime().index().find(op.id()) : null;
      EventDecoder<E> decoder = new EventDecoder<>(mapper, runtime().schemas(), entry == null ? null : entry.event(),
          type, errors(), op.id(), requestId);
      return new EventStream<>(body, op.streamFormat(), policy().maxLineBytes(), decoder,
          e -> errors().transport("connection", e, errorOp(op), requestId));
    });
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

  /** The failures of one call's transport role, with its op and request id. */
  @FunctionalInterface
  interface Failures {
    ApiException failure(String reason, String message, ObjectNode details);
  }

  /** The response's metadata with its data (the {@code ...WithResponse} members, job polls). */
  static <T> RawResponse<T> raw(HttpResponse<?> response, T data) {
    return new RawResponse<>(response.statusCode(), response.headers().map(), requestId(response), data);
  }

  /** The data alone (the members that return the result): no copy of the response's headers. */
  private static <T> T data(HttpResponse<?> response, T data) {
    return data;
  }

  /** Starts a call by the op's route (what discovery found) after checking its path params against their scopes. */
  private <B> Async.Steps<B> send(OpRef op, Object params, HttpRequest.BodyPublisher upload, RequestOptions options,
      Exchange.Body mode, boolean blocking, Exchange.Reader<B> reader) {
    OpRef.Binding binding = config.profile().route(op);
    Object built = ParamsBuilder.built(params);
    ObjectNode fields = built == null ? mapper.createObjectNode() : mapper.valueToTree(built);
    config.profile().checkPaths(op, fields);
    return exchange.send(op, binding, fields, upload, options, mode, blocking, reader);
  }

  /** True for a body read from an {@code InputStream}: sent once, never retried nor redirected with it. */
  static boolean once(HttpRequest.BodyPublisher upload) {
    return upload instanceof Bodies.Once;
  }

  static String requestId(HttpResponse<?> response) {
    String answered = first(response.headers(), "X-Request-Id");
    return answered != null ? answered : first(response.request().headers(), "X-Request-Id");
  }

  /** The header's first value, or null ({@code firstValue} without its stream). */
  static String first(HttpHeaders headers, String name) {
    List<String> values = headers.allValues(name);
    return values.isEmpty() ? null : values.get(0);
  }

  /** The op a transport failure names: the op's id, null for a discovery route the catalog has no op for ({@code /ops}). */
  static String errorOp(OpRef op) {
    return op.id().startsWith("/") ? null : op.id();
  }
}
