package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Cuts the malformed nodes out of a catalog tree so the semantic rules can run over everything
 * else. The tree is split into <em>parts</em>: each element of {@code ops}, {@code errors},
 * {@code aliases} and {@code asymmetries}, each entry of {@code types}, and each other top-level
 * member. A malformed node is removed; a malformed element of a list part is replaced by an
 * empty object, and a required key a part then lacks gets a valid placeholder, so list indexes
 * (and so the JSON pointers of every diagnostic) stay as they were and other parts that refer to a
 * part by name still find it. Removing a node can leave its parent without a required key; the
 * schema is checked again and the parent removed in turn, a few rounds at most.
 */
final class PartRepair {
  /** A repaired tree that passes the format schema, and the parts that had to be repaired. */
  record Repaired(ObjectNode tree, Set<String> malformedParts) {}

  private static final Set<String> LIST_PARTS = Set.of("ops", "errors", "aliases", "asymmetries");
  private static final Set<String> MAP_PARTS = Set.of("types");
  private static final Set<String> ROOT_SCALARS = Set.of("catalog_format", "name", "catalog_version");
  private static final int MAX_ROUNDS = 8;

  private PartRepair() {}

  /**
   * The tree with every malformed node cut out, or {@code null} when it does not pass the schema
   * after {@link #MAX_ROUNDS} rounds (the semantic rules are then skipped).
   *
   * @param malformed pointers of malformed nodes: values that are not data, and schema violations
   * @param unknownKeys pointers of unknown keys, which are removed without making their part malformed
   */
  static Repaired repair(ObjectNode original, Collection<String> malformed, Collection<String> unknownKeys,
      FormatSchemaCheck check) {
    ObjectNode tree = original.deepCopy();
    Set<String> parts = new TreeSet<>();
    List<String> broken = new ArrayList<>(malformed);
    List<String> extra = new ArrayList<>(unknownKeys);
    for (int round = 0; round < MAX_ROUNDS; round++) {
      List<Removal> removals = new ArrayList<>();
      extra.forEach(node -> plan(tree, node, removals));
      for (String node : broken) {
        parts.add(partOf(node));
        if (!plan(tree, node, removals)) {
          return null;
        }
      }
      // Applied after planning (array elements by identity), so removing one element does not shift the next.
      removals.forEach(Removal::apply);
      broken = new ArrayList<>();
      extra = new ArrayList<>();
      for (FormatSchemaCheck.Violation v : check.violations(onlyParts(tree, parts))) {
        (v.unknownKey() ? extra : broken).add(v.node());
      }
      if (broken.isEmpty() && extra.isEmpty()) {
        return new Repaired(tree, parts);
      }
    }
    return null;
  }

  /** Valid stand-ins for the list elements a re-check need not look at (indexes must stay). */
  private static final Map<String, JsonNode> STUBS = Map.of(
      "ops", object("id", "a", "summary", "s"),
      "errors", object("class", "A", "code", "E0000", "exit", "a"),
      "aliases", object("alias", "a", "target", "b"),
      "asymmetries", object("id", "A", "title", "t"));

  private static ObjectNode object(String... keysAndValues) {
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      out.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return out;
  }

  /**
   * The tree cut down to the parts being repaired (list elements elsewhere replaced by stubs, so
   * pointers stay), for re-checking only what changed: the format schema has no constraint
   * across parts, and the parts outside {@code parts} passed it and were not changed (an unknown
   * key removed cannot break one). The whole tree when the root itself is being repaired.
   */
  private static JsonNode onlyParts(ObjectNode tree, Set<String> parts) {
    if (parts.contains("")) {
      return tree;
    }
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    for (var member : tree.properties()) {
      String key = member.getKey();
      String at = "/" + key.replace("~", "~0").replace("/", "~1");
      JsonNode value = member.getValue();
      if (parts.contains(at) || ROOT_SCALARS.contains(key)) {
        out.set(key, value);
      } else if (LIST_PARTS.contains(key) && value instanceof ArrayNode list) {
        ArrayNode copy = out.putArray(key);
        for (int i = 0; i < list.size(); i++) {
          copy.add(parts.contains(at + "/" + i) ? list.get(i) : STUBS.get(key));
        }
      } else if (MAP_PARTS.contains(key) && value instanceof ObjectNode map) {
        ObjectNode copy = out.putObject(key);
        map.properties().forEach(e -> {
          if (parts.contains(at + "/" + e.getKey().replace("~", "~0").replace("/", "~1"))) {
            copy.set(e.getKey(), e.getValue());
          }
        });
      }
    }
    return out;
  }

  /**
   * The part a pointer lies in: {@code /ops/3}, {@code /types/FileEntry}, {@code /server}; the
   * empty pointer for the root itself.
   */
  static String partOf(String pointer) {
    if (pointer.isEmpty()) {
      return "";
    }
    int second = pointer.indexOf('/', 1);
    String top = second < 0 ? pointer.substring(1) : pointer.substring(1, second);
    if (second < 0 || !(LIST_PARTS.contains(top) || MAP_PARTS.contains(top))) {
      return second < 0 ? pointer : pointer.substring(0, second);
    }
    int third = pointer.indexOf('/', second + 1);
    return third < 0 ? pointer : pointer.substring(0, third);
  }

  /** Whether {@code pointer} is {@code part} or lies inside it. */
  static boolean within(String pointer, String part) {
    return part.isEmpty() || pointer.equals(part) || pointer.startsWith(part + "/");
  }

  /**
   * One node to take out of its parent: an object member by its key (Jackson shares its
   * {@code true}, {@code false} and {@code null} nodes, so the value alone does not say which
   * member it is), an array element by identity (so removing one does not shift the next; elements
   * that are one shared node are equal, so any of them may go).
   */
  private record Removal(JsonNode parent, String key, JsonNode node) {
    void apply() {
      if (parent instanceof ObjectNode object) {
        if (object.get(key) == node) { // not replaced by a placeholder since it was planned
          object.remove(key);
        }
      } else if (parent instanceof ArrayNode array) {
        for (int i = 0; i < array.size(); i++) {
          if (array.get(i) == node) {
            array.remove(i);
            return;
          }
        }
      }
    }
  }

  /**
   * Plans the removal of the node at {@code pointer}, or replaces it (a part that must stay) or
   * fills it in (a missing required key); false when nothing sensible can be done.
   */
  private static boolean plan(ObjectNode tree, String pointer, List<Removal> removals) {
    if (pointer.isEmpty()) {
      return false;
    }
    List<String> tokens = tokens(pointer);
    JsonNode parent = tree;
    for (int i = 0; i < tokens.size() - 1 && parent != null; i++) {
      parent = child(parent, tokens.get(i));
    }
    if (parent == null) {
      return true;
    }
    String last = tokens.get(tokens.size() - 1);
    boolean isPart = partOf(pointer).equals(pointer);
    boolean listPart = isPart && tokens.size() == 2 && LIST_PARTS.contains(tokens.get(0));
    boolean mapPart = isPart && tokens.size() == 2 && MAP_PARTS.contains(tokens.get(0));
    JsonNode present = child(parent, last);
    if (present == null) {
      return fillRequired(tree, tokens, parent, last, removals);
    }
    if (listPart) {
      ((ArrayNode) parent).set(Integer.parseInt(last), JsonNodeFactory.instance.objectNode());
    } else if (mapPart) {
      ((ObjectNode) parent).set(last, JsonNodeFactory.instance.objectNode());
    } else {
      removals.add(new Removal(parent, last, present));
    }
    return true;
  }

  /**
   * A required key is missing: a list part or the root gets a placeholder for it; any other
   * object (inside a part) is removed in turn.
   */
  private static boolean fillRequired(ObjectNode tree, List<String> tokens, JsonNode parent, String key,
      List<Removal> removals) {
    if (!(parent instanceof ObjectNode object)) {
      return false;
    }
    if (tokens.size() == 1) {
      JsonNode placeholder = rootPlaceholder(key);
      if (placeholder == null) {
        return false;
      }
      object.set(key, placeholder);
      return true;
    }
    if (tokens.size() == 3 && LIST_PARTS.contains(tokens.get(0))) {
      String placeholder = partPlaceholder(tokens.get(0), key, tokens.get(1));
      if (placeholder == null) {
        return false;
      }
      object.put(key, placeholder);
      return true;
    }
    String parentPointer = "/" + String.join("/", tokens.subList(0, tokens.size() - 1).stream()
        .map(t -> t.replace("~", "~0").replace("/", "~1")).toList());
    return plan(tree, parentPointer, removals);
  }

  private static JsonNode rootPlaceholder(String key) {
    return switch (key) {
      case "catalog_format" -> IntNode.valueOf(1);
      case "name" -> TextNode.valueOf("malformed");
      case "catalog_version" -> TextNode.valueOf("0.0.0");
      case "ops" -> JsonNodeFactory.instance.arrayNode();
      default -> null;
    };
  }

  /** Valid, distinct stand-ins for the required keys of a list part (its index keeps them apart). */
  private static String partPlaceholder(String list, String key, String index) {
    return switch (list + "." + key) {
      case "ops.id" -> "malformed_op_" + index;
      case "ops.summary", "asymmetries.title" -> "malformed";
      case "asymmetries.id" -> "Malformed" + index;
      case "errors.class" -> "MalformedErrorRow" + index;
      case "errors.code" -> "E0000";
      case "errors.exit" -> "malformed";
      case "aliases.alias" -> "malformed_alias_" + index;
      case "aliases.target" -> "malformed_target_" + index;
      default -> null;
    };
  }

  private static JsonNode child(JsonNode node, String token) {
    if (node instanceof ObjectNode object) {
      return object.get(token);
    }
    if (node instanceof ArrayNode array && !token.isEmpty() && token.chars().allMatch(Character::isDigit)
        && token.length() < 10) {
      return array.get(Integer.parseInt(token));
    }
    return null;
  }

  /** The unescaped reference tokens of a JSON pointer (RFC 6901). */
  private static List<String> tokens(String pointer) {
    List<String> out = new ArrayList<>();
    if (pointer.isEmpty()) {
      return out;
    }
    int start = 1;
    while (true) {
      int slash = pointer.indexOf('/', start);
      String raw = slash < 0 ? pointer.substring(start) : pointer.substring(start, slash);
      out.add(raw.replace("~1", "/").replace("~0", "~"));
      if (slash < 0) {
        return out;
      }
      start = slash + 1;
    }
  }
}
