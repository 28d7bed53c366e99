package dev.genclient.fuzz;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded mutations of a catalog: byte flips, truncation, deleted and duplicated keys, type swaps,
 * deep nesting, huge strings, odd Unicode, extreme numbers and hostile ids. Each case applies one
 * to three of them and says which, so a failure can be read (and replayed from its seed).
 */
final class CatalogMutator {
  /** A mutated catalog and what was done to it. */
  record Mutant(byte[] bytes, String description) {}

  private enum Operator { BYTE_FLIP, TRUNCATE, DELETE_KEY, DUPLICATE_KEY, TYPE_SWAP, DEEP_NESTING, HUGE_STRING,
    ODD_UNICODE, EXTREME_NUMBER, HOSTILE_ID, HOSTILE_KEY }

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

  /** Text that is valid JSON but odd Unicode: lone surrogates, controls, bidi overrides, separators, BOM, astral. */
  private static final List<String> ODD_TEXT = List.of(
      "\"\\ud800\"", "\"a\\udc00b\"", "\"\\u0000nul\"", "\"esc\\u001b[31mred\"", "\"rtl\\u202eevil\"",
      "\"line\\u2028sep\"", "\"para\\u2029sep\"", "\"\\ufeffbom\"", "\"nel\\u0085x\"", "\"emoji \\ud83d\\ude00\"",
      "\"combining e\\u0301\"", "\"multi\\nline\\r\\nsummary\"", "\"tab\\tx\"", "\"\"", "\" \"", "\"*/ /* \\\\u000a\"");

  private static final List<String> EXTREME_NUMBERS = List.of(
      "1e999", "-1e999", "1e308", "-1.7976931348623157e308", "4.9e-324", "1e-400", "9223372036854775808",
      "-9223372036854775809", "123456789012345678901234567890", "-0", "0.0", "1e64", "2147483648", "-1");

  private final JsonNode tree;
  private final Random random;

  private CatalogMutator(JsonNode tree, long seed) {
    this.tree = tree;
    this.random = new Random(seed);
  }

  /** The parsed catalog that mutants start from; read-only, so cases may run on several threads. */
  static JsonNode parse(byte[] catalog) {
    try {
      return JSON.readTree(catalog);
    } catch (java.io.IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The mutant of one case: the same seed always gives the same bytes. */
  static Mutant mutant(JsonNode catalog, long seed) {
    return new CatalogMutator(catalog, seed).next();
  }

  /** One to three operators, applied to a copy of the tree or, for byte operators, to its bytes. */
  private Mutant next() {
    int count = 1 + random.nextInt(3);
    JsonNode copy = tree.deepCopy();
    List<String> done = new ArrayList<>();
    List<Operator> byteOps = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Operator op = Operator.values()[random.nextInt(Operator.values().length)];
      if (op == Operator.BYTE_FLIP || op == Operator.TRUNCATE) {
        byteOps.add(op);
      } else {
        done.add(apply(op, copy));
      }
    }
    byte[] bytes = write(copy);
    for (Operator op : byteOps) {
      if (op == Operator.BYTE_FLIP) {
        int at = random.nextInt(bytes.length);
        int bit = random.nextInt(8);
        bytes = bytes.clone();
        bytes[at] ^= (byte) (1 << bit);
        done.add("flip bit " + bit + " of byte " + at);
      } else {
        int at = random.nextInt(bytes.length);
        bytes = Arrays.copyOf(bytes, at);
        done.add("truncate at byte " + at);
      }
    }
    return new Mutant(bytes, String.join("; ", done));
  }

  private String apply(Operator op, JsonNode root) {
    Slot slot = pick(root);
    return switch (op) {
      case DELETE_KEY -> deleteKey(root);
      case DUPLICATE_KEY -> duplicateKey(root);
      case TYPE_SWAP -> {
        JsonNode replacement = switch (random.nextInt(6)) {
          case 0 -> NODES.textNode("swapped");
          case 1 -> NODES.numberNode(42);
          case 2 -> NODES.booleanNode(true);
          case 3 -> NODES.nullNode();
          case 4 -> NODES.arrayNode().add("x");
          default -> NODES.objectNode().put("k", 1);
        };
        yield slot.set(replacement, "type swap");
      }
      case DEEP_NESTING -> {
        int depth = 10 + random.nextInt(120);
        StringBuilder raw = new StringBuilder();
        raw.append("[".repeat(depth)).append("1").append("]".repeat(depth));
        yield slot.set(NODES.rawValueNode(new RawValue(raw.toString())), "nesting depth " + depth);
      }
      case HUGE_STRING -> {
        int length = random.nextBoolean() ? 1_000 + random.nextInt(100_000) : (1 << 20) - 8 + random.nextInt(16);
        yield slot.set(NODES.textNode("h".repeat(length)), "string of " + length + " characters");
      }
      case ODD_UNICODE -> {
        String text = ODD_TEXT.get(random.nextInt(ODD_TEXT.size()));
        yield slot.set(NODES.rawValueNode(new RawValue(text)), "odd text " + text);
      }
      case EXTREME_NUMBER -> {
        String number = EXTREME_NUMBERS.get(random.nextInt(EXTREME_NUMBERS.size()));
        yield slot.set(NODES.rawValueNode(new RawValue(number)), "number " + number);
      }
      case HOSTILE_ID -> hostileId(root);
      case HOSTILE_KEY -> hostileKey(root);
      case BYTE_FLIP, TRUNCATE -> throw new IllegalStateException("byte operators are applied to the bytes");
    };
  }

  /** An op id (or alias) that is deep, long, empty or malformed. */
  private String hostileId(JsonNode root) {
    List<ObjectNode> ops = new ArrayList<>();
    // An earlier mutation may have replaced an op by raw text or another kind of value.
    root.path("ops").forEach(node -> {
      if (node instanceof ObjectNode op) {
        ops.add(op);
      }
    });
    if (ops.isEmpty()) {
      return "no ops for a hostile id";
    }
    ObjectNode op = ops.get(random.nextInt(ops.size()));
    String id = switch (random.nextInt(8)) {
      case 0 -> String.join(".", java.util.Collections.nCopies(2 + random.nextInt(3000), "a"));
      case 1 -> "files." + "x".repeat(200 + random.nextInt(400));
      case 2 -> "";
      case 3 -> "files..list";
      case 4 -> "files.list.";
      case 5 -> "Files.Remove";
      case 6 -> String.join(".", java.util.Collections.nCopies(32, "s" + random.nextInt(10)));
      default -> op.path("id").asText() + "_" + random.nextInt(1000);
    };
    op.put("id", id);
    return "op id of " + id.length() + " characters";
  }

  /** A key with control characters or of great length in a random object. */
  private String hostileKey(JsonNode root) {
    ObjectNode object = pickObject(root);
    String key = switch (random.nextInt(4)) {
      case 0 -> "bad\nkey";
      case 1 -> "esc\u001b[2J";
      case 2 -> "k".repeat(5_000 + random.nextInt(50_000));
      default -> "x-ok";
    };
    object.put(key, 1);
    return "key of " + key.length() + " characters";
  }

  private String deleteKey(JsonNode root) {
    ObjectNode object = pickObject(root);
    if (object.isEmpty()) {
      return "delete key (none)";
    }
    List<String> keys = new ArrayList<>();
    object.fieldNames().forEachRemaining(keys::add);
    String key = keys.get(random.nextInt(keys.size()));
    object.remove(key);
    return "delete key " + key;
  }

  /** Replaces an object by its own text with its first member written twice. */
  private String duplicateKey(JsonNode root) {
    ObjectNode object = pickObject(root);
    if (object.isEmpty() || object == root) {
      return "duplicate key (none)";
    }
    String first = object.fieldNames().next();
    String text = toText(object);
    String duplicated = text.substring(0, text.length() - 1) + "," + toText(NODES.textNode(first)) + ":"
        + toText(object.get(first)) + "}";
    replaceEverywhere(root, object, NODES.rawValueNode(new RawValue(duplicated)));
    return "duplicate key " + first;
  }

  /** A value somewhere in the tree and a way to replace it. */
  private record Slot(JsonNode parent, String key, int index) {
    String set(JsonNode value, String what) {
      if (parent instanceof ObjectNode object) {
        object.set(key, value);
        return what + " at key " + key;
      }
      ((ArrayNode) parent).set(index, value);
      return what + " at index " + index;
    }
  }

  private Slot pick(JsonNode root) {
    List<Slot> slots = new ArrayList<>();
    collect(root, slots);
    return slots.get(random.nextInt(slots.size()));
  }

  private static void collect(JsonNode node, List<Slot> slots) {
    if (node instanceof ObjectNode object) {
      object.properties().forEach(e -> {
        slots.add(new Slot(object, e.getKey(), -1));
        collect(e.getValue(), slots);
      });
    } else if (node instanceof ArrayNode array) {
      for (int i = 0; i < array.size(); i++) {
        slots.add(new Slot(array, null, i));
        collect(array.get(i), slots);
      }
    }
  }

  private ObjectNode pickObject(JsonNode root) {
    List<ObjectNode> objects = new ArrayList<>();
    objects(root, objects);
    return objects.get(random.nextInt(objects.size()));
  }

  private static void objects(JsonNode node, List<ObjectNode> out) {
    if (node instanceof ObjectNode object) {
      out.add(object);
    }
    if (node.isContainerNode()) {
      node.forEach(child -> objects(child, out));
    }
  }

  private static void replaceEverywhere(JsonNode node, JsonNode target, JsonNode replacement) {
    if (node instanceof ObjectNode object) {
      String hit = null;
      for (var e : object.properties()) {
        if (e.getValue() == target) {
          hit = e.getKey();
        } else {
          replaceEverywhere(e.getValue(), target, replacement);
        }
      }
      if (hit != null) {
        object.set(hit, replacement);
      }
    } else if (node instanceof ArrayNode array) {
      for (int i = 0; i < array.size(); i++) {
        if (array.get(i) == target) {
          array.set(i, replacement);
        } else {
          replaceEverywhere(array.get(i), target, replacement);
        }
      }
    }
  }

  private static String toText(JsonNode node) {
    try {
      return JSON.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] write(JsonNode node) {
    return toText(node).getBytes(StandardCharsets.UTF_8);
  }
}
