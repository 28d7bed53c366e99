package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Schema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reconciles null and absent before a result is validated. A typed client cannot always tell them
 * apart (a Java record field is null either way, and the generated models omit nulls), so: a
 * required property that allows null and is absent reads as null, and an optional property that is
 * null but does not allow null reads as absent. Everything else is validated as the client gave it.
 */
final class NullableFields {
  private final Map<String, JsonNode> types = new HashMap<>();

  NullableFields(Catalog catalog) {
    catalog.types().forEach((name, schema) -> types.put(name, schema.toJson()));
  }

  /** A copy of {@code value} with null and absent reconciled by {@code schema}. */
  JsonNode reconcile(Schema schema, JsonNode value) {
    JsonNode copy = value.deepCopy();
    walk(schema.toJson(), copy, 0);
    return copy;
  }

  private void walk(JsonNode schema, JsonNode value, int depth) {
    JsonNode resolved = resolve(schema);
    if (resolved == null || value == null || depth > 32) {
      return;
    }
    if (value.isArray() && resolved.has("items")) {
      value.forEach(item -> walk(resolved.get("items"), item, depth + 1));
    }
    if (!value.isObject()) {
      return;
    }
    ObjectNode object = (ObjectNode) value;
    JsonNode properties = resolved.path("properties");
    List<String> required = new ArrayList<>();
    resolved.path("required").forEach(name -> required.add(name.asText()));
    for (String name : required) {
      if (!object.has(name) && allowsNull(properties.get(name))) {
        object.putNull(name);
      }
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      JsonNode propertySchema = properties.has(field.getKey()) ? properties.get(field.getKey())
          : resolved.get("additionalProperties");
      if (field.getValue().isNull() && !required.contains(field.getKey()) && !allowsNull(propertySchema)) {
        it.remove();
      } else if (propertySchema != null && propertySchema.isObject()) {
        walk(propertySchema, field.getValue(), depth + 1);
      }
    }
  }

  private boolean allowsNull(JsonNode schema) {
    JsonNode resolved = resolve(schema);
    if (resolved == null) {
      return false;
    }
    JsonNode type = resolved.get("type");
    if (type != null && type.isArray()) {
      for (JsonNode entry : type) {
        if (entry.asText().equals("null")) {
          return true;
        }
      }
    }
    return type != null && type.asText().equals("null");
  }

  private JsonNode resolve(JsonNode schema) {
    JsonNode current = schema;
    for (int hops = 0; current != null && current.has("$ref") && hops < 16; hops++) {
      String ref = current.get("$ref").asText();
      current = ref.startsWith(Schema.REF_PREFIX) ? types.get(ref.substring(Schema.REF_PREFIX.length())) : null;
    }
    return current;
  }
}
