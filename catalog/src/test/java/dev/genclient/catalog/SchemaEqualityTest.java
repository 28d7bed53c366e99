package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Schema}'s hand-written {@code equals} and {@code hashCode} mean what a record's generated
 * ones mean: two schemas are equal exactly when every component is, so a component added later and
 * left out of them fails here.
 */
class SchemaEqualityTest {
  /** A value for each component type; {@code other} differs from {@code base}. */
  private static Object value(Class<?> type, String name, boolean other) {
    if (type == List.class) {
      return switch (name) {
        case "enumValues" -> List.of(new TextNode(other ? "b" : "a"));
        case "oneOf", "anyOf" -> other ? List.of(Schema.any()) : List.of();
        default -> List.of(other ? "y" : "x");
      };
    }
    if (type == Map.class) {
      return other ? Map.of("p", Schema.any()) : Map.of();
    }
    if (type == Schema.class) {
      return other ? Schema.any() : null;
    }
    if (type == boolean.class) {
      return other;
    }
    if (type == String.class) {
      return other ? "s2" : "s1";
    }
    if (type == Schema.Discriminator.class) {
      return new Schema.Discriminator(other ? "kind2" : "kind", Map.of());
    }
    return new IntNode(other ? 2 : 1); // JsonNode
  }

  private static Schema make(RecordComponent[] components, int changed) throws ReflectiveOperationException {
    Object[] args = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      args[i] = value(types[i], components[i].getName(), i == changed);
    }
    Constructor<Schema> constructor = Schema.class.getDeclaredConstructor(types);
    return constructor.newInstance(args);
  }

  @Test
  void equalExactlyWhenEveryComponentIs() throws ReflectiveOperationException {
    RecordComponent[] components = Schema.class.getRecordComponents();
    Schema base = make(components, -1);
    Schema copy = make(components, -1);
    assertEquals(base, copy);
    assertEquals(base.hashCode(), copy.hashCode());
    for (int i = 0; i < components.length; i++) {
      Schema changed = make(components, i);
      assertNotEquals(base, changed, components[i].getName());
      assertNotEquals(changed, base, components[i].getName());
      assertEquals(changed, make(components, i), components[i].getName());
      assertEquals(changed.hashCode(), make(components, i).hashCode(), components[i].getName());
    }
    assertNotEquals(base, null);
    assertNotEquals(base, "schema");
  }
}
