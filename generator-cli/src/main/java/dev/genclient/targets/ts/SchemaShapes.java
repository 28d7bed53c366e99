package dev.genclient.targets.ts;

import dev.genclient.catalog.Schema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers schema instances by structure: two instances get the same number exactly when they are
 * {@linkplain Schema#equals equal}. A walk that skips schemas equal to one it has met keeps a set
 * of these numbers instead of hashing whole subtrees at every step; each instance is numbered once,
 * its children before it.
 */
final class SchemaShapes {
  private static final int ABSENT = -1;

  private final IdentityHashMap<Schema, Integer> ids = new IdentityHashMap<>();
  private final Map<List<Object>, Integer> byShape = new HashMap<>();

  /** The number of {@code schema}'s shape. */
  int of(Schema schema) {
    Integer known = ids.get(schema);
    if (known != null) {
      return known;
    }
    // The record's components, with each child schema replaced by its number; the properties as a
    // map, so that key order does not count (as in Map.equals).
    Map<String, Integer> properties = new HashMap<>();
    schema.properties().forEach((key, value) -> properties.put(key, of(value)));
    List<Object> shape = Arrays.asList(schema.types(), properties, schema.required(), orAbsent(schema.items()),
        orAbsent(schema.additionalProperties()), schema.closed(), schema.enumValues(), schema.constValue(),
        numbers(schema.oneOf()), numbers(schema.anyOf()), schema.discriminator(), schema.format(),
        schema.defaultValue(), schema.description(), schema.ref());
    Integer id = byShape.get(shape);
    if (id == null) {
      id = byShape.size();
      byShape.put(shape, id);
    }
    ids.put(schema, id);
    return id;
  }

  private int orAbsent(Schema schema) {
    return schema == null ? ABSENT : of(schema);
  }

  private List<Integer> numbers(List<Schema> schemas) {
    List<Integer> out = new ArrayList<>(schemas.size());
    for (Schema schema : schemas) {
      out.add(of(schema));
    }
    return out;
  }
}
