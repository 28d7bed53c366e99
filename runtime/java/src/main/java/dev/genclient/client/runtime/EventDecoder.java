package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ErrorTable;
import java.io.IOException;

/**
 * Turns one NDJSON line (or one server-sent event's data) of a stream op into its typed event: an error line ({@code {"error": ...}})
 * is the mapped exception; a line that is not JSON, not an object of the event's schema, cut off at
 * the end of the body or over the document's line limit is the contract-mismatch role's
 * {@code malformed_event} error.
 */
final class EventDecoder<E> {
  private final ObjectMapper mapper;
  private final SchemaCheck schemas;
  private final JsonNode schema;
  private final TypeReference<E> type;
  private final ErrorTable errors;
  private final String op;
  private final String requestId;

  EventDecoder(ObjectMapper mapper, SchemaCheck schemas, JsonNode schema, TypeReference<E> type, ErrorTable errors,
      String op, String requestId) {
    this.mapper = mapper;
    this.schemas = schemas;
    this.schema = schema;
    this.type = type;
    this.errors = errors;
    this.op = op;
    this.requestId = requestId;
  }

  /** The event of {@code line}; {@code unterminated}: the body ended without the line's newline. */
  E decode(String line, boolean unterminated) {
    JsonNode node;
    try {
      node = mapper.readTree(line);
    } catch (IOException e) {
      throw errors.malformedEvent(unterminated ? "the body ended inside an event line" : "a stream line is not JSON",
          e, op, requestId);
    }
    if (node == null || !node.isObject()) {
      throw errors.malformedEvent("a stream line is not a JSON object", null, op, requestId);
    }
    if (node.size() == 1 && node.has("error")) {
      throw errors.map(0, node, op, requestId);
    }
    String problem = schema == null || schema.isNull() ? null : schemas.problem(schema, node);
    if (problem != null) {
      throw errors.malformedEvent("a stream event does not match the op's event schema: " + problem, null, op,
          requestId);
    }
    try {
      return mapper.convertValue(node, type);
    } catch (IllegalArgumentException e) {
      throw errors.malformedEvent("a stream event does not match the op's event schema", e, op, requestId);
    }
  }

  /**
   * The mapped error a server-sent {@code error} event carries in its data ({@code {"error": {...}}});
   * data of another shape is {@code malformed_event}.
   */
  RuntimeException errorEvent(String data) {
    JsonNode node;
    try {
      node = mapper.readTree(data);
    } catch (IOException e) {
      node = null;
    }
    if (node == null || !node.isObject() || node.size() != 1 || !node.path("error").isObject()) {
      return errors.malformedEvent("an error event does not carry the {\"error\": {...}} envelope", null, op, requestId);
    }
    return errors.map(0, node, op, requestId);
  }

  /** The error of a body that ends inside an event (a line begun, or data without its blank line). */
  RuntimeException cutOff() {
    return errors.malformedEvent("the body ended inside an event", null, op, requestId);
  }

  /** The error of a line longer than {@code max} bytes. */
  RuntimeException tooLong(long max) {
    return errors.malformedEvent("a stream line is longer than " + max + " bytes", null, op, requestId);
  }
}
