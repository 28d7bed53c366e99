package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;

/** A 2xx answer's JSON body read as the op's result, checked against the document's result schema. */
final class Results {
  private final ObjectMapper mapper;
  private final ClientRuntime runtime;

  /**
   * The mapper of results and params: {@code format: date-time} values are {@code OffsetDateTime}s, read
   * and written as ISO 8601 text with the offset the server sent (never adjusted to a time zone).
   */
  static ObjectMapper mapper() {
    return JsonMapper.builder().addModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE).build();
  }

  Results(ObjectMapper mapper, ClientRuntime runtime) {
    this.mapper = mapper;
    this.runtime = runtime;
  }

  /** A 2xx body as JSON (null when empty); a body that is not JSON is the {@code contract_mismatch} role's error. */
  JsonNode json(String opId, byte[] body, String requestId) {
    try {
      return body == null || body.length == 0 ? null : mapper.readTree(body);
    } catch (IOException e) {
      throw runtime.errors().malformedResult("the response body is not JSON", e, opId, requestId);
    }
  }

  /**
   * The result of a 2xx answer; a 200 whose JSON does not fit the op's result schema is the
   * {@code contract_mismatch} role's {@code malformed_result} error (as in every language's client).
   */
  <T> T result(String opId, JsonNode wire, int status, String requestId, TypeReference<T> type) {
    if (status == 200) {
      check(opId, wire, requestId);
    }
    try {
      return wire == null || wire.isNull() ? null : mapper.convertValue(wire, type);
    } catch (IllegalArgumentException e) {
      throw runtime.errors().malformedResult("the result does not match the op's result schema", e, opId, requestId);
    }
  }

  /** Checks {@code wire} against the result schema of op {@code opId} in the document (none: anything passes). */
  void check(String opId, JsonNode wire, String requestId) {
    OpIndex.Entry entry = runtime.index().has(opId) ? runtime.index().find(opId) : null;
    JsonNode schema = entry == null ? null : entry.result();
    String problem = schema == null || schema.isNull() ? null
        : runtime.schemas().problem(schema, wire == null ? NullNode.getInstance() : wire);
    if (problem != null) {
      throw runtime.errors().malformedResult("the result does not match the op's result schema: " + problem, null, opId,
          requestId);
    }
  }
}
