package dev.genclient.mock;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.schema.Violation;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Gathers an op's params from where the wire protocol puts them (JSON body; query string for GET/DELETE
 * bindings and uploads; path template segments), then validates them against the params schema.
 */
final class RequestParams {
  /** Content after the JSON value (`{"a":1} x`) is malformed JSON, not ignored. */
  private static final ObjectReader STRICT_READER =
      HttpReply.MAPPER.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private final ParamDecoder decoder;
  private final RequestValidator validator;

  RequestParams(Catalog catalog, RequestValidator validator) {
    this.decoder = new ParamDecoder(catalog);
    this.validator = validator;
  }

  /** The validated params, or a {@code args.invalid} failure naming the pointer and reason. */
  ObjectNode read(OpRouter.Match match, String rawQuery, byte[] body) {
    Operation op = match.op();
    ObjectNode params;
    if (op.kind() == Kind.UPLOAD || match.binding().usesQuery()) {
      params = JsonNodeFactory.instance.objectNode();
      decoder.decodeInto(params, op.params(), ParamDecoder.parseQuery(rawQuery));
    } else {
      params = parseBody(body);
    }
    Map<String, String> pathParams = match.pathParams();
    if (!pathParams.isEmpty()) {
      Map<String, List<String>> asLists = new java.util.LinkedHashMap<>();
      pathParams.forEach((name, value) -> asLists.put(name, List.of(value)));
      decoder.decodeInto(params, op.params(), asLists);
    }
    List<Violation> violations = validator.validate(op, params);
    if (!violations.isEmpty()) {
      throw invalid(violations);
    }
    return params;
  }

  private static ObjectNode parseBody(byte[] body) {
    if (body.length == 0 || new String(body, StandardCharsets.UTF_8).isBlank()) {
      return JsonNodeFactory.instance.objectNode();
    }
    JsonNode parsed;
    try {
      parsed = STRICT_READER.readTree(body);
    } catch (JsonProcessingException e) {
      throw invalid(List.of(new Violation("", "malformed JSON: " + e.getOriginalMessage(), "json")));
    } catch (java.io.IOException e) {
      throw invalid(List.of(new Violation("", "unreadable body: " + e.getMessage(), "json")));
    }
    if (!parsed.isObject()) {
      throw invalid(List.of(new Violation("", "params must be a JSON object, found " + parsed.getNodeType(), "type")));
    }
    return (ObjectNode) parsed;
  }

  private static MockFailure invalid(List<Violation> violations) {
    ObjectNode details = JsonNodeFactory.instance.objectNode();
    Violation first = violations.get(0);
    details.put("pointer", first.pointer());
    details.put("reason", first.reason());
    ArrayNode all = details.putArray("violations");
    for (Violation v : violations) {
      all.addObject().put("pointer", v.pointer()).put("reason", v.reason()).put("keyword", v.keyword());
    }
    String where = first.pointer().isEmpty() ? "params" : first.pointer();
    return new MockFailure("args.invalid", where + ": " + first.reason(), details);
  }
}
