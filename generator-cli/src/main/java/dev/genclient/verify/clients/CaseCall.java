package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.cases.Case;
import java.util.Map;
import java.util.Objects;

/**
 * One case as one client calls it: its arguments with the references resolved from that client's
 * own setup results, and its headers with the request id {@code verify} chose, so a failure names
 * the id the server saw even when the client raised nothing.
 *
 * @param member the client's member path (the TS one for the cli column), or null to call the op by id
 * @param body the upload's text, or null
 * @param headers the case's headers and {@code X-Request-Id}
 * @param legacy true when the case calls through an alias with a legacy binding (the op's legacy REST route)
 */
record CaseCall(Case c, Operation op, String member, JsonNode args, String body, Map<String, String> headers, String requestId,
    boolean legacy) {
  static final String REQUEST_ID = "X-Request-Id";

  CaseCall {
    Objects.requireNonNull(c, "c");
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(args, "args");
    headers = Map.copyOf(headers);
    Objects.requireNonNull(requestId, "requestId");
  }

  /** True when the case's own headers set the request id (any spelling): {@code verify} keeps it. */
  static String ownRequestId(Map<String, String> headers) {
    return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(REQUEST_ID)).map(Map.Entry::getValue)
        .findFirst().orElse(null);
  }
}
