package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/** Builds the request a generated client sends for one op call, by the wire protocol's encoding rules (docs/mock.md). */
final class WireCall {
  private WireCall() {}

  static HttpRequest.Builder request(String baseUrl, Operation op, HttpBinding binding, JsonNode args, String uploadBody) {
    ObjectNode rest = args == null ? MockFixture.JSON.createObjectNode() : (ObjectNode) args.deepCopy();
    String path = binding.path();
    for (String name : binding.pathParams()) {
      JsonNode value = rest.remove(name);
      path = path.replace("{" + name + "}", encodePath(value == null ? "" : value.asText()));
    }
    boolean query = binding.usesQuery() || op.kind() == Kind.UPLOAD;
    String uri = baseUrl + path + (query && rest.size() > 0 ? "?" + query(rest) : "");
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(uri));
    if (op.kind() == Kind.UPLOAD) {
      byte[] bytes = uploadBody == null ? new byte[0] : uploadBody.getBytes(StandardCharsets.UTF_8);
      return request.header("Content-Type", "application/octet-stream")
          .method(binding.method(), HttpRequest.BodyPublishers.ofByteArray(bytes));
    }
    if (binding.usesQuery()) {
      return request.method(binding.method(), HttpRequest.BodyPublishers.noBody());
    }
    return request.header("Content-Type", "application/json")
        .method(binding.method(), HttpRequest.BodyPublishers.ofString(rest.toString()));
  }

  /** Strings raw, numbers and booleans as JSON text, arrays as repeated keys. */
  static String query(ObjectNode params) {
    StringBuilder out = new StringBuilder();
    for (Iterator<Map.Entry<String, JsonNode>> it = params.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (e.getValue().isArray()) {
        e.getValue().forEach(item -> append(out, e.getKey(), item));
      } else {
        append(out, e.getKey(), e.getValue());
      }
    }
    return out.toString();
  }

  private static void append(StringBuilder out, String key, JsonNode value) {
    if (out.length() > 0) {
      out.append('&');
    }
    String text = value.isTextual() ? value.asText() : value.toString();
    out.append(URLEncoder.encode(key, StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(text, StandardCharsets.UTF_8));
  }

  /** Percent-encodes a path segment, {@code /} included. */
  static String encodePath(String segment) {
    return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
