package dev.genclient.target.python;

import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.Map;

/**
 * Maps catalog schemas to Python annotations. Builtins are always written as {@code builtins.str}
 * so that no member of a generated class ({@code files.list}) can shadow a type. Objects with
 * properties are the generated models; enums and unions, which the subset cannot type precisely
 * in both result styles, are their JSON type or {@code _Any}. The same text is valid at run time
 * (Python 3.10+), so it also serves as the argument of {@code _validate} and {@code cast}.
 */
final class PythonTypes {
  private final LinkedCatalog linked;
  private final Map<String, String> modelNames;
  private final boolean pydantic;

  /** {@code modelNames}: catalog type name to its Python class, for the types that are models. */
  PythonTypes(LinkedCatalog linked, Map<String, String> modelNames, boolean pydantic) {
    this.linked = linked;
    this.modelNames = modelNames;
    this.pydantic = pydantic;
  }

  /** The type of a result or model field value; {@code None} for an absent schema. */
  String output(Schema schema) {
    return of(schema, false);
  }

  /** The type a parameter accepts: pydantic models also accept a plain mapping. */
  String input(Schema schema) {
    return of(schema, true);
  }

  private String of(Schema schema, boolean input) {
    if (schema == null) {
      return "None";
    }
    String model = linked.typeName(schema).map(modelNames::get).orElse(null);
    Schema resolved = linked.resolve(schema);
    String base;
    if (model != null) {
      base = input && pydantic ? model + " | _Mapping[builtins.str, _Any]" : model;
    } else {
      base = plain(resolved, input);
    }
    boolean nullable = resolved.isNullable() && !base.equals("_Any") && !base.equals("None");
    return nullable ? base + " | None" : base;
  }

  private String plain(Schema schema, boolean input) {
    if (!schema.variants().isEmpty()) {
      return "_Any";
    }
    if (schema.constValue() != null) {
      return scalar(schema.constValue().isTextual() ? "string" : null);
    }
    String type = schema.primaryType();
    if (type == null) {
      return "_Any";
    }
    return switch (type) {
      case "array" -> (input ? "_Sequence[" : "builtins.list[") + of(schema.items() == null ? Schema.any() : schema.items(), input) + "]";
      case "object" -> (input ? "_Mapping[builtins.str, " : "builtins.dict[builtins.str, ")
          + (schema.additionalProperties() == null || schema.closed() ? "_Any" : of(schema.additionalProperties(), input)) + "]";
      default -> scalar(type);
    };
  }

  private static String scalar(String type) {
    if (type == null) {
      return "_Any";
    }
    return switch (type) {
      case "string" -> "builtins.str";
      case "integer" -> "builtins.int";
      case "number" -> "builtins.float";
      case "boolean" -> "builtins.bool";
      case "null" -> "None";
      default -> "_Any";
    };
  }
}
