package dev.genclient.client.runtime;

import java.util.List;
import java.util.Map;

/** A successful response with its metadata: status, headers, the request id and the parsed data. */
public record RawResponse<T>(int status, Map<String, List<String>> headers, String requestId, T data) {
  public RawResponse {
    headers = Map.copyOf(headers);
  }
}
