package dev.genclient.client.runtime;

import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The server's OpenAI-compatible endpoint ({@code server.openai} of the catalog): its base URL (the
 * client's base URL plus the catalog's {@code base_path}), the client's token as API key ({@code null} when
 * the client has none) and the headers every request must carry besides it: the gateway header when
 * the client was built with {@code gateway(header, token)}, else none. This client does not depend on
 * an OpenAI SDK; pass the endpoint to one:
 * <pre>{@code
 * OpenAiEndpoint e = srv.agents().openaiEndpoint();   // agents: the namespace server.openai names
 * OpenAIOkHttpClient.Builder builder = OpenAIOkHttpClient.builder()
 *     .baseUrl(e.baseUrl().toString())
 *     .apiKey(e.apiKey());
 * e.headers().forEach(builder::putHeader);   // the gateway header, if any
 * OpenAIClient openai = builder.build();
 * }</pre>
 */
public record OpenAiEndpoint(URI baseUrl, String apiKey, Map<String, String> headers) {
  /** {@code headers} is copied (immutable); null means none. */
  public OpenAiEndpoint {
    Objects.requireNonNull(baseUrl, "baseUrl");
    headers = headers == null ? Map.of() : Map.copyOf(headers);
  }

  /** An endpoint without extra headers. */
  public OpenAiEndpoint(URI baseUrl, String apiKey) {
    this(baseUrl, apiKey, Map.of());
  }

  /** The endpoint at {@code basePath} under the transport's base URL, joined with one slash. */
  public static OpenAiEndpoint of(Transport transport, String basePath) {
    String base = transport.baseUrl().replaceAll("/+$", "");
    String path = basePath.replaceAll("^/+", "");
    return new OpenAiEndpoint(URI.create(path.isEmpty() ? base : base + "/" + path), transport.token(),
        transport.gatewayHeaders());
  }

  /** Names the base URL and the header names only: the key and the header values stay out of logs. */
  @Override
  public String toString() {
    return "OpenAiEndpoint[baseUrl=" + baseUrl + ", apiKey=" + (apiKey == null ? "null" : "***") + ", headers="
        + new TreeSet<>(headers.keySet()) + "]";
  }
}
