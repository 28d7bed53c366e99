package dev.genclient.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A schema of the catalog's JSON Schema subset. {@code additionalProperties: true}
 * is {@link #any()}; {@code false} is {@code closed}. {@code ref} is a type name without its
 * {@code #/types/} prefix. Identity matters: the linker names inline schemas by instance.
 */
public record Schema(
    List<String> types,
    Map<String, Schema> properties,
    List<String> required,
    Schema items,
    Schema additionalProperties,
    boolean closed,
    List<JsonNode> enumValues,
    JsonNode constValue,
    List<Schema> oneOf,
    List<Schema> anyOf,
    Discriminator discriminator,
    String format,
    JsonNode defaultValue,
    String description,
    String ref) {

  public static final String REF_PREFIX = "#/types/";
  /** The {@code format} of a string holding a server file-system path (checked against discovered path scopes). */
  public static final String FORMAT_PATH = "path";

  public Schema {
    types = List.copyOf(types);
    properties = OrderedMaps.copyOf(properties);
    required = List.copyOf(required);
    enumValues = enumValues == null ? null : List.copyOf(enumValues);
    oneOf = List.copyOf(oneOf);
    anyOf = List.copyOf(anyOf);
  }

  /**
   * Written out rather than generated: a record's generated {@code equals} and {@code hashCode}
   * are bootstrapped through method handles on their first call, which for fifteen components
   * is a measurable cost of a short run (docs/speed.md).
   */
  @Override
  public boolean equals(Object other) {
    return this == other || (other instanceof Schema o
        && closed == o.closed
        && types.equals(o.types)
        && properties.equals(o.properties)
        && required.equals(o.required)
        && Objects.equals(items, o.items)
        && Objects.equals(additionalProperties, o.additionalProperties)
        && Objects.equals(enumValues, o.enumValues)
        && Objects.equals(constValue, o.constValue)
        && oneOf.equals(o.oneOf)
        && anyOf.equals(o.anyOf)
        && Objects.equals(discriminator, o.discriminator)
        && Objects.equals(format, o.format)
        && Objects.equals(defaultValue, o.defaultValue)
        && Objects.equals(description, o.description)
        && Objects.equals(ref, o.ref));
  }

  @Override
  public int hashCode() {
    return Objects.hash(types, properties, required, items, additionalProperties, closed, enumValues, constValue,
        oneOf, anyOf, discriminator, format, defaultValue, description, ref);
  }

  /** The schema that accepts anything ({@code {}} or {@code true}). */
  public static Schema any() {
    return new Schema(List.of(), Map.of(), List.of(), null, null, false, null, null,
        List.of(), List.of(), null, null, null, null, null);
  }

  /** Chooses the subtype of a oneOf/anyOf by one property's value. */
  public record Discriminator(String propertyName, Map<String, String> mapping) {
    public Discriminator {
      mapping = OrderedMaps.copyOf(mapping);
    }
  }

  public boolean isRef() {
    return ref != null;
  }

  /** True when {@code null} is one of the listed types. */
  public boolean isNullable() {
    return types.contains("null");
  }

  /** The one non-null type, or {@code null} when there is none or several. */
  public String primaryType() {
    String found = null;
    for (String type : types) {
      if (!type.equals("null")) {
        if (found != null) {
          return null;
        }
        found = type;
      }
    }
    return found;
  }

  /** True for a string marked {@code "format": "path"}: a server file-system path. */
  public boolean isFilePath() {
    return FORMAT_PATH.equals(format) && "string".equals(primaryType());
  }

  public boolean isObject() {
    return "object".equals(primaryType());
  }

  public boolean isArray() {
    return "array".equals(primaryType());
  }

  /** Variants of oneOf, else of anyOf (the subset never has both). */
  public List<Schema> variants() {
    return oneOf.isEmpty() ? anyOf : oneOf;
  }

  /** This schema back as JSON, keys in the canonical order of the subset. */
  public ObjectNode toJson() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode node = f.objectNode();
    if (ref != null) {
      node.put("$ref", REF_PREFIX + ref);
    }
    if (description != null) {
      node.put("description", description);
    }
    if (types.size() == 1) {
      node.put("type", types.get(0));
    } else if (!types.isEmpty()) {
      ArrayNode array = node.putArray("type");
      types.forEach(array::add);
    }
    if (format != null) {
      node.put("format", format);
    }
    if (!properties.isEmpty()) {
      ObjectNode props = node.putObject("properties");
      properties.forEach((name, schema) -> props.set(name, schema.toJson()));
    }
    if (!required.isEmpty()) {
      ArrayNode array = node.putArray("required");
      required.forEach(array::add);
    }
    if (items != null) {
      node.set("items", items.toJson());
    }
    if (closed) {
      node.put("additionalProperties", false);
    } else if (additionalProperties != null) {
      node.set("additionalProperties", additionalProperties.toJson());
    }
    if (enumValues != null) {
      node.set("enum", f.arrayNode().addAll(enumValues));
    }
    if (constValue != null) {
      node.set("const", constValue);
    }
    if (!oneOf.isEmpty()) {
      node.set("oneOf", toJsonArray(oneOf));
    }
    if (!anyOf.isEmpty()) {
      node.set("anyOf", toJsonArray(anyOf));
    }
    if (discriminator != null) {
      ObjectNode d = node.putObject("discriminator");
      d.put("propertyName", discriminator.propertyName());
      if (!discriminator.mapping().isEmpty()) {
        ObjectNode mapping = d.putObject("mapping");
        discriminator.mapping().forEach(mapping::put);
      }
    }
    if (defaultValue != null) {
      node.set("default", defaultValue);
    }
    return node;
  }

  private static ArrayNode toJsonArray(List<Schema> schemas) {
    List<JsonNode> nodes = new ArrayList<>();
    schemas.forEach(s -> nodes.add(s.toJson()));
    return JsonNodeFactory.instance.arrayNode().addAll(nodes);
  }
}
