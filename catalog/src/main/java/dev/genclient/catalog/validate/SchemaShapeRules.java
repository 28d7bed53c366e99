package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;

/**
 * Shapes the clients rely on: params are objects, {@code required} names declared properties,
 * a discriminator names a property every variant has, and {@code type} lists at most one
 * non-null type (a union is written with oneOf/anyOf, so every language can type it), and
 * {@code format: path} marks strings only.
 */
final class SchemaShapeRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      if (op.params() != null) {
        Schema params = SchemaTree.resolve(catalog, op.params());
        if (params != null && !params.isObject()) {
          out.error(ValidationRule.PARAMS_OBJECT, "/ops/" + i + "/params",
              "op " + op.id() + ": params must be an object schema (type: object)");
        }
      }
    }
    SchemaTree.walkCatalog(catalog, (schema, at) -> {
      int nonNull = 0;
      for (int t = 0; t < schema.types().size(); t++) {
        nonNull += schema.types().get(t).equals("null") ? 0 : 1;
      }
      if (nonNull > 1) {
        out.error(ValidationRule.TYPE_UNION, at.pointer() + "/type",
            "type lists " + nonNull + " non-null types; write a union with oneOf so every client can type it");
      }
      if (!schema.properties().isEmpty() || !schema.required().isEmpty()) {
        for (int r = 0; r < schema.required().size(); r++) {
          String name = schema.required().get(r);
          if (!schema.properties().containsKey(name)) {
            out.error(ValidationRule.REQUIRED_PROPERTY, at.pointer() + "/required/" + r,
                "required names '" + name + "', which is not one of the declared properties");
          }
        }
      }
      if (schema.discriminator() != null) {
        checkDiscriminator(catalog, schema, at.pointer(), out);
      }
      if (Schema.FORMAT_PATH.equals(schema.format()) && !schema.isFilePath()) {
        out.error(ValidationRule.FORMAT_PATH, at.pointer() + "/format",
            "format 'path' marks a server file-system path and needs type string (or [\"string\", \"null\"])");
      }
    });
  }

  private static void checkDiscriminator(Catalog catalog, Schema schema, String pointer, Diagnostics out) {
    String property = schema.discriminator().propertyName();
    if (schema.variants().isEmpty()) {
      out.error(ValidationRule.DISCRIMINATOR, pointer + "/discriminator", "a discriminator needs oneOf or anyOf variants");
      return;
    }
    String keyword = schema.oneOf().isEmpty() ? "anyOf" : "oneOf";
    for (int v = 0; v < schema.variants().size(); v++) {
      Schema variant = SchemaTree.resolve(catalog, schema.variants().get(v));
      if (variant == null) {
        continue;
      }
      Schema tag = variant.properties().get(property);
      if (tag == null || !variant.required().contains(property)) {
        out.error(ValidationRule.DISCRIMINATOR, pointer + "/" + keyword + "/" + v,
            "variant must declare the discriminator property '" + property + "' as required");
      } else if (tag.constValue() == null && (tag.enumValues() == null || tag.enumValues().size() != 1)
          && !schema.discriminator().mapping().containsValue(refOf(schema.variants().get(v)))) {
        out.error(ValidationRule.DISCRIMINATOR, pointer + "/" + keyword + "/" + v + "/properties/" + SourceMap.escape(property),
            "discriminator property '" + property + "' needs a const (or one enum value) in each variant");
      }
    }
  }

  private static String refOf(Schema schema) {
    return schema.isRef() ? Schema.REF_PREFIX + schema.ref() : null;
  }
}
