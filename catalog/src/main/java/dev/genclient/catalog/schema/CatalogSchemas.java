package dev.genclient.catalog.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import com.networknt.schema.path.PathType;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compiles catalog schemas into networknt validators. Each compiled document embeds the catalog's
 * types under {@code $defs}, with {@code #/types/X} rewritten to {@code #/$defs/X}, so every
 * {@code $ref} resolves inside the document. An integer of {@code format} int32 or int64 also gets
 * that format's range as {@code minimum}/{@code maximum} (the tighter bound wins), so a value
 * beyond it is a violation like any other; JSON Schema treats {@code format} as an annotation only.
 * The mock validates requests with it and {@code verify} judges results with it.
 */
public final class CatalogSchemas {
  private static final String DEFS_PREFIX = "#/$defs/";

  private final SchemaRegistry registry;
  private final ObjectNode defs;

  public CatalogSchemas(Catalog catalog) {
    SchemaRegistryConfig config = SchemaRegistryConfig.builder()
        .locale(Locale.ENGLISH)
        .pathType(PathType.JSON_POINTER)
        .build();
    this.registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
        builder -> builder.schemaRegistryConfig(config));
    this.defs = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    for (Map.Entry<String, Schema> type : catalog.types().entrySet()) {
      defs.set(type.getKey(), rewriteRefs(type.getValue().toJson()));
    }
  }

  /** A validator for {@code schema}, with the catalog's types embedded. */
  public com.networknt.schema.Schema compile(Schema schema) {
    ObjectNode document = rewriteRefs(schema.toJson());
    document.put("$schema", "https://json-schema.org/draft/2020-12/schema");
    document.set("$defs", defs.deepCopy());
    return registry.getSchema(document);
  }

  /** The violations of {@code value} against a compiled schema, each located by a JSON pointer. */
  public static List<Violation> violations(com.networknt.schema.Schema schema, JsonNode value) {
    List<Violation> out = new ArrayList<>();
    for (Error error : schema.validate(value)) {
      out.add(new Violation(pointerOf(error), reasonOf(error), error.getKeyword()));
    }
    return out;
  }

  private static String pointerOf(Error error) {
    StringBuilder pointer = new StringBuilder();
    NodePath path = error.getInstanceLocation();
    for (int i = 0; i < path.getNameCount(); i++) {
      pointer.append('/').append(escape(String.valueOf(path.getElement(i))));
    }
    // A missing or unexpected property is reported on its object; point at the property itself.
    boolean namesProperty = "required".equals(error.getKeyword()) || "additionalProperties".equals(error.getKeyword());
    if (namesProperty && error.getProperty() != null) {
      pointer.append('/').append(escape(error.getProperty()));
    }
    return pointer.toString();
  }

  private static String reasonOf(Error error) {
    String text = error.getMessage();
    // networknt prefixes the message with the instance location; the pointer already carries it.
    String prefix = error.getInstanceLocation().toString() + ": ";
    return text.startsWith(prefix) ? text.substring(prefix.length()) : text;
  }

  private static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }

  /** Rewrites every textual {@code $ref} value (never a property that happens to be named {@code $ref}). */
  /** The range of each integer {@code format}, as [minimum, maximum]. */
  private static final Map<String, BigDecimal[]> INTEGER_FORMATS = Map.of(
      "int32", new BigDecimal[] {BigDecimal.valueOf(Integer.MIN_VALUE), BigDecimal.valueOf(Integer.MAX_VALUE)},
      "int64", new BigDecimal[] {BigDecimal.valueOf(Long.MIN_VALUE), BigDecimal.valueOf(Long.MAX_VALUE)});

  /** Adds the range of an int32/int64 {@code format} to an integer schema, keeping a tighter declared bound. */
  private static void boundIntegerFormat(ObjectNode schema) {
    JsonNode format = schema.get("format");
    JsonNode type = schema.get("type");
    boolean integer = type != null && (type.isTextual() ? type.asText().equals("integer")
        : type.isArray() && java.util.stream.StreamSupport.stream(type.spliterator(), false)
            .anyMatch(t -> t.asText().equals("integer")));
    BigDecimal[] range = format != null && format.isTextual() ? INTEGER_FORMATS.get(format.asText()) : null;
    if (!integer || range == null) {
      return;
    }
    JsonNode minimum = schema.get("minimum");
    if (minimum == null || !minimum.isNumber() || minimum.decimalValue().compareTo(range[0]) < 0) {
      schema.put("minimum", range[0]);
    }
    JsonNode maximum = schema.get("maximum");
    if (maximum == null || !maximum.isNumber() || maximum.decimalValue().compareTo(range[1]) > 0) {
      schema.put("maximum", range[1]);
    }
  }

  private static ObjectNode rewriteRefs(ObjectNode node) {
    rewrite(node);
    return node;
  }

  private static void rewrite(JsonNode node) {
    if (node.isObject()) {
      ObjectNode object = (ObjectNode) node;
      JsonNode ref = object.get("$ref");
      if (ref != null && ref.isTextual() && ref.asText().startsWith(Schema.REF_PREFIX)) {
        object.put("$ref", DEFS_PREFIX + ref.asText().substring(Schema.REF_PREFIX.length()));
      }
      boundIntegerFormat(object);
      for (Iterator<JsonNode> it = object.elements(); it.hasNext(); ) {
        rewrite(it.next());
      }
    } else if (node.isArray()) {
      node.forEach(CatalogSchemas::rewrite);
    }
  }
}
