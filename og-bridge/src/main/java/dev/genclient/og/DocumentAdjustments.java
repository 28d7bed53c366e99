package dev.genclient.og;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.util.Set;

/**
 * Rewrites, in the parsed document only, the OpenAPI 3.1 constructs OpenAPI Generator's templates
 * turn into code that does not compile; gen-client's own {@code openapi.json} keeps them.
 */
final class DocumentAdjustments {
  private DocumentAdjustments() {}

  static void apply(OpenAPI openApi) {
    if (openApi.getPaths() == null) {
      return;
    }
    for (PathItem path : openApi.getPaths().values()) {
      for (Operation operation : path.readOperations()) {
        dropNullBodies(operation);
      }
    }
  }

  /**
   * An op without a result answers {@code null}, which the document says as a body of
   * {@code type: "null"}; the Go templates render that as the type {@code *nil}. A response
   * without content is what the generators know for "no result".
   */
  private static void dropNullBodies(Operation operation) {
    if (operation.getResponses() == null) {
      return;
    }
    for (ApiResponse response : operation.getResponses().values()) {
      Content content = response.getContent();
      if (content != null && !content.isEmpty() && content.values().stream().allMatch(DocumentAdjustments::isNullOnly)) {
        response.setContent(null);
      }
    }
  }

  private static boolean isNullOnly(MediaType media) {
    Schema<?> schema = media.getSchema();
    return schema != null && schema.get$ref() == null && Set.of("null").equals(schema.getTypes());
  }
}
