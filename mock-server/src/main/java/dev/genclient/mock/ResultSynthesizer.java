package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Makes values valid against a catalog schema, deterministically (no randomness, no clock):
 * strings {@code mock-<property>} or by format, integers 1, numbers 1.5, booleans true, the first
 * enum value, const, the first oneOf/anyOf variant (with its discriminator value), one array item,
 * every property, one entry for an open map. Recursion is cut at {@link #MAX_DEPTH}.
 */
public final class ResultSynthesizer {
  static final int MAX_DEPTH = 6;
  static final String DATE_TIME = "2026-01-01T00:00:00Z";
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final Catalog catalog;

  public ResultSynthesizer(Catalog catalog) {
    this.catalog = catalog;
  }

  /** The op's answer: its first example's result when it has one, else a value made from its result schema. */
  public JsonNode result(Operation op) {
    if (!op.examples().isEmpty() && op.examples().get(0).result() != null) {
      return op.examples().get(0).result().deepCopy();
    }
    return op.result() == null ? F.nullNode() : value(op.result());
  }

  /** A few events of a stream op: one per variant of a oneOf event type (at most three), else three alike. */
  public List<JsonNode> events(Operation op) {
    List<JsonNode> out = new ArrayList<>();
    if (op.event() == null) {
      return out;
    }
    Schema shape = resolve(op.event());
    List<Schema> variants = shape == null ? List.of() : shape.variants();
    if (variants.isEmpty()) {
      for (int i = 0; i < 3; i++) {
        out.add(value(op.event()));
      }
    } else {
      for (Schema variant : variants.subList(0, Math.min(3, variants.size()))) {
        out.add(withDiscriminator(shape, variant, synthesize(variant, null, 1)));
      }
    }
    return out;
  }

  /** A value valid against {@code schema}. */
  public JsonNode value(Schema schema) {
    return synthesize(schema, null, 0);
  }

  private JsonNode synthesize(Schema schema, String property, int depth) {
    if (schema.isRef()) {
      Schema target = catalog.types().get(schema.ref());
      return target == null ? F.nullNode() : synthesize(target, property, depth + 1);
    }
    if (schema.constValue() != null) {
      return schema.constValue().deepCopy();
    }
    if (schema.enumValues() != null && !schema.enumValues().isEmpty()) {
      return schema.enumValues().get(0).deepCopy();
    }
    if (!schema.variants().isEmpty()) {
      Schema first = schema.variants().get(0);
      return withDiscriminator(schema, first, synthesize(first, property, depth + 1));
    }
    String type = schema.primaryType();
    if (type == null && schema.types().contains("null")) {
      return F.nullNode();
    }
    if (type == null) {
      type = !schema.properties().isEmpty() || schema.additionalProperties() != null ? "object"
          : schema.items() != null ? "array" : "string";
    }
    if (depth > MAX_DEPTH && schema.isNullable()) {
      return F.nullNode();
    }
    switch (type) {
      case "object":
        return object(schema, depth);
      case "array": {
        ArrayNode array = F.arrayNode();
        if (schema.items() != null && depth <= MAX_DEPTH) {
          array.add(synthesize(schema.items(), property, depth + 1));
        }
        return array;
      }
      case "integer":
        return F.numberNode(1);
      case "number":
        return F.numberNode(1.5);
      case "boolean":
        return F.booleanNode(true);
      default:
        return string(schema.format(), property);
    }
  }

  private ObjectNode object(Schema schema, int depth) {
    ObjectNode object = F.objectNode();
    for (Map.Entry<String, Schema> p : schema.properties().entrySet()) {
      // Past the depth limit only required properties are kept, so recursive types end.
      if (depth <= MAX_DEPTH || schema.required().contains(p.getKey())) {
        object.set(p.getKey(), synthesize(p.getValue(), p.getKey(), depth + 1));
      }
    }
    if (schema.properties().isEmpty() && schema.additionalProperties() != null && depth <= MAX_DEPTH) {
      object.set("key", synthesize(schema.additionalProperties(), "key", depth + 1));
    }
    return object;
  }

  private static JsonNode string(String format, String property) {
    if ("date-time".equals(format)) {
      return F.textNode(DATE_TIME);
    }
    if ("byte".equals(format)) {
      return F.textNode("bW9jaw==");
    }
    return F.textNode(property == null ? "mock" : "mock-" + property);
  }

  /** Sets the discriminator property to the mapping key naming {@code variant}, when the value lacks it. */
  private static JsonNode withDiscriminator(Schema parent, Schema variant, JsonNode value) {
    if (parent.discriminator() == null || !value.isObject() || !variant.isRef()) {
      return value;
    }
    String property = parent.discriminator().propertyName();
    if (value.has(property) && variantConstFor(value, property)) {
      return value;
    }
    for (Map.Entry<String, String> m : parent.discriminator().mapping().entrySet()) {
      if (m.getValue().equals(Schema.REF_PREFIX + variant.ref())) {
        ((ObjectNode) value).put(property, m.getKey());
      }
    }
    return value;
  }

  private static boolean variantConstFor(JsonNode value, String property) {
    return !value.get(property).asText().startsWith("mock-");
  }

  private Schema resolve(Schema schema) {
    return dev.genclient.catalog.SchemaTree.resolve(catalog, schema);
  }
}
