package dev.genclient.mock;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.ErrorRow;
import java.util.List;

/** Turns a wire code into the status and error envelope of the wire protocol, by the catalog's error table. */
final class ErrorResponder {
  /** Status for a code no row maps (the mock's own mistake, or an X-Mock-Error nobody declared). */
  static final int UNMAPPED_STATUS = 500;

  private final List<ErrorRow> rows;

  ErrorResponder(List<ErrorRow> rows) {
    // Only rows a server can send: a row without a status cannot answer a request.
    this.rows = rows.stream().filter(row -> !row.status().isEmpty()).toList();
  }

  /** The first status of the row mapping {@code code}: exact match first, then the longest prefix. */
  int statusOf(String code) {
    return ErrorRow.forWireCode(rows, code).map(row -> row.status().get(0)).orElse(UNMAPPED_STATUS);
  }

  /** True when some row maps {@code code}, exactly or by prefix. */
  boolean maps(String code) {
    return ErrorRow.forWireCode(rows, code).isPresent();
  }

  /** {@code {"error": {code, message, op, request_id, details}}}; {@code op} only when one is known. */
  ObjectNode envelope(String code, String message, String op, String requestId, ObjectNode details) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode error = f.objectNode();
    error.put("code", code);
    error.put("message", message);
    // Before an op is known (discovery routes, no route) there is none to name: the key is left out.
    if (op != null) {
      error.put("op", op);
    }
    error.put("request_id", requestId);
    error.set("details", details == null ? f.objectNode() : details);
    ObjectNode body = f.objectNode();
    body.set("error", error);
    return body;
  }
}
