package dev.genclient.catalog.link;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Chooses, once and for every language, the names of inline schemas that need a type of their own
 * (objects with properties, string enums, unions): {@code FilesListParams}, {@code FilesListResult},
 * {@code CommandsStreamEvent}, a property's object {@code FilesListResultEntry}. A clash gets a
 * numeric suffix in catalog order, so names are stable and never an error.
 */
final class TypeNamer {
  private final Catalog catalog;
  private final Set<String> used = new HashSet<>();
  private final IdentityHashMap<Schema, String> names = new IdentityHashMap<>();
  private final List<NamedType> types = new ArrayList<>();

  TypeNamer(Catalog catalog) {
    this.catalog = catalog;
    used.addAll(catalog.types().keySet());
  }

  void nameAll(Map<String, String> opStems) {
    for (Map.Entry<String, Schema> type : catalog.types().entrySet()) {
      names.put(type.getValue(), type.getKey());
      types.add(new NamedType(type.getKey(), type.getValue(), "/types/" + SourceMap.escape(type.getKey()), true));
    }
    for (Map.Entry<String, Schema> type : catalog.types().entrySet()) {
      nameChildren(type.getKey(), type.getValue(), "/types/" + SourceMap.escape(type.getKey()));
    }
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String stem = opStems.get(op.id());
      nameInline(op.params(), stem + "Params", "/ops/" + i + "/params");
      nameInline(op.result(), stem + "Result", "/ops/" + i + "/result");
      nameInline(op.event(), stem + "Event", "/ops/" + i + "/event");
    }
  }

  IdentityHashMap<Schema, String> names() {
    return names;
  }

  List<NamedType> types() {
    return types;
  }

  /** True for inline schemas that a client renders as a type of its own. */
  static boolean needsName(Schema schema) {
    if (schema.isRef()) {
      return false;
    }
    boolean stringEnum = schema.enumValues() != null && "string".equals(schema.primaryType());
    return (schema.isObject() && !schema.properties().isEmpty()) || stringEnum || !schema.variants().isEmpty();
  }

  private void nameInline(Schema schema, String wanted, String pointer) {
    if (schema == null) {
      return;
    }
    if (needsName(schema)) {
      String name = unique(wanted);
      names.put(schema, name);
      types.add(new NamedType(name, schema, pointer, false));
      nameChildren(name, schema, pointer);
    } else {
      nameChildren(wanted, schema, pointer);
    }
  }

  private void nameChildren(String owner, Schema schema, String pointer) {
    for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
      String part = partName(property.getKey());
      Schema value = property.getValue();
      String at = pointer + "/properties/" + SourceMap.escape(property.getKey());
      if (value.items() != null && value.isArray()) {
        nameInline(value.items(), owner + WordCase.singular(part), at + "/items");
      } else {
        nameInline(value, owner + part, at);
      }
    }
    if (schema.items() != null) {
      nameInline(schema.items(), owner + "Item", pointer + "/items");
    }
    if (schema.additionalProperties() != null) {
      nameInline(schema.additionalProperties(), owner + "Value", pointer + "/additionalProperties");
    }
    String keyword = schema.oneOf().isEmpty() ? "anyOf" : "oneOf";
    for (int v = 0; v < schema.variants().size(); v++) {
      Schema variant = schema.variants().get(v);
      nameInline(variant, owner + variantPart(schema, variant, v), pointer + "/" + keyword + "/" + v);
    }
  }

  /** A variant is named by its discriminator value where it has one, else by position. */
  private static String variantPart(Schema union, Schema variant, int index) {
    if (union.discriminator() != null) {
      Schema tag = variant.properties().get(union.discriminator().propertyName());
      if (tag != null && tag.constValue() != null && tag.constValue().isTextual()) {
        String part = WordCase.pascal(tag.constValue().asText());
        if (!part.isEmpty()) {
          return part;
        }
      }
    }
    return "Variant" + (index + 1);
  }

  private static String partName(String wireName) {
    String part = WordCase.pascal(wireName);
    return part.isEmpty() ? "Field" : part;
  }

  private String unique(String wanted) {
    String name = wanted;
    for (int n = 2; !used.add(name); n++) {
      name = wanted + n;
    }
    return name;
  }
}
