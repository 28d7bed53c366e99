package dev.genclient.og;

import io.swagger.v3.oas.models.OpenAPI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openapitools.codegen.CodegenConfig;

/**
 * The schema names of a document that one generator would turn into the same model name, computed
 * with that generator's own {@code toModelName}: two such schemas become one type (OpenAPI Generator
 * keeps one file and one declaration), so a client would read one schema's JSON as the other's.
 * (Enum constants and operation names that normalise alike, OpenAPI Generator 7.25 makes distinct
 * by itself with a counter, and Go's model files too; the suite's collisions catalog proves it.)
 */
final class NameCollisions {
  private NameCollisions() {}

  /** Each collision as {@code [earlier schema, later schema, the model name both become]}, in document order. */
  static List<List<String>> of(CodegenConfig config, OpenAPI openApi) {
    List<List<String>> collisions = new ArrayList<>();
    if (openApi.getComponents() == null || openApi.getComponents().getSchemas() == null) {
      return collisions;
    }
    Map<String, String> byModelName = new HashMap<>();
    for (String schema : openApi.getComponents().getSchemas().keySet()) {
      String model = config.toModelName(schema);
      String earlier = byModelName.putIfAbsent(model, schema);
      if (earlier != null) {
        collisions.add(List.of(earlier, schema, model));
      }
    }
    return collisions;
  }
}
