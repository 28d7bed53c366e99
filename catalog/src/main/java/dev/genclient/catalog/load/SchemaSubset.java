package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fast yes/no check of a JSON document against a JSON Schema that uses only the keywords
 * {@code catalog.schema.json} uses (type, properties, patternProperties, additionalProperties,
 * required, items, enum, const, pattern, minLength, minItems, uniqueItems, minimum, maximum, local
 * {@code $ref}; annotations are ignored). It answers only whether a document conforms: the
 * located diagnostics of a document that does not come from the full schema engine, which
 * costs a set-up on every run that this check does not. {@link #compile} returns null for a
 * schema with any other keyword, so a schema that grows past the subset falls back to the engine
 * rather than being checked wrongly. Where it is unsure (a {@code 1.0} where an integer is
 * expected) it answers "does not conform", which only costs the engine's run.
 */
final class SchemaSubset {
  private static final Set<String> ANNOTATIONS = Set.of("description", "default", "title", "$comment", "$schema",
      "$id", "$defs", "examples");

  private final Map<String, Node> defs = new HashMap<>();
  private final JsonNode root;
  private Node rootNode;

  private SchemaSubset(JsonNode root) {
    this.root = root;
  }

  /** The compiled check of {@code schema}, or null when the schema uses a keyword outside the subset. */
  static SchemaSubset compile(JsonNode schema) {
    SchemaSubset subset = new SchemaSubset(schema);
    try {
      subset.rootNode = subset.node(schema);
      for (Node node : new ArrayList<>(subset.defs.values())) {
        node.resolve(subset);
      }
      subset.rootNode.resolve(subset);
      return subset;
    } catch (Unsupported e) {
      return null;
    }
  }

  /** Whether {@code document} conforms to the schema (false may also mean "ask the engine"). */
  boolean conforms(JsonNode document) {
    return rootNode.accepts(document);
  }

  private Node node(JsonNode schema) {
    if (schema.isBoolean()) {
      Node node = new Node();
      node.never = !schema.booleanValue();
      return node;
    }
    if (!schema.isObject()) {
      throw new Unsupported();
    }
    Node node = new Node();
    Iterator<Map.Entry<String, JsonNode>> fields = schema.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      String key = field.getKey();
      JsonNode value = field.getValue();
      switch (key) {
        case "type" -> node.types = types(value);
        case "properties" -> {
          node.properties = new LinkedHashMap<>();
          value.fields().forEachRemaining(p -> node.properties.put(p.getKey(), node(p.getValue())));
        }
        case "patternProperties" -> {
          List<PatternProperty> patterns = new ArrayList<>();
          value.fields().forEachRemaining(p -> patterns.add(new PatternProperty(new TextPattern(p.getKey()), node(p.getValue()))));
          node.patternProperties = patterns.toArray(new PatternProperty[0]);
        }
        case "additionalProperties" -> node.additional = node(value);
        case "required" -> {
          node.required = new ArrayList<>();
          value.forEach(name -> node.required.add(name.asText()));
        }
        case "items" -> node.items = node(value);
        case "enum" -> {
          node.allowed = new ArrayList<>();
          value.forEach(node.allowed::add);
        }
        case "const" -> node.allowed = List.of(value);
        case "pattern" -> node.pattern = new TextPattern(value.asText());
        case "minLength" -> node.minLength = value.intValue();
        case "minItems" -> node.minItems = value.intValue();
        case "uniqueItems" -> node.uniqueItems = value.booleanValue();
        case "minimum" -> node.minimum = value.decimalValue();
        case "maximum" -> node.maximum = value.decimalValue();
        case "$ref" -> node.ref = value.asText();
        default -> {
          if (!ANNOTATIONS.contains(key)) {
            throw new Unsupported();
          }
        }
      }
    }
    return node;
  }

  private Node def(String ref) {
    if (!ref.startsWith("#/$defs/") || ref.indexOf('/', "#/$defs/".length()) >= 0 || ref.contains("~") || ref.contains("%")) {
      throw new Unsupported();
    }
    Node known = defs.get(ref);
    if (known != null) {
      return known;
    }
    JsonNode schema = root.path("$defs").get(ref.substring("#/$defs/".length()));
    if (schema == null) {
      throw new Unsupported();
    }
    Node node = node(schema);
    defs.put(ref, node);
    node.resolve(this);
    return node;
  }

  /** The names of a {@code type} keyword, as an array: checked for every value, so without an iterator each time. */
  private static String[] types(JsonNode value) {
    Set<String> types = new LinkedHashSet<>();
    if (value.isArray()) {
      value.forEach(t -> types.add(t.asText()));
    } else {
      types.add(value.asText());
    }
    return types.toArray(new String[0]);
  }

  /** One compiled schema object. */
  private static final class Node {
    boolean never;
    String[] types;
    Map<String, Node> properties;
    /** An array, not a map: tried on every key of every object of its kind, so without an iterator each time. */
    PatternProperty[] patternProperties;
    Node additional;
    List<String> required;
    Node items;
    List<JsonNode> allowed;
    TextPattern pattern;
    int minLength = -1;
    int minItems = -1;
    boolean uniqueItems;
    BigDecimal minimum;
    BigDecimal maximum;
    String ref;
    Node target;
    boolean resolved;

    void resolve(SchemaSubset subset) {
      if (resolved) {
        return;
      }
      resolved = true;
      if (ref != null) {
        target = subset.def(ref);
      }
      for (Node child : children()) {
        child.resolve(subset);
      }
    }

    private List<Node> children() {
      List<Node> out = new ArrayList<>();
      if (properties != null) {
        out.addAll(properties.values());
      }
      if (patternProperties != null) {
        for (PatternProperty property : patternProperties) {
          out.add(property.node());
        }
      }
      if (additional != null) {
        out.add(additional);
      }
      if (items != null) {
        out.add(items);
      }
      return out;
    }

    boolean accepts(JsonNode value) {
      if (never) {
        return false;
      }
      if (target != null && !target.accepts(value)) {
        return false;
      }
      if (types != null && !hasType(value)) {
        return false;
      }
      if (allowed != null && !isAllowed(value)) {
        return false;
      }
      if (value.isTextual() && !acceptsText(value.textValue())) {
        return false;
      }
      if (value.isNumber() && (!finite(value) || !acceptsNumber(value.decimalValue()))) {
        return false; // a non-finite double (1e400 read as a double): leave to the engine
      }
      if (value.isArray() && !acceptsArray(value)) {
        return false;
      }
      return !value.isObject() || acceptsObject(value);
    }

    private boolean hasType(JsonNode value) {
      for (String type : types) {
        boolean match = switch (type) {
          case "string" -> value.isTextual();
          case "object" -> value.isObject();
          case "array" -> value.isArray();
          case "boolean" -> value.isBoolean();
          case "null" -> value.isNull();
          case "number" -> value.isNumber();
          case "integer" -> value.isIntegralNumber(); // 1.0: leave to the engine
          default -> false;
        };
        if (match) {
          return true;
        }
      }
      return false;
    }

    private boolean isAllowed(JsonNode value) {
      if (!finite(value)) {
        return false;
      }
      Object key = canonical(value);
      for (JsonNode candidate : allowed) {
        if (canonical(candidate).equals(key)) {
          return true;
        }
      }
      return false;
    }

    private boolean acceptsText(String text) {
      if (minLength >= 0 && text.codePointCount(0, text.length()) < minLength) {
        return false;
      }
      return pattern == null || pattern.find(text);
    }

    private boolean acceptsNumber(BigDecimal number) {
      return (minimum == null || number.compareTo(minimum) >= 0) && (maximum == null || number.compareTo(maximum) <= 0);
    }

    private boolean acceptsArray(JsonNode array) {
      if (minItems >= 0 && array.size() < minItems) {
        return false;
      }
      if (uniqueItems) {
        Set<Object> seen = new HashSet<>();
        for (JsonNode element : array) {
          if (!finite(element) || !seen.add(canonical(element))) {
            return false;
          }
        }
      }
      if (items != null) {
        for (JsonNode element : array) {
          if (!items.accepts(element)) {
            return false;
          }
        }
      }
      return true;
    }

    private boolean acceptsObject(JsonNode object) {
      if (required != null) {
        for (String name : required) {
          if (!object.has(name)) {
            return false;
          }
        }
      }
      if (properties == null && patternProperties == null && additional == null) {
        return true;
      }
      Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        if (!acceptsProperty(field.getKey(), field.getValue())) {
          return false;
        }
      }
      return true;
    }

    private boolean acceptsProperty(String name, JsonNode value) {
      boolean matched = false;
      Node declared = properties == null ? null : properties.get(name);
      if (declared != null) {
        matched = true;
        if (!declared.accepts(value)) {
          return false;
        }
      }
      if (patternProperties != null) {
        for (PatternProperty property : patternProperties) {
          if (property.pattern().find(name)) {
            matched = true;
            if (!property.node().accepts(value)) {
              return false;
            }
          }
        }
      }
      return matched || additional == null || additional.accepts(value);
    }
  }

  /** One entry of {@code patternProperties}. */
  private record PatternProperty(TextPattern pattern, Node node) {}

  /**
   * A JSON Schema {@code pattern} (an ECMA-262 regular expression, searched for anywhere in the
   * text). One that is {@code ^} and plain characters ({@code ^x-}, the extension keys that every
   * object of the schema allows) is a prefix test; any other reuses one matcher per thread, as it
   * is tried on every key or string of its kind.
   */
  private static final class TextPattern {
    private static final Pattern PLAIN_PREFIX = Pattern.compile("\\^[A-Za-z0-9_-]*");

    private final String prefix;
    private final ThreadLocal<Matcher> matcher;

    TextPattern(String regex) {
      Pattern pattern = Pattern.compile(regex);
      this.prefix = PLAIN_PREFIX.matcher(regex).matches() ? regex.substring(1) : null;
      this.matcher = ThreadLocal.withInitial(() -> pattern.matcher(""));
    }

    boolean find(String text) {
      return prefix != null ? text.startsWith(prefix) : matcher.get().reset(text).find();
    }
  }

  /** False for a number read as a non-finite double, which has no exact decimal value; true otherwise. */
  private static boolean finite(JsonNode value) {
    return !value.isFloatingPointNumber() || value.isBigDecimal() || Double.isFinite(value.doubleValue());
  }

  /**
   * A value whose {@code equals} is JSON Schema's equality: numbers by value (1 = 1.0), objects
   * regardless of key order, and no value of one JSON type equal to one of another.
   */
  static Object canonical(JsonNode value) {
    if (value.isNumber()) {
      return finite(value) ? value.decimalValue().stripTrailingZeros() : value.doubleValue();
    }
    if (value.isArray()) {
      List<Object> items = new ArrayList<>(value.size());
      value.forEach(item -> items.add(canonical(item)));
      return items;
    }
    if (value.isObject()) {
      Map<String, Object> fields = new HashMap<>();
      value.fields().forEachRemaining(field -> fields.put(field.getKey(), canonical(field.getValue())));
      return fields;
    }
    if (value.isTextual()) {
      return value.textValue();
    }
    if (value.isBoolean()) {
      return value.booleanValue();
    }
    return NULL;
  }

  private static final Object NULL = new Object();

  /** The schema uses something outside the subset. */
  private static final class Unsupported extends RuntimeException {
    Unsupported() {
      super(null, null, false, false);
    }
  }
}
