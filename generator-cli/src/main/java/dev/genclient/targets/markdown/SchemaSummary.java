package dev.genclient.targets.markdown;

import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;

/** A short, language-neutral description of a schema's type for reference tables ({@code FileEntry[]}). */
final class SchemaSummary {
  private final LinkedCatalog linked;

  SchemaSummary(LinkedCatalog linked) {
    this.linked = linked;
  }

  String describe(Schema schema) {
    if (schema == null) {
      return "none";
    }
    String base = baseType(schema);
    return schema.isNullable() && !schema.types().equals(java.util.List.of("null")) ? base + " or null" : base;
  }

  private String baseType(Schema schema) {
    var named = linked.typeName(schema);
    if (named.isPresent()) {
      return named.get();
    }
    if (schema.constValue() != null) {
      return "const " + schema.constValue();
    }
    String type = schema.primaryType();
    if (type == null) {
      return schema.types().isEmpty() ? "any" : "null";
    }
    return switch (type) {
      case "array" -> (schema.items() == null ? "any" : describe(schema.items())) + "[]";
      case "object" -> schema.additionalProperties() != null && !schema.additionalProperties().equals(Schema.any())
          ? "map of " + describe(schema.additionalProperties())
          : "object";
      case "string" -> "binary".equals(schema.format()) ? "bytes" : withFormat(type, schema.format());
      default -> withFormat(type, schema.format());
    };
  }

  private static String withFormat(String type, String format) {
    return format == null ? type : type + " (" + format + ")";
  }
}
