package dev.genclient.targets.ts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Maps catalog schemas to TypeScript type expressions: named schemas to their exported type
 * (with a module prefix where the caller imports them as a namespace), enums and consts to literal
 * unions, oneOf/anyOf to unions, objects to type literals with quoted keys where needed, and
 * anything the subset cannot type precisely to {@code unknown}.
 *
 * <p>In <em>output</em> mode (results and events) a string enum of two or more values is open:
 * {@code "a" | "b" | (string & {})} keeps editor completion and still accepts a value a newer
 * server adds. Params are closed unions; so are consts and one-value enums (discriminators).
 */
final class TsTypes {
  /** Appended to an open enum: any other string, without collapsing the literals into {@code string}. */
  static final String OTHER_STRING = "(string & {})";

  private final LinkedCatalog linked;
  private final TsSymbols symbols;
  private final String prefix;
  private final boolean output;
  /** Whether a named type was written with the prefix, shared with the {@link #output()} twin. */
  private final java.util.concurrent.atomic.AtomicBoolean prefixed;

  TsTypes(LinkedCatalog linked, TsSymbols symbols, String prefix) {
    this(linked, symbols, prefix, false, new java.util.concurrent.atomic.AtomicBoolean());
  }

  private TsTypes(LinkedCatalog linked, TsSymbols symbols, String prefix, boolean output,
      java.util.concurrent.atomic.AtomicBoolean prefixed) {
    this.linked = linked;
    this.symbols = symbols;
    this.prefix = prefix;
    this.output = output;
    this.prefixed = prefixed;
  }

  /** The same mapping for output positions (results, events): string enums open. */
  TsTypes output() {
    return new TsTypes(linked, symbols, prefix, true, prefixed);
  }

  /**
   * A paged call's item type in output position: its result's items array's item type ({@code unknown} for
   * untyped items); empty for an op that does not page.
   */
  String pageItem(Operation op) {
    if (op.kind() != Kind.CALL || op.pagination() == null) {
      return "";
    }
    Schema result = linked.resolve(op.result());
    Schema items = result == null ? null : linked.resolve(result.properties().get(op.pagination().items()));
    return items == null || items.items() == null ? "unknown" : output().of(items.items());
  }

  /** Whether this mapping is for output positions (results, events). */
  boolean isOutput() {
    return output;
  }

  /** Whether any type so far named a catalog type through the prefix (so the module import is used). */
  boolean usedPrefix() {
    return prefixed.get();
  }

  /**
   * The linker names of the types a params schema reaches (through properties, items, maps,
   * variants and {@code $ref}s): those stay closed even when a result uses them too.
   */
  static Set<String> inputTypes(ClientPlan plan) {
    InputWalk walk = new InputWalk(plan.linked());
    for (dev.genclient.catalog.Operation op : plan.ops()) {
      walk.op++;
      walk.reach(op.params());
    }
    return walk.names;
  }

  /**
   * The walk of {@link #inputTypes}: each op's walk skips a schema equal to one it has met, by the
   * number of its shape ({@link SchemaShapes}) rather than by hashing the schema.
   */
  private static final class InputWalk {
    final LinkedCatalog linked;
    final SchemaShapes shapes = new SchemaShapes();
    final Set<String> names = new java.util.HashSet<>();
    /** The op (numbered from 1) whose walk last met each shape. */
    int[] metBy = new int[64];
    int op;

    InputWalk(LinkedCatalog linked) {
      this.linked = linked;
    }

    void reach(Schema schema) {
      if (schema == null) {
        return;
      }
      int shape = shapes.of(schema);
      if (shape >= metBy.length) {
        metBy = java.util.Arrays.copyOf(metBy, Math.max(shape + 1, 2 * metBy.length));
      }
      if (metBy[shape] == op) {
        return;
      }
      metBy[shape] = op;
      var name = linked.typeName(schema);
      if (name.isPresent()) {
        names.add(name.get());
      }
      Schema resolved = linked.resolve(schema);
      if (resolved != schema) {
        reach(resolved);
      }
      for (Schema property : resolved.properties().values()) {
        reach(property);
      }
      reach(resolved.items());
      reach(resolved.additionalProperties());
      for (Schema variant : resolved.variants()) {
        reach(variant);
      }
    }
  }

  /** The type of a value of {@code schema}; {@code null} for an absent schema (an op without a result). */
  String of(Schema schema) {
    if (schema == null) {
      return "null";
    }
    var named = linked.typeName(schema);
    if (named.isPresent()) {
      prefixed.set(true);
      return prefix + symbols.type(named.get());
    }
    return definition(schema);
  }

  /** The expansion of a schema itself, never its own name (the right-hand side of its {@code type} alias). */
  String definition(Schema schema) {
    if (schema.isRef()) {
      prefixed.set(true);
      return prefix + symbols.type(schema.ref());
    }
    String base = base(schema);
    if (schema.isNullable() && !base.equals("unknown") && !base.equals("null")) {
      return base + " | null";
    }
    return base;
  }

  private String base(Schema schema) {
    if (schema.enumValues() != null) {
      List<String> literals = new ArrayList<>(schema.enumValues().stream().map(TsTypes::literalType).toList());
      if (output && isOpenable(schema.enumValues())) {
        literals.add(OTHER_STRING);
      }
      return union(literals);
    }
    if (schema.constValue() != null) {
      return literalType(schema.constValue());
    }
    if (!schema.variants().isEmpty()) {
      return union(schema.variants().stream().map(v -> parenthesized(of(v))).toList());
    }
    List<String> types = new ArrayList<>();
    for (String type : schema.types()) {
      if (!type.equals("null")) {
        types.add(parenthesized(primitive(type, schema)));
      }
    }
    if (types.isEmpty()) {
      return schema.types().contains("null") ? "null" : "unknown";
    }
    return union(types);
  }

  private String primitive(String type, Schema schema) {
    return switch (type) {
      case "string" -> "string";
      case "integer", "number" -> "number";
      case "boolean" -> "boolean";
      case "array" -> parenthesized(of(schema.items() == null ? Schema.any() : schema.items())) + "[]";
      case "object" -> object(schema);
      default -> "unknown";
    };
  }

  private String object(Schema schema) {
    List<String> members = new ArrayList<>();
    for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
      boolean required = schema.required().contains(property.getKey());
      members.add(TsText.key(property.getKey()) + (required ? "" : "?") + ": " + of(property.getValue()));
    }
    if (!schema.closed() && (members.isEmpty() || !output)) {
      // Every declared property must fit the index signature, so extra keys are typed unknown
      // unless the object is a pure map. A result's object with declared properties has none: a
      // misspelt key is a type error, while keys a newer server adds still reach the caller at run time.
      String extra = schema.additionalProperties() != null && members.isEmpty() ? of(schema.additionalProperties()) : "unknown";
      members.add("[key: string]: " + extra);
    }
    return members.isEmpty() ? "{ [key: string]: never }" : "{ " + String.join("; ", members) + " }";
  }

  /** Two or more strings (nulls aside): an enum a newer server may extend; a one-value enum works like a const. */
  private static boolean isOpenable(List<JsonNode> values) {
    long strings = values.stream().filter(JsonNode::isTextual).count();
    return strings >= 2 && values.stream().allMatch(v -> v.isTextual() || v.isNull());
  }

  /** The TS literal type of a JSON scalar; arrays and objects (legal in enum) type as unknown. */
  static String literalType(JsonNode value) {
    if (value.isTextual()) {
      return TsText.literal(value.asText());
    }
    if (value.isNull()) {
      return "null";
    }
    if (value.isBoolean() || value.isIntegralNumber()) {
      return value.asText();
    }
    if (value.isNumber()) {
      return Double.isFinite(value.doubleValue()) ? value.asText() : "number";
    }
    return "unknown";
  }

  private static String union(List<String> parts) {
    Set<String> unique = new LinkedHashSet<>(parts);
    if (unique.contains("unknown")) {
      return "unknown";
    }
    return unique.isEmpty() ? "never" : String.join(" | ", unique);
  }

  private static String parenthesized(String type) {
    return type.contains(" | ") || type.contains("=>") ? "(" + type + ")" : type;
  }
}
