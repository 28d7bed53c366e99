package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Kind;
import dev.genclient.verify.report.Reproduction;
import dev.genclient.verify.report.RequestHeaders;
import dev.genclient.verify.report.Secrets;
import dev.genclient.verify.report.Secrets.Credential;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The request a client sends for a case, as a report's {@code curl} line shows it: the op's binding
 * with its path params in the path and the other args in the query (GET, DELETE and uploads) or a
 * JSON body, the credential as {@code $TOKEN} (or {@code $ADMIN_TOKEN}), a gateway token as {@code $GATEWAY_TOKEN}
 * in the catalog's gateway header, the case's headers and
 * its request id. A job's line starts the job; a stream's opens the stream.
 */
final class CallRequest {
  private CallRequest() {}

  static Reproduction of(CaseCall call, RunnerPlan plan) {
    // An alias with a legacy binding travels over the op's legacy REST route.
    HttpBinding binding = call.legacy() && call.op().legacy() != null ? call.op().legacy() : call.op().http();
    ObjectNode fields = call.args().isObject() ? ((ObjectNode) call.args()).deepCopy() : JsonNodeFactory.instance.objectNode();
    String path = binding.path();
    for (String name : binding.pathParams()) {
      JsonNode value = fields.remove(name);
      path = path.replace("{" + name + "}", encode(value == null ? "" : value.asText()));
    }
    boolean upload = call.op().kind() == Kind.UPLOAD;
    boolean query = binding.usesQuery() || upload;
    String base = call.c().baseUrl() != null ? call.c().baseUrl() : plan.baseUrl();
    String url = base.replaceAll("/+$", "") + path + (query ? query(fields) : "");
    RequestHeaders headers = new RequestHeaders(new Secrets(plan.token(), plan.adminToken(), plan.gatewayToken()));
    headers.put(CaseCall.REQUEST_ID, call.requestId());
    boolean admin = call.c().admin() || call.op().admin();
    headers.credential("Authorization", "Bearer ", admin && plan.adminToken() != null ? Credential.ADMIN_TOKEN : Credential.TOKEN);
    headers.credential(plan.gatewayHeader(), "", Credential.GATEWAY_TOKEN);
    String body = null;
    if (upload) {
      headers.put("Content-Type", "application/octet-stream");
      body = call.body() == null ? "" : call.body();
    } else if (!query) {
      headers.put("Content-Type", "application/json");
      body = fields.toString();
    }
    call.headers().forEach((name, value) -> {
      if (!name.equalsIgnoreCase(CaseCall.REQUEST_ID)) {
        headers.put(name, value);
      }
    });
    return Reproduction.of(binding.method(), url, headers, body);
  }

  /** The query string as the clients write it: an array's items repeated, null left out, a non-string as its JSON. */
  private static String query(ObjectNode fields) {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, JsonNode> field : fields.properties()) {
      if (field.getValue().isArray()) {
        field.getValue().forEach(item -> append(out, field.getKey(), item));
      } else if (!field.getValue().isNull()) {
        append(out, field.getKey(), field.getValue());
      }
    }
    return out.toString();
  }

  private static void append(StringBuilder out, String name, JsonNode value) {
    out.append(out.length() == 0 ? '?' : '&').append(encode(name)).append('=')
        .append(encode(value.isTextual() ? value.asText() : value.toString()));
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
