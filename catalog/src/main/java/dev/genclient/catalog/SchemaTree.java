package dev.genclient.catalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Walks the schemas of a catalog with the JSON pointer of each, and follows {@code $ref}s. */
public final class SchemaTree {
  private SchemaTree() {}

  /** Receives each schema and where it stands in the catalog file. */
  @FunctionalInterface
  public interface Visitor {
    void visit(Schema schema, Location at);
  }

  /**
   * Where a schema stands in the catalog file: its parent's location and one step. The JSON
   * pointer is spelled out only when {@link #pointer} is asked for, which is when a diagnostic is
   * made: a walk over every schema of a clean catalog builds no pointer text at all.
   */
  public static final class Location {
    private final Location parent;
    private final String step;
    private final String key;
    private final int index;

    private Location(Location parent, String step, String key, int index) {
      this.parent = parent;
      this.step = step;
      this.key = key;
      this.index = index;
    }

    /** A location at {@code pointer} (already a JSON pointer). */
    public static Location of(String pointer) {
      return new Location(null, pointer, null, -1);
    }

    private Location step(String literal) {
      return new Location(this, literal, null, -1);
    }

    private Location key(String literal, String name) {
      return new Location(this, literal, name, -1);
    }

    private Location index(String literal, int i) {
      return new Location(this, literal, null, i);
    }

    /** The JSON pointer of this location. */
    public String pointer() {
      StringBuilder out = new StringBuilder();
      append(out);
      return out.toString();
    }

    private void append(StringBuilder out) {
      if (parent != null) {
        parent.append(out);
      }
      out.append(step);
      if (key != null) {
        out.append(SourceMap.escape(key));
      } else if (index >= 0) {
        out.append(index);
      }
    }

    @Override
    public String toString() {
      return pointer();
    }
  }

  /** Every schema of the catalog: named types, then each op's params, result and event, depth first. */
  public static void walkCatalog(Catalog catalog, Visitor visitor) {
    Location root = Location.of("");
    catalog.types().forEach((name, type) -> walk(type, root.key("/types/", name), visitor));
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      Location at = root.index("/ops/", i);
      walkIfPresent(op.params(), at, "/params", visitor);
      walkIfPresent(op.result(), at, "/result", visitor);
      walkIfPresent(op.event(), at, "/event", visitor);
    }
  }

  /** Walks {@code schema} at {@code parent + step} when there is one. */
  private static void walkIfPresent(Schema schema, Location parent, String step, Visitor visitor) {
    if (schema != null) {
      walk(schema, parent.step(step), visitor);
    }
  }

  /** {@code schema} and every schema nested in it, depth first, parents before children. */
  public static void walk(Schema schema, Location at, Visitor visitor) {
    visitor.visit(schema, at);
    schema.properties().forEach((name, property) -> walk(property, at.key("/properties/", name), visitor));
    walkIfPresent(schema.items(), at, "/items", visitor);
    walkIfPresent(schema.additionalProperties(), at, "/additionalProperties", visitor);
    walkVariants(schema.oneOf(), at, "/oneOf/", visitor);
    walkVariants(schema.anyOf(), at, "/anyOf/", visitor);
  }

  private static void walkVariants(List<Schema> variants, Location at, String step, Visitor visitor) {
    for (int i = 0; i < variants.size(); i++) {
      walk(variants.get(i), at.index(step, i), visitor);
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
