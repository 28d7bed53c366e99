package dev.genclient.targets.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** swagger-parser reads every generated document without a single message and finds every op. */
class OpenApiParserTest {
  static List<OpenApiCatalogs.Rendered> documents() throws Exception {
    return OpenApiCatalogs.rendered();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void swaggerParserReadsTheDocumentWithoutMessages(OpenApiCatalogs.Rendered doc) {
    ParseOptions options = new ParseOptions();
    options.setResolve(true);
    SwaggerParseResult result = new OpenAPIV3Parser().readContents(doc.json(), null, options);
    assertEquals(List.of(), result.getMessages(), doc.name() + ": swagger-parser messages");
    OpenAPI api = result.getOpenAPI();
    assertNotNull(api, doc.name() + ": no document parsed");
    assertEquals("3.1.0", api.getOpenapi());
    long operations = api.getPaths().values().stream().mapToLong(OpenApiParserTest::operationCount).sum();
    assertEquals(doc.linked().catalog().ops().size(), operations, doc.name() + ": operations in the document");
  }

  private static long operationCount(PathItem item) {
    return item.readOperations().size();
  }
}
