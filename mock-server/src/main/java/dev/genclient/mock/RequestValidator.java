package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.path.NodePath;
import dev.genclient.catalog.Operation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Validates request params against each op's params schema, compiled once at start-up. */
public final class RequestValidator {
  private final Map<String, com.networknt.schema.Schema> paramsSchemas = new HashMap<>();

  public RequestValidator(CatalogSchemas schemas, List<Operation> ops) {
    for (Operation op : ops) {
      if (op.params() != null) {
        paramsSchemas.put(op.id(), schemas.compile(op.params()));
      }
    }
  }

  /** The violations of {@code params}; an op without a params schema accepts any object. */
  public List<Violation> validate(Operation op, JsonNode params) {
    com.networknt.schema.Schema schema = paramsSchemas.get(op.id());
    return schema == null ? List.of() : violations(schema, params);
  }

  /** The violations of {@code value} against a compiled schema, each located by a JSON pointer. */
  public static List<Violation> violations(com.networknt.schema.Schema schema, JsonNode value) {
    List<Violation> out = new ArrayList<>();
    for (Error error : schema.validate(value)) {
      out.add(new Violation(pointerOf(error), reasonOf(error), error.getKeyword()));
    }
    return out;
  }

  private static String pointerOf(Error error) {
    StringBuilder pointer = new StringBuilder();
    NodePath path = error.getInstanceLocation();
    for (int i = 0; i < path.getNameCount(); i++) {
      pointer.append('/').append(escape(String.valueOf(path.getElement(i))));
    }
    // A missing or unexpected property is reported on its object; point at the property itself.
    boolean namesProperty = "required".equals(error.getKeyword()) || "additionalProperties".equals(error.getKeyword());
    if (namesProperty && error.getProperty() != null) {
      pointer.append('/').append(escape(error.getProperty()));
    }
    return pointer.toString();
  }

  private static String reasonOf(Error error) {
    String text = error.getMessage();
    // networknt prefixes the message with the instance location; the pointer already carries it.
    String prefix = error.getInstanceLocation().toString() + ": ";
    return text.startsWith(prefix) ? text.substring(prefix.length()) : text;
  }

  private static String escape(String token) {
    return token.replace("~", "~0").replace("/", "~1");
  }
}
