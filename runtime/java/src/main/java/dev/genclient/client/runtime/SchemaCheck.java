package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Locale;
import java.util.Map;

/**
 * Checks a result or an event against its schema in the runtime catalog document, forward-compatibly:
 * declared types (through {@code #/types/} references, items, {@code oneOf}/{@code anyOf}/{@code allOf})
 * and required properties; unknown properties, unknown enum values and unknown union variants pass,
 * and {@code null} only where the schema allows it.
 */
final class SchemaCheck {
  /** Deeper than this, a schema is taken as fitting (a recursive type the value nests without end). */
  private static final int MAX_DEPTH = 64;

  private final JsonNode types;

  SchemaCheck(JsonNode types) {
    this.types = types;
  }

  /** Null when {@code value} fits {@code schema} (null: anything fits), else what does not, at its place ({@code $.a[0]}). */
  String problem(JsonNode schema, JsonNode value) {
    String problem = check(schema, value, 0);
    return problem == null ? null : "$" + problem;
  }

  /**
   * Null when {@code value} fits, else the problem after its place relative to {@code value} ({@code .a[0] must be
   * ...}, {@code  lacks ...} for the value itself): a place is spelt out only for a value that does not fit.
   */
  private String check(JsonNode schema, JsonNode value, int depth) {
    if (schema == null || !schema.isObject() || depth > MAX_DEPTH) {
      return null;
    }
    JsonNode ref = schema.get("$ref");
    if (ref != null && ref.isTextual()) {
      String name = ref.asText().startsWith("#/types/") ? ref.asText().substring("#/types/".length()) : null;
      return name == null ? null : check(types.get(name), value, depth + 1);
    }
    JsonNode type = schema.get("type");
    if (!ArgsCheck.matches(type, value) && !wholeNumber(type, value)) {
      return " must be " + type + ", not " + kind(value);
    }
    String union = union(schema, value, depth);
    if (union != null) {
      return union;
    }
    for (JsonNode part : schema.path("allOf")) {
      String problem = check(part, value, depth + 1);
      if (problem != null) {
        return problem;
      }
    }
    if (value.isObject()) {
      return object(schema, value, depth);
    }
    if (value.isArray() && schema.path("items").isObject()) {
      for (int i = 0; i < value.size(); i++) {
        String problem = check(schema.get("items"), value.get(i), depth + 1);
        if (problem != null) {
          return "[" + i + "]" + problem;
        }
      }
    }
    return null;
  }

  private String object(JsonNode schema, JsonNode value, int depth) {
    for (JsonNode required : schema.path("required")) {
      if (!value.has(required.asText())) {
        return " lacks the required property '" + required.asText() + "'";
      }
    }
    JsonNode properties = schema.path("properties");
    JsonNode additional = schema.path("additionalProperties");
    for (Map.Entry<String, JsonNode> field : value.properties()) {
      JsonNode property = properties.get(field.getKey());
      String problem = check(property != null ? property : additional.isObject() ? additional : null, field.getValue(),
          depth + 1);
      if (problem != null) {
        return "." + field.getKey() + problem;
      }
    }
    return null;
  }

  /**
   * A {@code oneOf}/{@code anyOf}: with a discriminator and an object, the branch its tag names (by {@code mapping},
   * else by the branch's {@code const} or {@code enum} for the tag) must fit, a missing tag does not fit and a tag no
   * branch names (a newer variant) passes; otherwise one branch must fit.
   */
  private String union(JsonNode schema, JsonNode value, int depth) {
    JsonNode branches = schema.has("oneOf") ? schema.get("oneOf") : schema.get("anyOf");
    if (branches == null || !branches.isArray() || branches.isEmpty()) {
      return null;
    }
    String tag = schema.path("discriminator").path("propertyName").asText(null);
    if (tag != null && value.isObject()) {
      if (!value.has(tag)) {
        return " lacks the required property '" + tag + "'";
      }
      JsonNode branch = tagged(schema.get("discriminator"), branches, tag, value.get(tag));
      return branch == null ? null : check(branch, value, depth + 1);
    }
    String first = null;
    for (JsonNode branch : branches) {
      String problem = check(branch, value, depth + 1);
      if (problem == null) {
        return null;
      }
      first = first == null ? problem : first;
    }
    return first;
  }

  /** The branch a tag value names: through {@code mapping}, else the branch whose tag property's {@code const} or {@code enum} holds it; null for none. */
  private JsonNode tagged(JsonNode discriminator, JsonNode branches, String tag, JsonNode named) {
    JsonNode mapped = named.isTextual() ? discriminator.path("mapping").get(named.asText()) : null;
    if (mapped != null && mapped.isTextual()) {
      return JsonNodeFactory.instance.objectNode().put("$ref", mapped.asText());
    }
    for (JsonNode branch : branches) {
      JsonNode resolved = branch;
      for (int i = 0; i < MAX_DEPTH && resolved.path("$ref").isTextual(); i++) {
        resolved = types.path(resolved.get("$ref").asText().replaceFirst("^#/types/", ""));
      }
      JsonNode declared = resolved.path("properties").path(tag);
      if (named.equals(declared.get("const")) || contains(declared.path("enum"), named)) {
        return branch;
      }
    }
    return null;
  }

  private static boolean contains(JsonNode array, JsonNode item) {
    for (JsonNode one : array) {
      if (one.equals(item)) {
        return true;
      }
    }
    return false;
  }

  /** A whole number written with a fraction ({@code 2.0}) is an integer, as JSON Schema counts it. */
  private static boolean wholeNumber(JsonNode type, JsonNode value) {
    return type != null && type.toString().contains("\"integer\"") && value.isFloatingPointNumber()
        && value.canConvertToExactIntegral();
  }

  private static String kind(JsonNode value) {
    return value.getNodeType().name().toLowerCase(Locale.ROOT);
  }
}
