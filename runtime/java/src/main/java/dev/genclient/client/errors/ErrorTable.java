package dev.genclient.client.errors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The catalog's error table, most specific first, read from the runtime catalog document: maps an
 * error response by exact wire code, longest prefix, status (first among the rows the op declares in
 * its {@code errors}, then in table order), then the base row, and builds the errors a client raises
 * itself from the document's {@code error_roles}.
 */
public final class ErrorTable {
  /** The protocol's wire code of an op the server turned off. */
  static final String NOT_ENABLED = "op.not_enabled";
  /** The protocol's wire code of a call the server's policy refuses (a path outside the op's scope). */
  static final String POLICY_DENIED = "policy.denied";
  /** The protocol's wire code of arguments that fail the params schema. */
  static final String INVALID_ARGS = "args.invalid";

  /** One row of the table. */
  record Row(String catalogClass, String code, List<String> wire, List<Integer> status, String exitFamily,
      int exitCode, boolean clientOnly, ErrorFactory factory) {
    ApiException create(String message, int shownStatus, String errorCode, String op, String requestId,
        JsonNode details) {
      return factory.create(message, shownStatus, errorCode, code, catalogClass, exitFamily, exitCode, op, requestId,
          details);
    }
  }

  /** The longest message kept of an error response without an envelope (a legacy server's plain text). */
  static final int PLAIN_MESSAGE_LIMIT = 500;

  private final List<Row> rows;
  private final Map<String, Row> roles;
  /** Op id → the wire codes it declares in its {@code errors}. */
  private final Map<String, List<String>> declared;
  /** Op id → its {@code exit_check}: the result field, and the row raised when it is not 0. */
  private final Map<String, ExitCheck> exitChecks;

  /** An op's {@code exit_check}. */
  record ExitCheck(String field, Row row) {}

  private ErrorTable(List<Row> rows, Map<String, Row> roles, Map<String, List<String>> declared,
      Map<String, ExitCheck> exitChecks) {
    this.rows = List.copyOf(rows);
    this.roles = Map.copyOf(roles);
    this.declared = Map.copyOf(declared);
    this.exitChecks = Map.copyOf(exitChecks);
  }

  /**
   * The table of a runtime catalog document ({@code errors} and {@code error_roles}); {@code factories}
   * gives each catalog class its exception class (null: {@link ApiException} itself).
   */
  public static ErrorTable of(JsonNode catalog, Function<String, ErrorFactory> factories) {
    List<Row> rows = new ArrayList<>();
    Map<String, Row> byClass = new HashMap<>();
    for (JsonNode node : catalog.path("errors")) {
      String catalogClass = node.path("class").asText();
      List<String> wire = new ArrayList<>();
      node.path("wire").forEach(w -> wire.add(w.asText()));
      List<Integer> status = new ArrayList<>();
      node.path("status").forEach(s -> status.add(s.asInt()));
      ErrorFactory factory = factories.apply(catalogClass);
      Row row = new Row(catalogClass, node.path("code").asText(null), wire, status, node.path("exit").asText("other"),
          node.path("exit_code").asInt(1), node.path("client_only").asBoolean(false),
          factory == null ? ApiException::new : factory);
      rows.add(row);
      byClass.putIfAbsent(catalogClass, row);
    }
    Map<String, Row> roles = new HashMap<>();
    catalog.path("error_roles").properties().forEach(role -> {
      Row row = role.getValue().isTextual() ? byClass.get(role.getValue().asText()) : null;
      if (row != null) {
        roles.put(role.getKey(), row);
      }
    });
    Map<String, List<String>> declared = new HashMap<>();
    Map<String, ExitCheck> exitChecks = new HashMap<>();
    for (JsonNode op : catalog.path("ops")) {
      List<String> codes = new ArrayList<>();
      op.path("errors").forEach(code -> codes.add(code.asText()));
      declared.put(op.path("id").asText(), List.copyOf(codes));
      JsonNode check = op.path("exit_check");
      Row row = check.isObject() ? byClass.get(check.path("error").asText()) : null;
      if (row != null) {
        exitChecks.put(op.path("id").asText(), new ExitCheck(check.path("field").asText(), row));
      }
    }
    return new ErrorTable(rows, roles, declared, exitChecks);
  }

  /**
   * The exception for an error response body ({@code {"error": {...}}}) or a bare status; a text
   * {@code body} (a response without an envelope) is its message, trimmed, at most
   * {@value #PLAIN_MESSAGE_LIMIT} characters. A {@code status} of 0 means the error came inside a 200
   * answer (a stream line, a failed job): it then carries the status the catalog gives its code (the
   * first of its row), as a server would send.
   */
  public ApiException map(int status, JsonNode body, String opId, String requestId) {
    JsonNode error = body == null ? null : body.get("error");
    String wire = error != null && error.hasNonNull("code") ? error.get("code").asText() : null;
    String message = error != null && error.hasNonNull("message") ? error.get("message").asText() : plain(body, status);
    String id = error != null && error.hasNonNull("request_id") ? error.get("request_id").asText() : requestId;
    String op = error != null && error.hasNonNull("op") ? error.get("op").asText() : opId;
    JsonNode details = error == null ? null : error.get("details");
    Row row = find(status, wire, opId);
    if (row == null) {
      return new ApiException(message, status, wire, null, null, "other", 1, op, id, details);
    }
    int shown = status == 0 && !row.status().isEmpty() ? row.status().get(0) : status;
    return row.create(message, shown, wire, op, id, details);
  }

  /** True when the op declares an {@code exit_check}, so its calls take {@code check}. */
  public boolean hasExitCheck(String opId) {
    return exitChecks.containsKey(opId);
  }

  /**
   * For a call made with {@code check}: the op's exit-check error when the result's exit field is not
   * 0 ({@code details}: the result as JSON; {@link ApiException#result()}: {@code result}), else null.
   */
  public ApiException exitError(String opId, JsonNode wire, Object result, String requestId) {
    ExitCheck check = exitChecks.get(opId);
    JsonNode value = wire == null || check == null ? null : wire.get(check.field());
    if (value == null || !value.canConvertToLong() || value.asLong() == 0) {
      return null;
    }
    String message = check.field() + " " + value.asLong();
    return check.row().create(message, 0, null, opId, requestId, wire.deepCopy()).withResult(result);
  }

  private static String plain(JsonNode body, int status) {
    String text = body != null && body.isTextual() ? body.asText().strip() : "";
    if (text.isEmpty()) {
      return "HTTP " + status;
    }
    return text.length() > PLAIN_MESSAGE_LIMIT ? text.substring(0, PLAIN_MESSAGE_LIMIT) : text;
  }

  /**
   * The error for a 200 answer whose body is not the op's result (not JSON, or not of the result's
   * shape): the {@code contract_mismatch} role's row, with {@code details} {@code {"reason":
   * "malformed_result", "message": ...}} and {@code cause} (null for none) as its cause.
   */
  public ApiException malformedResult(String message, Throwable cause, String opId, String requestId) {
    return malformed("malformed_result", message, cause, opId, requestId);
  }

  /**
   * The error for a stream line that is not an event (not JSON, not of the event's shape, cut off at
   * the end of the body, or longer than the limit): as {@link #malformedResult}, reason {@code malformed_event}.
   */
  public ApiException malformedEvent(String message, Throwable cause, String opId, String requestId) {
    return malformed("malformed_event", message, cause, opId, requestId);
  }

  private ApiException malformed(String reason, String message, Throwable cause, String opId, String requestId) {
    String detail = cause == null ? message
        : cause.getMessage() == null ? cause.getClass().getName() : cause.getMessage();
    ObjectNode details = JsonNodeFactory.instance.objectNode().put("reason", reason).put("message", detail);
    ApiException error = byRole("contract_mismatch", message, null, opId, requestId, details);
    if (cause != null) {
      error.initCause(cause);
    }
    return error;
  }

  /** The ContractMismatchError a client raises before sending, when discovery or {@code /ops} shows the server lacks the op. */
  public ApiException contractMismatch(String message, String opId) {
    return byRole("contract_mismatch", message, null, opId, null, null);
  }

  /** The ContractMismatchError of an answer that breaks the protocol, with {@code details} (its {@code reason} first). */
  public ApiException contractMismatch(String message, String opId, JsonNode details) {
    return byRole("contract_mismatch", message, null, opId, null, details);
  }

  /** The error a client raises before sending when discovery shows the op turned off ({@code op.not_enabled}). */
  public ApiException notEnabled(String message, String opId) {
    return byRole("not_enabled", message, NOT_ENABLED, opId, null, null);
  }

  /**
   * The error a client raises before sending when discovery shows a path argument outside the op's path
   * scope ({@code policy.denied}); {@code details} names the param, the path and the roots.
   */
  public ApiException policyDenied(String message, String opId, JsonNode details) {
    return byRole("policy_denied", message, POLICY_DENIED, opId, null, details);
  }

  /** The error a client raises before sending when the arguments fail the params schema ({@code args.invalid}). */
  public ApiException invalidArgs(String message, String opId) {
    return byRole("invalid_args", message, INVALID_ARGS, opId, null, null);
  }

  /**
   * The exception for a request that got no HTTP response at all (connection refused or reset, DNS
   * failure, timeout) once its retries are used up: the {@code transport} role's row (the row the
   * table maps status 503 to), with status 0, no wire code, {@code details}
   * {@code {"reason": "connection" | "timeout", "message": ...}} and {@code cause} as its cause.
   */
  public ApiException transport(String reason, Throwable cause, String opId, String requestId) {
    String detail = cause.getMessage() == null ? cause.getClass().getName() : cause.getMessage();
    ObjectNode details = JsonNodeFactory.instance.objectNode().put("reason", reason).put("message", detail);
    ApiException error = transportFailure("no response from the server (" + reason + "): " + detail, details, opId,
        requestId);
    error.initCause(cause);
    return error;
  }

  /**
   * The exception for an answer the client will not use ({@code details.reason}:
   * {@code retry_after_too_long}, {@code redirect_not_followed}, {@code job_deadline},
   * {@code body_too_large}, {@code bad_framing}): the {@code transport} role's row, with status 0.
   */
  public ApiException transportFailure(String message, JsonNode details, String opId, String requestId) {
    return byRole("transport", message, null, opId, requestId, details);
  }

  private ApiException byRole(String role, String message, String errorCode, String opId, String requestId,
      JsonNode details) {
    Row row = roles.get(role);
    return row == null
        ? new ApiException(message, 0, errorCode, null, null, "other", 1, opId, requestId, details)
        : row.create(message, 0, errorCode, opId, requestId, details);
  }

  private Row find(int status, String wire, String opId) {
    Row byCode = wire == null ? null : byWire(wire);
    if (byCode != null) {
      return byCode;
    }
    List<Row> own = new ArrayList<>();
    for (String code : declared.getOrDefault(opId == null ? "" : opId, List.of())) {
      Row row = byWire(code);
      if (row != null) {
        own.add(row);
      }
    }
    for (Row row : rows) {
      if (own.contains(row) && !row.clientOnly() && row.status().contains(status)) {
        return row;
      }
    }
    for (Row row : rows) {
      if (!row.clientOnly() && row.status().contains(status)) {
        return row;
      }
    }
    return roles.get("base");
  }

  /** The row of a wire code: an exact code first, then the longest prefix entry; null when none maps it. */
  private Row byWire(String wire) {
    for (Row row : rows) {
      if (row.wire().contains(wire)) {
        return row;
      }
    }
    Row best = null;
    int bestLength = -1;
    for (Row row : rows) {
      for (String entry : row.wire()) {
        if (entry.endsWith(".*") && wire.startsWith(entry.substring(0, entry.length() - 1))
            && entry.length() > bestLength) {
          best = row;
          bestLength = entry.length();
        }
      }
    }
    return best;
  }
}
