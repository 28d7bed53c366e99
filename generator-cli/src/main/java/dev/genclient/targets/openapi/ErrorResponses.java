package dev.genclient.targets.openapi;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The error side of the document: one {@code Error} envelope schema, one shared
 * response per status, and for each op the statuses its wire codes map to, plus the statuses
 * any op can answer with.
 */
final class ErrorResponses {
  /** Statuses every op may answer with whatever its {@code errors} list: bad request, no credentials, server failure. */
  static final List<Integer> COMMON_STATUSES = List.of(400, 401, 500);

  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
  private static final Map<Integer, String> REASONS = Map.ofEntries(
      Map.entry(400, "Bad request"), Map.entry(401, "Unauthorized"), Map.entry(403, "Forbidden"),
      Map.entry(404, "Not found"), Map.entry(409, "Conflict"), Map.entry(413, "Content too large"),
      Map.entry(422, "Unprocessable content"), Map.entry(429, "Too many requests"),
      Map.entry(500, "Internal server error"), Map.entry(502, "Bad gateway"),
      Map.entry(503, "Service unavailable"), Map.entry(504, "Gateway timeout"));

  private final Catalog catalog;
  private final String errorSchemaName;
  private final SortedSet<Integer> used = new TreeSet<>();

  ErrorResponses(Catalog catalog, String errorSchemaName) {
    this.catalog = catalog;
    this.errorSchemaName = errorSchemaName;
  }

  /** A reference to the envelope schema. */
  JsonNode envelopeRef() {
    return SchemaConverter.ref(errorSchemaName);
  }

  /** The name of the shared response component for a status. */
  static String responseName(int status) {
    return "Error" + status;
  }

  /** The op's error statuses, ascending: those of the rows its wire codes map to, and the common ones. */
  SortedSet<Integer> statuses(Operation op) {
    SortedSet<Integer> statuses = new TreeSet<>(COMMON_STATUSES);
    for (String code : op.errors()) {
      row(code).ifPresent(row -> statuses.addAll(row.status()));
    }
    used.addAll(statuses);
    return statuses;
  }

  /** The row a wire code maps to: exact code first, then the longest matching prefix. */
  Optional<ErrorRow> row(String wireCode) {
    return ErrorRow.forWireCode(catalog.errors(), wireCode);
  }

  /** The shared responses of every status some op used, ascending. */
  ObjectNode responseComponents() {
    ObjectNode responses = JSON.objectNode();
    for (int status : used) {
      ObjectNode response = responses.putObject(responseName(status));
      response.put("description", describe(status));
      response.putObject("content").putObject("application/json").set("schema", SchemaConverter.ref(errorSchemaName));
    }
    return responses;
  }

  private String describe(int status) {
    List<String> lines = new ArrayList<>();
    for (ErrorRow row : catalog.errors()) {
      if (!row.clientOnly() && row.status().contains(status)) {
        String wire = row.wire().isEmpty() ? "" : ", " + row.wire().stream().map(w -> "`" + w + "`").collect(Collectors.joining(", "));
        lines.add("- `" + row.className() + "` (" + row.code() + wire + ")"
            + (row.description() == null ? "" : ": " + row.description()));
      }
    }
    String reason = REASONS.getOrDefault(status, "Error");
    return lines.isEmpty()
        ? reason + ", in the error envelope."
        : reason + ", in the error envelope. The catalog maps this status to:\n\n" + String.join("\n", lines);
  }

  /** The {@code Error} envelope; {@code code} lists every known exact wire code and matches the prefix rows. */
  ObjectNode envelopeSchema() {
    ObjectNode schema = JSON.objectNode();
    schema.put("description", "The body of every error response, and the only key of an error line in a stream.");
    schema.put("type", "object");
    ObjectNode error = schema.putObject("properties").putObject("error");
    schema.putArray("required").add("error");
    error.put("type", "object");
    ObjectNode properties = error.putObject("properties");
    properties.set("code", codeSchema());
    properties.putObject("message").put("type", "string").put("description", "Human-readable explanation.");
    properties.putObject("op").put("type", "string").put("description", "Id of the op that failed.");
    properties.putObject("request_id").put("type", "string")
        .put("description", "The request's X-Request-Id, echoed or made by the server.");
    properties.putObject("details").put("description", "Machine-readable context; its shape depends on the code.");
    error.putArray("required").add("code").add("message");
    return schema;
  }

  private ObjectNode codeSchema() {
    SortedSet<String> exact = new TreeSet<>();
    SortedSet<String> prefixes = new TreeSet<>();
    for (ErrorRow row : catalog.errors()) {
      for (String wire : row.wire()) {
        if (wire.endsWith(".*")) {
          prefixes.add(wire.substring(0, wire.length() - 2));
        } else {
          exact.add(wire);
        }
      }
    }
    catalog.ops().forEach(op -> exact.addAll(op.errors()));
    ObjectNode code = JSON.objectNode();
    code.put("description", "The wire error code: one listed here, or any code under a prefix the error table maps ("
        + (prefixes.isEmpty() ? "none" : prefixes.stream().map(p -> "`" + p + ".*`").collect(Collectors.joining(", "))) + ").");
    code.put("type", "string");
    ObjectNode known = JSON.objectNode();
    ArrayNode values = known.putArray("enum");
    exact.forEach(values::add);
    if (prefixes.isEmpty()) {
      if (!exact.isEmpty()) {
        code.set("enum", values);
      }
    } else {
      // Prefix rows (policy.*) stand for codes the catalog cannot list; a pattern admits them.
      ArrayNode anyOf = code.putArray("anyOf");
      if (!exact.isEmpty()) {
        anyOf.add(known);
      }
      anyOf.addObject().put("pattern", "^(" + String.join("|", prefixes).replace(".", "\\.") + ")\\.");
    }
    return code;
  }
}
