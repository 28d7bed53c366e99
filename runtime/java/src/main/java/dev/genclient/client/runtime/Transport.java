package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorTable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * Sends op calls over java.net.http: binds params to path, query or JSON body, adds
 * the credential, client and request-id headers, retries idempotent ops on connection errors, 429
 * and 503 with backoff, and maps error responses to the catalog's exceptions; a request that got no
 * response at all raises the exception the catalog maps 503 to, with status 0 (the transport rule), as
 * does a body whose connection drops or stays silent past the timeout after the headers.
 */
public final class Transport {
  /** Everything the client builder configured. */
  public record Config(String baseUrl, String token, boolean legacyAuth, String legacyHeader, String gatewayHeader,
      String gatewayToken, Duration timeout, int maxRetries, HttpClient httpClient,
      Consumer<HttpRequest.Builder> customizer, Sleeper sleeper, Executor executor, String clientHeader,
      String clientValue, ServerProfile profile, ClientRuntime runtime) {
    public Config {
      Objects.requireNonNull(baseUrl, "baseUrl");
      Objects.requireNonNull(runtime, "runtime");
      Objects.requireNonNull(profile, "profile");
      Objects.requireNonNull(httpClient, "httpClient");
      Objects.requireNonNull(sleeper, "sleeper");
      Objects.requireNonNull(executor, "executor");
    }
  }

  private final Config config;
  private final ObjectMapper mapper = new ObjectMapper();

  public Transport(Config config) {
    this.config = config;
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
    return config.gatewayHeader() != null && config.gatewayToken() != null
        ? Map.of(config.gatewayHeader(), config.gatewayToken()) : Map.of();
  }

  /** A discovery request ({@code /capabilities}, {@code /ops}): its own binding, never routed by what discovery found. */
  public JsonNode discovery(OpRef op) {
    return parse(send(op, op.http(), null, null, RequestOptions.NONE, BYTES).body(), new TypeReference<JsonNode>() {});
  }

  /** Calls a JSON op and parses its result. */
  public <T> RawResponse<T> call(OpRef op, Object params, TypeReference<T> type, RequestOptions options) {
    boolean check = options != null && options.check();
    if (check && !errors().hasExitCheck(op.id())) {
      throw new IllegalArgumentException(op.id() + ": check is only for ops with an exit_check");
    }
    Received<byte[]> received = send(op, params, null, options, BYTES);
    T result = result(op, received, type);
    if (check) {
      ApiException failed = errors().exitError(op.id(), wire(received.body()), result, received.requestId());
      if (failed != null) {
        throw failed;
      }
    }
    return received.raw(result);
  }

  private JsonNode wire(byte[] body) {
    try {
      return body == null || body.length == 0 ? null : mapper.readTree(body);
    } catch (IOException e) {
      return null;
    }
  }

  /** Calls a download op and returns the bytes. */
  public RawResponse<byte[]> download(OpRef op, Object params, RequestOptions options) {
    Received<byte[]> received = send(op, params, null, options, BYTES);
    return received.raw(received.body());
  }

  /**
   * Calls a download op and returns the open body; the caller closes it. Reading it raises the
   * transport-rule exception when the connection drops or no data comes for the timeout.
   */
  public InputStream open(OpRef op, Object params, RequestOptions options) {
    return send(op, params, null, options, OPEN).body();
  }

  /** Calls an upload op: params in the query string, {@code body} as the request body. */
  public <T> RawResponse<T> upload(OpRef op, Object params, HttpRequest.BodyPublisher body, TypeReference<T> type,
      RequestOptions options) {
    Received<byte[]> received = send(op, params, body, options, BYTES);
    return received.raw(result(op, received, type));
  }

  /**
   * Calls a stream op and iterates its NDJSON events; the iterator raises the transport-rule exception
   * when the connection drops or no data comes for the timeout.
   */
  public <E> EventStream<E> stream(OpRef op, Object params, TypeReference<E> type, RequestOptions options) {
    Received<InputStream> received = send(op, params, null, options, OPEN);
    return new EventStream<>(received.body(), line -> readEvent(op, line, type, received.requestId()));
  }

  /**
   * The result of a 2xx answer; a body that is not JSON, or not of the result's shape, is the
   * {@code contract_mismatch} role's error (as in every language's client).
   */
  private <T> T result(OpRef op, Received<byte[]> received, TypeReference<T> type) {
    try {
      return parse(received.body(), type);
    } catch (UncheckedIOException e) {
      throw errors().malformedResult("the response body is not JSON", e.getCause(), op.id(), received.requestId());
    } catch (IllegalArgumentException e) {
      throw errors().malformedResult("the result does not match the op's result schema", e, op.id(),
          received.requestId());
    }
  }

  /** Parses one value of {@code type} from JSON text; null for an empty or {@code null} body. */
  public <T> T parse(byte[] body, TypeReference<T> type) {
    try {
      if (body == null || body.length == 0) {
        return null;
      }
      JsonNode node = mapper.readTree(body);
      return node == null || node.isNull() ? null : mapper.convertValue(node, type);
    } catch (IOException e) {
      throw new UncheckedIOException("unreadable response body", e);
    }
  }

  private <E> E readEvent(OpRef op, String line, TypeReference<E> type, String requestId) {
    try {
      JsonNode node = mapper.readTree(line);
      if (node.isObject() && node.size() == 1 && node.has("error")) {
        throw errors().map(0, node, op.id(), requestId);
      }
      return mapper.convertValue(node, type);
    } catch (IOException e) {
      throw new UncheckedIOException("unreadable stream event", e);
    }
  }

  /** What a response body becomes inside the retry loop; a body read there whole is retried like a lost response. */
  @FunctionalInterface
  private interface BodyReader<B> {
    B read(InputStream body) throws IOException;
  }

  /** Reads the whole body: a drop or a silence past the timeout fails the attempt. */
  private static final BodyReader<byte[]> BYTES = Transport::readAll;

  /** Hands the body over unread: a failure surfaces later, from the caller's read, and is not retried. */
  private static final BodyReader<InputStream> OPEN = body -> body;

  /** A successful response and what its body became. */
  private record Received<B>(HttpResponse<InputStream> response, B body) {
    String requestId() {
      return Transport.requestId(response);
    }

    <T> RawResponse<T> raw(T data) {
      return new RawResponse<>(response.statusCode(), response.headers().map(), requestId(), data);
    }
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
    HttpRequest request = request(binding, params, upload, opts, UUID.randomUUID().toString());
    // The id sent: a per-call header may have replaced the generated one.
    String requestId = request.headers().firstValue("X-Request-Id").orElse(null);
    HttpResponse.BodyHandler<InputStream> handler = StreamedBody.handler(timeout(opts),
        (reason, cause) -> errors().transport(reason, cause, errorOp(op), requestId));
    int retries = op.idempotent() ? (opts.maxRetries() != null ? opts.maxRetries() : config.maxRetries()) : 0;
    for (int attempt = 0; ; attempt++) {
      HttpResponse<InputStream> response;
      try {
        response = config.httpClient().send(request, handler);
      } catch (IOException e) {
        if (attempt < retries) {
          pause(attempt, null);
          continue;
        }
        throw errors().transport(e instanceof HttpTimeoutException ? "timeout" : "connection", e, errorOp(op),
            requestId);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(op.id() + ": interrupted", e);
      }
      int status = response.statusCode();
      if ((status == 429 || status == 503) && attempt < retries) {
        discard(response.body());
        pause(attempt, response.headers().firstValue("Retry-After").orElse(null));
        continue;
      }
      if (status >= 400) {
        throw errors().map(status, errorBody(response.body()), op.id(), requestId(response));
      }
      try {
        return new Received<>(response, reader.read(response.body()));
      } catch (ApiException e) {
        // The body failed while read whole here: nothing was delivered, so it is retried like a lost response.
        if (attempt < retries) {
          pause(attempt, null);
          continue;
        }
        throw e;
      } catch (IOException e) {
        // StreamedBody throws IOException only when interrupted (or closed, which nothing here does).
        throw new IllegalStateException(op.id() + ": interrupted", e);
      }
    }
  }

  private HttpRequest request(OpRef.Binding binding, Object params, HttpRequest.BodyPublisher upload,
      RequestOptions opts, String requestId) {
    ObjectNode fields = params == null ? mapper.createObjectNode()
        : params instanceof ObjectNode node ? node : mapper.valueToTree(params);
    String path = binding.path();
    for (String name : binding.pathParams()) {
      JsonNode value = fields.remove(name);
      path = path.replace("{" + name + "}", encode(value == null ? "" : value.asText()));
    }
    boolean query = binding.query() || upload != null;
    String uri = config.baseUrl().replaceAll("/+$", "") + path + (query ? queryString(fields) : "");
    HttpRequest.BodyPublisher body = upload != null ? upload
        : query ? HttpRequest.BodyPublishers.noBody()
        : HttpRequest.BodyPublishers.ofString(fields.toString(), StandardCharsets.UTF_8);
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(uri)).method(binding.method(), body)
        .header("X-Request-Id", requestId)
        .header(config.clientHeader(), config.clientValue());
    if (upload != null) {
      builder.header("Content-Type", "application/octet-stream");
    } else if (!query) {
      builder.header("Content-Type", "application/json");
    }
    if (config.token() != null) {
      // A v1 server (found by discover()) only knows the legacy header.
      if ((config.legacyAuth() || config.profile().legacyAuth()) && config.legacyHeader() != null) {
        builder.header(config.legacyHeader(), config.token());
      } else {
        builder.header("Authorization", "Bearer " + config.token());
      }
    }
    gatewayHeaders().forEach(builder::header);
    Duration timeout = timeout(opts);
    if (timeout != null) {
      builder.timeout(timeout);
    }
    opts.headers().forEach(builder::setHeader);
    if (config.customizer() != null) {
      config.customizer().accept(builder);
    }
    return builder.build();
  }

  /** The call's timeout, else the client's; null for none. */
  private Duration timeout(RequestOptions opts) {
    return opts.timeout() != null ? opts.timeout() : config.timeout();
  }

  private static String queryString(ObjectNode fields) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, JsonNode> field : fields.properties()) {
      if (field.getValue().isArray()) {
        field.getValue().forEach(item -> appendQuery(out, field.getKey(), item));
      } else if (!field.getValue().isNull()) {
        appendQuery(out, field.getKey(), field.getValue());
      }
    }
    return out.toString();
  }

  private static void appendQuery(StringBuilder out, String name, JsonNode value) {
    out.append(out.length() == 0 ? '?' : '&').append(encode(name)).append('=')
        .append(encode(value.isTextual() ? value.asText() : value.toString()));
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
  }

  private JsonNode errorBody(InputStream body) {
    try {
      byte[] bytes = readAll(body);
      if (bytes.length == 0) {
        return mapper.createObjectNode();
      }
      try {
        return mapper.readTree(bytes);
      } catch (IOException e) {
        // Not JSON (a legacy server's plain text): the text is the error's message.
        return mapper.getNodeFactory().textNode(new String(bytes, StandardCharsets.UTF_8));
      }
    } catch (IOException | ApiException e) {
      // An unreadable error body (a streamed one may fail with the transport exception): map by status.
      return mapper.createObjectNode();
    }
  }

  private static byte[] readAll(InputStream in) throws IOException {
    try (in) {
      return in.readAllBytes();
    }
  }

  /** Drains and closes the body of a response that will be retried, so its connection can be reused. */
  private static void discard(InputStream body) {
    try {
      readAll(body);
    } catch (IOException | ApiException ignored) {
      // The body of a retried response carries nothing we need.
    }
  }

  private void pause(int attempt, String retryAfter) {
    try {
      config.sleeper().sleep(Backoff.delay(attempt, retryAfter, bound -> ThreadLocalRandom.current().nextLong(bound + 1)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting to retry", e);
    }
  }

  private static String requestId(HttpResponse<?> response) {
    return response.headers().firstValue("X-Request-Id").orElse(response.request().headers()
        .firstValue("X-Request-Id").orElse(null));
  }

  /** The op a transport failure names: the op's id, null for a discovery route the catalog has no op for ({@code /ops}). */
  private static String errorOp(OpRef op) {
    return op.id().startsWith("/") ? null : op.id();
  }
}
