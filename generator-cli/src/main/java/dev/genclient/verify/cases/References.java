package dev.genclient.verify.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code ${name.result.path}} references in a case's arguments: found for the checks, and
 * replaced by the setup case's result (a whole string that is one reference takes the value's
 * JSON type; inside a longer string the value's text).
 */
public final class References {
  private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z0-9_./-]+?)\\.result((?:\\.[A-Za-z0-9_-]+)*)}");

  /** One reference: the case it names, the dotted path under its result ({@code .id} or empty), and the argument's pointer. */
  public record Found(String caseName, String path, String pointer) {}

  private References() {}

  /** Every reference in {@code value}, with pointers starting at {@code pointer}. */
  public static List<Found> in(JsonNode value, String pointer) {
    List<Found> found = new ArrayList<>();
    collect(value, pointer, found);
    return found;
  }

  private static void collect(JsonNode value, String pointer, List<Found> found) {
    if (value.isTextual()) {
      Matcher m = REFERENCE.matcher(value.asText());
      while (m.find()) {
        found.add(new Found(m.group(1), m.group(2), pointer));
      }
    } else if (value.isObject()) {
      value.properties().forEach(e -> collect(e.getValue(), pointer + "/" + SourceMap.escape(e.getKey()), found));
    } else if (value.isArray()) {
      for (int i = 0; i < value.size(); i++) {
        collect(value.get(i), pointer + "/" + i, found);
      }
    }
  }

  /** {@code value} with every reference replaced from {@code results} (case name -> its result); an unresolved path becomes null. */
  public static JsonNode resolve(JsonNode value, Map<String, JsonNode> results) {
    if (value.isTextual()) {
      String text = value.asText();
      Matcher m = REFERENCE.matcher(text);
      if (m.matches()) {
        return lookup(results.get(m.group(1)), m.group(2));
      }
      StringBuilder out = new StringBuilder();
      while (m.find()) {
        JsonNode found = lookup(results.get(m.group(1)), m.group(2));
        m.appendReplacement(out, Matcher.quoteReplacement(found.isValueNode() ? found.asText() : found.toString()));
      }
      m.appendTail(out);
      return TextNode.valueOf(out.toString());
    }
    if (value.isObject()) {
      ObjectNode copy = ((ObjectNode) value).objectNode();
      value.properties().forEach(e -> copy.set(e.getKey(), resolve(e.getValue(), results)));
      return copy;
    }
    if (value.isArray()) {
      ArrayNode copy = ((ArrayNode) value).arrayNode();
      value.forEach(item -> copy.add(resolve(item, results)));
      return copy;
    }
    return value;
  }

  private static JsonNode lookup(JsonNode result, String path) {
    JsonNode at = result;
    for (String key : path.isEmpty() ? new String[0] : path.substring(1).split("\\.")) {
      if (at == null) {
        break;
      }
      at = at.isArray() && key.matches("\\d+") ? at.get(Integer.parseInt(key)) : at.get(key);
    }
    return at == null || at.isMissingNode() ? com.fasterxml.jackson.databind.node.NullNode.getInstance() : at;
  }
}
