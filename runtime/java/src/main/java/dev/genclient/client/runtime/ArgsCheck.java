package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ErrorTable;
import java.util.Map;

/**
 * The minimal check of arguments for an op this client learnt from the server's catalog (dynamic
 * fallback, docs/runtime-catalog.md): required params present, declared JSON types matched, no unknown param
 * where the schema is closed. A failure is the catalog's {@code args.invalid} error, before sending.
 */
public final class ArgsCheck {
  private ArgsCheck() {}

  public static void validate(String opId, JsonNode schema, Map<String, ?> args, ObjectMapper mapper,
      ErrorTable errors) {
    if (schema == null || !schema.isObject()) {
      return;
    }
    JsonNode given = mapper.valueToTree(args == null ? Map.of() : args);
    for (JsonNode required : schema.path("required")) {
      JsonNode value = given.get(required.asText());
      if (value == null || value.isNull()) {
        throw invalid(errors, opId, "missing required param '" + required.asText() + "'");
      }
    }
    JsonNode properties = schema.path("properties");
    for (Map.Entry<String, JsonNode> field : given.properties()) {
      JsonNode property = properties.get(field.getKey());
      if (property == null) {
        if (schema.path("additionalProperties").isBoolean() && !schema.path("additionalProperties").asBoolean()) {
          throw invalid(errors, opId, "unknown param '" + field.getKey() + "'");
        }
      } else if (!matches(property.get("type"), field.getValue())) {
        throw invalid(errors, opId, "param '" + field.getKey() + "' must be " + property.get("type") + ", not "
            + field.getValue().getNodeType().name().toLowerCase(java.util.Locale.ROOT));
      }
    }
  }

  /** True when {@code value} is of the JSON type (or one of the types) {@code type} names; no type: any. */
  static boolean matches(JsonNode type, JsonNode value) {
    if (type == null) {
      return true;
    }
    if (type.isArray()) {
      for (JsonNode one : type) {
        if (matches(one, value)) {
          return true;
        }
      }
      return false;
    }
    return switch (type.asText()) {
      case "string" -> value.isTextual();
      case "integer" -> value.isIntegralNumber();
      case "number" -> value.isNumber();
      case "boolean" -> value.isBoolean();
      case "array" -> value.isArray();
      case "object" -> value.isObject();
      case "null" -> value.isNull();
      default -> true;
    };
  }

  private static RuntimeException invalid(ErrorTable errors, String opId, String message) {
    return errors.invalidArgs(opId + ": " + message, opId);
  }
}
