package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.List;

/**
 * What the format schema allows where a violation is: the documented keys of the object an unknown
 * key is in, the values of an enum. The candidates of a "did you mean" (read from the schema's own
 * tree at the violation's schema location, so they never fall behind it).
 */
final class SchemaHints {
  private final JsonNode schema;

  SchemaHints(JsonNode schema) {
    this.schema = schema;
  }

  /** The documented keys of the object schema whose {@code additionalProperties} or {@code required} failed, in schema order. */
  List<String> keys(Error error) {
    List<String> keys = new ArrayList<>();
    schema.at(parentOf(error)).path("properties").fieldNames().forEachRemaining(keys::add);
    return keys;
  }

  /** The values of the enum that failed, as text, in schema order. */
  List<String> enumValues(Error error) {
    List<String> values = new ArrayList<>();
    schema.at(pointer(error.getSchemaLocation().getFragment())).forEach(value -> values.add(value.asText()));
    return values;
  }

  /** The schema location of the keyword's object: {@code /$defs/op} for {@code /$defs/op/additionalProperties}. */
  private static String parentOf(Error error) {
    NodePath fragment = error.getSchemaLocation().getFragment();
    return fragment.getNameCount() <= 1 ? "" : pointer(fragment.getParent());
  }

  private static String pointer(NodePath path) {
    StringBuilder pointer = new StringBuilder();
    for (int i = 0; i < path.getNameCount(); i++) {
      pointer.append('/').append(SourceMap.escape(String.valueOf(path.getElement(i))));
    }
    return pointer.toString();
  }
}
