package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.genclient.catalog.Schema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemaShapesTest {
  private static Schema string(String description) {
    return new Schema(List.of("string"), Map.of(), List.of(), null, null, false, null, null, List.of(), List.of(),
        null, null, null, description, null);
  }

  private static Schema object(Map<String, Schema> properties, List<String> required) {
    return new Schema(List.of("object"), properties, required, null, null, false, null, null, List.of(), List.of(),
        null, null, null, null, null);
  }

  private static Map<String, Schema> ordered(String k1, Schema v1, String k2, Schema v2) {
    Map<String, Schema> map = new LinkedHashMap<>();
    map.put(k1, v1);
    map.put(k2, v2);
    return map;
  }

  @Test
  void equalSchemasShareANumberAndOthersDoNot() {
    SchemaShapes shapes = new SchemaShapes();
    // Equal as records although distinct instances, with the properties in another order (Map.equals ignores order).
    Schema a = object(ordered("id", string("x"), "name", string(null)), List.of("id"));
    Schema b = object(ordered("name", string(null), "id", string("x")), List.of("id"));
    assertEquals(a, b);
    assertEquals(shapes.of(a), shapes.of(b));
    Schema otherDescription = object(ordered("id", string("y"), "name", string(null)), List.of("id"));
    Schema otherRequired = object(ordered("id", string("x"), "name", string(null)), List.of());
    Schema enumerated = new Schema(List.of("string"), Map.of(), List.of(), null, null, false,
        List.of(JsonNodeFactory.instance.textNode("a")), null, List.of(), List.of(), null, null, null, "x", null);
    for (Schema other : List.of(otherDescription, otherRequired, enumerated, string("x"))) {
      assertNotEquals(a, other);
      assertNotEquals(shapes.of(a), shapes.of(other));
    }
    assertEquals(shapes.of(string("x")), shapes.of(a.properties().get("id")));
  }

  @Test
  void childrenInDifferentSlotsAreDifferentShapes() {
    SchemaShapes shapes = new SchemaShapes();
    Schema items = new Schema(List.of("array"), Map.of(), List.of(), string(null), null, false, null, null,
        List.of(), List.of(), null, null, null, null, null);
    Schema values = new Schema(List.of("array"), Map.of(), List.of(), null, string(null), false, null, null,
        List.of(), List.of(), null, null, null, null, null);
    Schema oneOf = new Schema(List.of(), Map.of(), List.of(), null, null, false, null, null,
        List.of(string(null)), List.of(), null, null, null, null, null);
    Schema anyOf = new Schema(List.of(), Map.of(), List.of(), null, null, false, null, null,
        List.of(), List.of(string(null)), null, null, null, null, null);
    assertEquals(4, List.of(shapes.of(items), shapes.of(values), shapes.of(oneOf), shapes.of(anyOf)).stream()
        .distinct().count());
  }
}
