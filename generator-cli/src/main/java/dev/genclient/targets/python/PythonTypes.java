package dev.genclient.targets.python;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Maps catalog schemas to Python annotations. Builtins are always written as {@code builtins.str}
 * so that no member of a generated class ({@code files.list}) can shadow a type. Objects with
 * properties are the generated models; a string enum is a {@code _Literal} of its values, in a result
 * joined with {@code builtins.str} (a newer server may add values); other enums are their JSON type. A
 * {@code format: date-time} string is a {@code datetime}: a param takes one or the text, a result is one with
 * pydantic and the text otherwise.
 * Unions ({@code oneOf}/{@code anyOf}) are a {@code _Union} of their variants; with pydantic a
 * result union also takes any other object as a plain dict, so a variant a newer server adds
 * parses: a discriminated union picks its variant by tag through {@code _tagged}, an unknown tag
 * going to the dict member. The same text is valid at run time (Python 3.10+), so it also serves
 * as the argument of {@code _validate} and {@code cast}.
 */
final class PythonTypes {
  private static final String OBJECT = "builtins.dict[builtins.str, _Any]";

  private final LinkedCatalog linked;
  private final Map<String, String> modelNames;
  private final Map<String, String> unionNames;
  private final boolean pydantic;
  private final Set<Schema> expanding = Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * {@code modelNames}: catalog type name to its Python class, for the types that are models;
   * {@code unionNames}: to its type alias, for the named unions.
   */
  PythonTypes(LinkedCatalog linked, Map<String, String> modelNames, Map<String, String> unionNames, boolean pydantic) {
    this.linked = linked;
    this.modelNames = modelNames;
    this.unionNames = unionNames;
    this.pydantic = pydantic;
  }

  /**
   * The type of {@code with_response(op).data}: the result of a call or upload, bytes for a
   * download, {@code _Any} for a job (its start answer) and a stream (which has no raw response).
   */
  String rawData(Operation op) {
    return switch (op.kind()) {
      case CALL, UPLOAD -> output(op.result());
      case DOWNLOAD -> "builtins.bytes";
      default -> "_Any";
    };
  }

  /** The right-hand side of a named union's alias: the result form of the union. */
  String unionDefinition(Schema union) {
    return union(union, false);
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
    String alias = linked.typeName(schema).map(unionNames::get).orElse(null);
    Schema resolved = linked.resolve(schema);
    String base;
    if (model != null) {
      base = input && pydantic ? model + " | _Mapping[builtins.str, _Any]" : model;
    } else if (alias != null && !input) {
      base = alias;
    } else {
      base = plain(resolved, input);
    }
    boolean nullable = resolved.isNullable() && !base.equals("_Any") && !base.equals("None");
    return nullable ? base + " | None" : base;
  }

  private String plain(Schema schema, boolean input) {
    if (!schema.variants().isEmpty()) {
      return union(schema, input);
    }
    if (schema.constValue() != null) {
      return scalar(schema.constValue().isTextual() ? "string" : null);
    }
    String type = schema.primaryType();
    String literal = literal(schema);
    if (literal != null) {
      // A closed enum: a param takes only its values (a typo is a type error); a result may hold a value a newer
      // server added, so its type stays open (the values still show where a reader looks).
      return input ? literal : literal + " | builtins.str";
    }
    if (type == null) {
      return "_Any";
    }
    return switch (type) {
      case "array" -> (input ? "_Sequence[" : "builtins.list[") + of(schema.items() == null ? Schema.any() : schema.items(), input) + "]";
      case "object" -> (input ? "_Mapping[builtins.str, " : "builtins.dict[builtins.str, ")
          + (schema.additionalProperties() == null || schema.closed() ? "_Any" : of(schema.additionalProperties(), input)) + "]";
      case "string" -> "date-time".equals(schema.format()) ? dateTime(input) : scalar(type);
      default -> scalar(type);
    };
  }

  /**
   * A {@code format: date-time}: a param takes a {@code datetime} (the runtime sends its RFC 3339 text) or that text
   * itself, in both styles; a result is parsed with pydantic and stays the text the server sent with TypedDicts.
   */
  private String dateTime(boolean input) {
    if (input) {
      return "_datetime.datetime | builtins.str";
    }
    return pydantic ? "_datetime.datetime" : "builtins.str";
  }

  /**
   * A union of the variants' types ({@code _Any} when one of them is untyped or the union refers
   * back to itself). A pydantic result union adds a plain-dict member when a variant is an object;
   * with a discriminator whose every variant has a tag, pydantic picks the member by tag.
   */
  private String union(Schema schema, boolean input) {
    if (!expanding.add(schema)) {
      return "_Any";
    }
    try {
      List<String> members = new ArrayList<>();
      boolean objects = false;
      for (Schema variant : schema.variants()) {
        String type = of(variant, input);
        if (type.equals("_Any")) {
          return "_Any";
        }
        objects |= linked.resolve(variant).isObject() || linked.typeName(variant).map(modelNames::containsKey).orElse(false);
        if (!members.contains(type)) {
          members.add(type);
        }
      }
      if (!pydantic || input || !objects) {
        return members.size() == 1 ? members.get(0) : "_Union[" + String.join(", ", members) + "]";
      }
      Map<String, Integer> tags = tags(schema);
      if (tags == null) {
        return "_Union[" + String.join(", ", members) + ", " + OBJECT + "]";
      }
      List<String> tagged = new ArrayList<>();
      for (int i = 0; i < schema.variants().size(); i++) {
        tagged.add("_Annotated[" + of(schema.variants().get(i), false) + ", _pydantic.Tag(\"" + i + "\")]");
      }
      tagged.add("_Annotated[" + OBJECT + ", _pydantic.Tag(\"*\")]");
      String table = tags.entrySet().stream()
          .map(e -> "(" + PythonText.literal(e.getKey()) + ", \"" + e.getValue() + "\")").collect(Collectors.joining(", "));
      return "_Annotated[_Union[" + String.join(", ", tagged) + "], _pydantic.Discriminator(_tagged("
          + PythonText.literal(schema.discriminator().propertyName()) + ", (" + table + (tags.size() == 1 ? ",)))]" : ")))]");
    } finally {
      expanding.remove(schema);
    }
  }

  /**
   * Wire tag to variant index, by the discriminator's mapping, else (OpenAPI) the variant's type
   * name; null without a discriminator or when a variant has no tag.
   */
  private Map<String, Integer> tags(Schema schema) {
    if (schema.discriminator() == null) {
      return null;
    }
    Map<String, Integer> out = new LinkedHashMap<>();
    List<Schema> variants = schema.variants();
    for (int i = 0; i < variants.size(); i++) {
      String name = linked.typeName(variants.get(i)).orElse(null);
      boolean mapped = false;
      for (Map.Entry<String, String> entry : schema.discriminator().mapping().entrySet()) {
        String target = entry.getValue().startsWith(Schema.REF_PREFIX)
            ? entry.getValue().substring(Schema.REF_PREFIX.length()) : entry.getValue();
        if (target.equals(name)) {
          out.putIfAbsent(entry.getKey(), i);
          mapped = true;
        }
      }
      if (!mapped) {
        String tag = ownTag(linked.resolve(variants.get(i)), schema.discriminator().propertyName());
        if (tag == null && (name == null || !variants.get(i).isRef())) {
          return null;
        }
        out.putIfAbsent(tag != null ? tag : name, i);
      }
    }
    return out;
  }

  /** The tag a variant declares itself: a string const (or single enum value) of the discriminator property. */
  private static String ownTag(Schema variant, String property) {
    Schema tag = variant.properties().get(property);
    if (tag == null) {
      return null;
    }
    if (tag.constValue() != null) {
      return tag.constValue().isTextual() ? tag.constValue().asText() : null;
    }
    List<JsonNode> values = tag.enumValues();
    return values != null && values.size() == 1 && values.get(0).isTextual() ? values.get(0).asText() : null;
  }

  /** {@code _Literal["a", "b"]} of a string enum (every value a string), else null. */
  private static String literal(Schema schema) {
    List<JsonNode> values = schema.enumValues();
    if (values == null || values.isEmpty() || !"string".equals(schema.primaryType())
        || !values.stream().allMatch(JsonNode::isTextual)) {
      return null;
    }
    return "_Literal[" + values.stream().map(v -> PythonText.literal(v.asText())).distinct()
        .collect(Collectors.joining(", ")) + "]";
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
