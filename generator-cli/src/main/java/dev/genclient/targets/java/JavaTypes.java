package dev.genclient.targets.java;

import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.JavaNames;
import java.util.function.UnaryOperator;

/**
 * Maps catalog schemas to Java types: named schemas to their generated class, scalars to boxed
 * types (every field may be absent or null), arrays to {@code List}, maps to {@code Map}, and
 * anything the subset cannot type precisely to {@code JsonNode}.
 */
final class JavaTypes {
  private final LinkedCatalog linked;
  private final UnaryOperator<String> classOf;

  /** {@code classOf}: the class a named type's Java name is spelled by (itself, or the class it shares). */
  JavaTypes(LinkedCatalog linked, UnaryOperator<String> classOf) {
    this.linked = linked;
    this.classOf = classOf;
  }

  /** The Java type of a value of {@code schema}; {@code Void} for an absent schema. */
  String of(Schema schema) {
    if (schema == null) {
      return "Void";
    }
    var named = linked.typeName(schema);
    if (named.isPresent()) {
      return classOf.apply(JavaNames.typeName(named.get()));
    }
    if (schema.enumValues() != null || !schema.variants().isEmpty()) {
      return "JsonNode";
    }
    if (schema.constValue() != null) {
      return schema.constValue().isTextual() ? "String" : "JsonNode";
    }
    String type = schema.primaryType();
    if (type == null) {
      return "JsonNode";
    }
    return switch (type) {
      case "string" -> "date-time".equals(schema.format()) ? "OffsetDateTime" : "String";
      case "integer" -> "int32".equals(schema.format()) ? "Integer" : "Long";
      case "number" -> "Double";
      case "boolean" -> "Boolean";
      case "array" -> "List<" + of(schema.items() == null ? Schema.any() : schema.items()) + ">";
      case "object" -> schema.additionalProperties() != null && !schema.closed()
          ? "Map<String, " + of(schema.additionalProperties()) + ">"
          : "JsonNode";
      default -> "JsonNode";
    };
  }

  /** The schema behind {@code $ref}s. */
  Schema resolve(Schema schema) {
    return schema == null ? null : linked.resolve(schema);
  }
}
