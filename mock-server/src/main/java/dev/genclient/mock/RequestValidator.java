package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.schema.CatalogSchemas;
import dev.genclient.catalog.schema.Violation;
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
    return schema == null ? List.of() : CatalogSchemas.violations(schema, params);
  }
}
