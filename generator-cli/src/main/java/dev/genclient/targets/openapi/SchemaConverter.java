package dev.genclient.targets.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns catalog schemas into OpenAPI 3.1 Schema Objects (JSON Schema 2020-12): {@code #/types/X}
 * becomes {@code #/components/schemas/X}, and an inline schema the linker named becomes a
 * reference to its component, so every target shares the same type names.
 */
final class SchemaConverter {
  static final String COMPONENT_PREFIX = "#/components/schemas/";

  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  private final LinkedCatalog linked;

  SchemaConverter(LinkedCatalog linked) {
    this.linked = linked;
  }

  /** The reference to one component schema. */
  static ObjectNode ref(String componentName) {
    return JSON.objectNode().put("$ref", COMPONENT_PREFIX + componentName);
  }

  /** A schema at a use site: a named schema becomes a reference to its component. */
  ObjectNode use(Schema schema) {
    Optional<String> name = linked.typeName(schema);
    if (name.isPresent() && !schema.isRef()) {
      return ref(name.get());
    }
    return body(schema);
  }

  /** The definition of a component: the schema itself, its named children referenced. */
  ObjectNode definition(Schema schema) {
    return body(schema);
  }

  private ObjectNode body(Schema schema) {
    ObjectNode node = JSON.objectNode();
    if (schema.ref() != null) {
      node.put("$ref", COMPONENT_PREFIX + schema.ref());
    }
    if (schema.description() != null) {
      node.put("description", schema.description());
    }
    List<String> types = schema.types();
    if (types.size() == 1) {
      node.put("type", types.get(0));
    } else if (!types.isEmpty()) {
      ArrayNode array = node.putArray("type");
      types.forEach(array::add);
    }
    if (schema.format() != null) {
      node.put("format", schema.format());
    }
    if (!schema.properties().isEmpty()) {
      ObjectNode properties = node.putObject("properties");
      schema.properties().forEach((name, property) -> properties.set(name, use(property)));
    }
    if (!schema.required().isEmpty()) {
      ArrayNode required = node.putArray("required");
      schema.required().forEach(required::add);
    }
    if (schema.items() != null) {
      node.set("items", use(schema.items()));
    }
    if (schema.closed()) {
      node.put("additionalProperties", false);
    } else if (schema.additionalProperties() != null) {
      node.set("additionalProperties", use(schema.additionalProperties()));
    }
    if (schema.enumValues() != null) {
      node.set("enum", JSON.arrayNode().addAll(schema.enumValues()));
    }
    if (schema.constValue() != null) {
      node.set("const", schema.constValue());
    }
    if (!schema.oneOf().isEmpty()) {
      node.set("oneOf", uses(schema.oneOf()));
    }
    if (!schema.anyOf().isEmpty()) {
      node.set("anyOf", uses(schema.anyOf()));
    }
    if (schema.discriminator() != null) {
      node.set("discriminator", discriminator(schema));
    }
    if (schema.defaultValue() != null) {
      node.set("default", schema.defaultValue());
    }
    return node;
  }

  private ArrayNode uses(List<Schema> schemas) {
    ArrayNode array = JSON.arrayNode();
    schemas.forEach(s -> array.add(use(s)));
    return array;
  }

  /**
   * The catalog's mapping with its {@code #/types/} targets rewritten, completed with the tag value
   * of every variant that became a component, so no mapping falls back to OpenAPI's implicit
   * "tag value = component name" rule (wrong for linker-named variants).
   */
  private ObjectNode discriminator(Schema union) {
    Schema.Discriminator discriminator = union.discriminator();
    ObjectNode node = JSON.objectNode().put("propertyName", discriminator.propertyName());
    ObjectNode mapping = JSON.objectNode();
    for (Map.Entry<String, String> entry : discriminator.mapping().entrySet()) {
      String target = entry.getValue();
      mapping.put(entry.getKey(), target.startsWith(Schema.REF_PREFIX)
          ? COMPONENT_PREFIX + target.substring(Schema.REF_PREFIX.length())
          : target);
    }
    for (Schema variant : union.variants()) {
      Optional<String> name = linked.typeName(variant);
      Optional<String> tag = tagValue(variant, discriminator.propertyName());
      if (name.isPresent() && tag.isPresent() && !mapping.has(tag.get())) {
        mapping.put(tag.get(), COMPONENT_PREFIX + name.get());
      }
    }
    if (!mapping.isEmpty()) {
      node.set("mapping", mapping);
    }
    return node;
  }

  /** The variant's one string value of the tag property ({@code const} or a one-value enum). */
  private Optional<String> tagValue(Schema variant, String property) {
    Schema resolved = linked.resolve(variant);
    Schema tag = resolved == null ? null : resolved.properties().get(property);
    if (tag == null) {
      return Optional.empty();
    }
    tag = linked.resolve(tag);
    JsonNode value = tag == null ? null
        : tag.constValue() != null ? tag.constValue()
        : tag.enumValues() != null && tag.enumValues().size() == 1 ? tag.enumValues().get(0)
        : null;
    return value != null && value.isTextual() ? Optional.of(value.asText()) : Optional.empty();
  }
}
