package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import java.math.BigDecimal;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns text params (query string, path segments) into JSON by the param's schema type:
 * integers, numbers and booleans are parsed, arrays come from repeated keys. Text that does not
 * parse stays a string, so the validator reports the wrong type with its pointer.
 */
final class ParamDecoder {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final Catalog catalog;

  ParamDecoder(Catalog catalog) {
    this.catalog = catalog;
  }

  /** Splits a raw query string into decoded keys with their values in order. */
  static Map<String, List<String>> parseQuery(String rawQuery) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    if (rawQuery == null || rawQuery.isEmpty()) {
      return out;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
      String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      out.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
    }
    return out;
  }

  /** Puts each text param into {@code target}, typed by the property schema of {@code params}. */
  void decodeInto(ObjectNode target, Schema params, Map<String, List<String>> text) {
    Schema shape = params == null ? null : SchemaTree.resolve(catalog, params);
    for (Map.Entry<String, List<String>> entry : text.entrySet()) {
      Schema property = shape == null ? null : shape.properties().get(entry.getKey());
      if (property == null && shape != null) {
        property = shape.additionalProperties();
      }
      Schema resolved = property == null ? null : SchemaTree.resolve(catalog, property);
      List<String> values = entry.getValue();
      if (resolved != null && resolved.isArray()) {
        ArrayNode array = target.putArray(entry.getKey());
        Schema items = resolved.items() == null ? null : SchemaTree.resolve(catalog, resolved.items());
        values.forEach(v -> array.add(scalar(v, items)));
      } else {
        target.set(entry.getKey(), scalar(values.get(values.size() - 1), resolved));
      }
    }
  }

  private static JsonNode scalar(String text, Schema schema) {
    String type = schema == null ? null : schema.primaryType();
    if (schema != null && schema.isNullable() && text.equals("null")) {
      return F.nullNode();
    }
    if ("integer".equals(type)) {
      try {
        return F.numberNode(new BigDecimal(text).toBigIntegerExact());
      } catch (ArithmeticException | NumberFormatException e) {
        return F.textNode(text);
      }
    }
    if ("number".equals(type)) {
      try {
        return F.numberNode(new BigDecimal(text));
      } catch (NumberFormatException e) {
        return F.textNode(text);
      }
    }
    if ("boolean".equals(type) && (text.equals("true") || text.equals("false"))) {
      return F.booleanNode(Boolean.parseBoolean(text));
    }
    return F.textNode(text);
  }
}
