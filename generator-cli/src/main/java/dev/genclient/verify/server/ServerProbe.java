package dev.genclient.verify.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.verify.report.RequestHeaders;
import dev.genclient.verify.report.Reproduction;
import dev.genclient.verify.report.Secrets;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

/** Sends the server checks' requests (each with a fresh {@code X-Request-Id}) and keeps what came back. */
final class ServerProbe {
  /** A request and its answer; {@code json} is the parsed body, or null when it is not JSON. */
  record Exchange(String op, String requestId, Reproduction request, int status, String echoedId, JsonNode json) {
    /** {@code error.code} of an error envelope, else null. */
    String wireCode() {
      JsonNode code = json == null ? null : json.path("error").path("code");
      return code != null && code.isTextual() ? code.asText() : null;
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private final HttpClient http;
  private final String baseUrl;
  private final Secrets secrets;
  private final Duration timeout;

  ServerProbe(String baseUrl, Secrets secrets, Duration timeout) {
    this.http = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER).build();
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.secrets = secrets;
    this.timeout = timeout;
  }

  /** No headers yet, with this run's credentials to put. */
  RequestHeaders headers() {
    return new RequestHeaders(secrets);
  }

  /** The credential headers a normal call carries: the token as Bearer, the gateway token in its header. */
  RequestHeaders credentials(String gatewayHeader) {
    return headers().credential("Authorization", "Bearer ", Secrets.Credential.TOKEN)
        .credential(gatewayHeader, "", Secrets.Credential.GATEWAY_TOKEN);
  }

  Exchange send(String op, String method, String path, RequestHeaders headers, String body)
      throws IOException, InterruptedException {
    String requestId = UUID.randomUUID().toString();
    RequestHeaders all = new RequestHeaders(headers).put("X-Request-Id", requestId);
    if (body != null) {
      all.put("Content-Type", "application/json");
    }
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(timeout)
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    all.sent().forEach(request::header);
    HttpResponse<byte[]> response;
    try {
      response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    } catch (java.net.ConnectException e) {
      throw new ServerUnreachableException("cannot connect to " + baseUrl + ": " + e, e);
    }
    JsonNode json = null;
    try {
      json = JSON.readTree(new String(response.body(), StandardCharsets.UTF_8));
    } catch (IOException notJson) {
      // judged by the checks that need JSON
    }
    return new Exchange(op, requestId, Reproduction.of(method, baseUrl + path, all, body), response.statusCode(),
        response.headers().firstValue("X-Request-Id").orElse(null), json);
  }
}
