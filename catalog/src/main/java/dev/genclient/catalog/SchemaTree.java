package dev.genclient.catalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Walks the schemas of a catalog with the JSON pointer of each, and follows {@code $ref}s. */
public final class SchemaTree {
  private SchemaTree() {}

  /** Receives each schema and where it stands in the catalog file. */
  @FunctionalInterface
  public interface Visitor {
    void visit(Schema schema, String pointer);
  }

  /** Every schema of the catalog: named types, then each op's params, result and event, depth first. */
  public static void walkCatalog(Catalog catalog, Visitor visitor) {
    for (Map.Entry<String, Schema> type : catalog.types().entrySet()) {
      walk(type.getValue(), "/types/" + SourceMap.escape(type.getKey()), visitor);
    }
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String at = "/ops/" + i;
      walkIfPresent(op.params(), at, "/params", visitor);
      walkIfPresent(op.result(), at, "/result", visitor);
      walkIfPresent(op.event(), at, "/event", visitor);
    }
  }

  /** Walks {@code schema} at {@code parent + step} when there is one; the pointer is built only then. */
  private static void walkIfPresent(Schema schema, String parent, String step, Visitor visitor) {
    if (schema != null) {
      walk(schema, parent + step, visitor);
    }
  }

  /** {@code schema} and every schema nested in it, depth first, parents before children. */
  public static void walk(Schema schema, String pointer, Visitor visitor) {
    visitor.visit(schema, pointer);
    for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
      walk(property.getValue(), pointer + "/properties/" + SourceMap.escape(property.getKey()), visitor);
    }
    walkIfPresent(schema.items(), pointer, "/items", visitor);
    walkIfPresent(schema.additionalProperties(), pointer, "/additionalProperties", visitor);
    for (int i = 0; i < schema.oneOf().size(); i++) {
      walk(schema.oneOf().get(i), pointer + "/oneOf/" + i, visitor);
    }
    for (int i = 0; i < schema.anyOf().size(); i++) {
      walk(schema.anyOf().get(i), pointer + "/anyOf/" + i, visitor);
    }
  }

  /**
   * Follows {@code $ref}s to the schema that defines the shape; returns {@code null} for a dangling
   * or circular chain of bare references (both are validation errors).
   */
  public static Schema resolve(Catalog catalog, Schema schema) {
    Set<String> seen = new HashSet<>();
    Schema current = schema;
    while (current != null && current.isRef()) {
      if (!seen.add(current.ref())) {
        return null;
      }
      current = catalog.types().get(current.ref());
    }
    return current;
  }

  /**
   * The names of the top-level params that hold server file-system paths ({@code "format": "path"} strings,
   * through {@code $ref}s), in catalog order; empty for an op without params.
   */
  public static List<String> filePathParams(Catalog catalog, Schema params) {
    Schema shape = params == null ? null : resolve(catalog, params);
    List<String> names = new ArrayList<>();
    if (shape != null) {
      shape.properties().forEach((name, property) -> {
        Schema value = resolve(catalog, property);
        if (value != null && value.isFilePath()) {
          names.add(name);
        }
      });
    }
    return names;
  }
}
