package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Builds the HTTP request of an op call: params bound to the path, the query or a JSON body, the
 * credential, client, request-id and {@code Accept-Encoding: identity} headers, the client's own headers
 * and the per-call options; and the same request sent on to a redirect's target.
 */
final class OpRequests {
  private final Transport.Config config;
  private final ObjectMapper mapper;
  /** The base URL without its trailing slashes, each op's path appended to it. */
  private final String base;
  /** The URIs of the paths that take no params, by path. */
  private final Map<String, URI> plainUris = new ConcurrentHashMap<>();

  OpRequests(Transport.Config config, ObjectMapper mapper) {
    this.config = config;
    this.mapper = mapper;
    this.base = config.baseUrl().replaceAll("/+$", "");
  }

  HttpRequest build(OpRef.Binding binding, Object params, HttpRequest.BodyPublisher upload, RequestOptions opts,
      String requestId) {
    ObjectNode fields = params == null ? mapper.createObjectNode()
        : params instanceof ObjectNode node ? node : mapper.valueToTree(params);
    String path = binding.path();
    for (String name : binding.pathParams()) {
      JsonNode value = fields.remove(name);
      path = path.replace("{" + name + "}", encode(value == null ? "" : value.asText()));
    }
    boolean query = binding.query() || upload != null;
    String queryString = query ? queryString(fields) : "";
    // A path without params and without a query is the same URI on every call: parsed once.
    URI uri = binding.pathParams().isEmpty() && queryString.isEmpty()
        ? plainUris.computeIfAbsent(path, p -> URI.create(base + p)) : URI.create(base + path + queryString);
    HttpRequest.BodyPublisher body = upload != null ? upload
        : query ? HttpRequest.BodyPublishers.noBody()
        : HttpRequest.BodyPublishers.ofString(fields.toString(), StandardCharsets.UTF_8);
    HttpRequest.Builder builder = HttpRequest.newBuilder(uri).method(binding.method(), body)
        .header("X-Request-Id", requestId)
        .header("Accept-Encoding", "identity")
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
    config.headers().forEach(builder::setHeader);
    opts.headers().forEach(builder::setHeader);
    return builder.build();
  }

  /**
   * {@code request} sent on to {@code target} (method, body and headers kept), without the headers in
   * {@code strip} (lower-case names) when the target is of another origin.
   */
  static HttpRequest redirected(HttpRequest request, URI target, Set<String> strip) {
    boolean cross = !sameOrigin(request.uri(), target);
    return HttpRequest.newBuilder(request, (name, value) -> !cross || !strip.contains(name.toLowerCase(Locale.ROOT)))
        .uri(target).build();
  }

  /** Same scheme, host and port (a port left out is the scheme's). */
  static boolean sameOrigin(URI a, URI b) {
    return scheme(a).equals(scheme(b)) && String.valueOf(a.getHost()).equalsIgnoreCase(String.valueOf(b.getHost()))
        && port(a) == port(b);
  }

  private static String scheme(URI uri) {
    return String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT);
  }

  private static int port(URI uri) {
    return uri.getPort() >= 0 ? uri.getPort() : scheme(uri).equals("https") ? 443 : 80;
  }

  /** The gateway header and its token when the client has both, else empty; never the server credential. */
  Map<String, String> gatewayHeaders() {
    return config.gatewayHeader() != null && config.gatewayToken() != null
        ? Map.of(config.gatewayHeader(), config.gatewayToken()) : Map.of();
  }

  /** The call's timeout, else the client's; null for none. */
  Duration timeout(RequestOptions opts) {
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
}
