package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.ErrorRow;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The error table through X-Mock-Error and X-Mock-Status, the other §6.1 controls, and bad requests. */
class MockErrorsTest {
  private static final int CAP = 4096;
  private static MockServer server;

  @BeforeAll
  static void start() {
    server = MockFixture.startExample(MockOptions.defaults().withMaxBodyBytes(CAP));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** Every wire code of the table (a prefix row {@code policy.*} as {@code policy.mock}) with its row's first status. */
  static Stream<Arguments> wireCodes() {
    return MockFixture.exampleCatalog().errors().stream()
        .flatMap(row -> row.wire().stream().map(wire -> Arguments.of(
            wire.endsWith(".*") ? wire.substring(0, wire.length() - 1) + "mock" : wire, row.status().get(0))));
  }

  @ParameterizedTest
  @MethodSource("wireCodes")
  void everyWireCodeIsReachableWithItsStatus(String code, int status) {
    HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Mock-Error", code, "X-Request-Id", "rid-" + code);
    assertEquals(status, response.statusCode(), response.body());
    JsonNode error = MockFixture.json(response).get("error");
    assertEquals(code, error.get("code").asText());
    assertEquals("files.list", error.get("op").asText());
    assertEquals("rid-" + code, error.get("request_id").asText());
    assertTrue(error.get("message").isTextual());
    assertTrue(error.get("details").isObject());
    assertEquals("rid-" + code, response.headers().firstValue("X-Request-Id").orElse(""));
  }

  static Stream<Integer> statusOnlyRows() {
    return MockFixture.exampleCatalog().errors().stream()
        .filter(row -> row.wire().isEmpty() && !row.status().isEmpty())
        .map(row -> row.status().get(0));
  }

  @ParameterizedTest
  @MethodSource("statusOnlyRows")
  void statusOnlyRowsAreReachableWithAPlainBody(int status) {
    HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Mock-Status", String.valueOf(status));
    assertEquals(status, response.statusCode());
    assertFalse(response.body().trim().startsWith("{"), "not an envelope: " + response.body());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
  }

  @Test
  void theTableHasStatusOnlyRowsToTest() {
    assertEquals(List.of(503, 500), statusOnlyRows().toList());
    assertTrue(MockFixture.exampleCatalog().errors().stream().anyMatch(ErrorRow::clientOnly));
  }

  @Test
  void failTimesFailsTheFirstTriesOfARequestIdThenSucceeds() {
    for (int attempt = 1; attempt <= 3; attempt++) {
      HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
          "X-Mock-Fail-Times", "2", "X-Request-Id", "retry-1");
      if (attempt <= 2) {
        assertEquals(503, response.statusCode(), "attempt " + attempt);
        assertEquals("0", response.headers().firstValue("Retry-After").orElse(""));
      } else {
        assertEquals(200, response.statusCode(), "attempt " + attempt);
      }
      assertEquals("retry-1", response.headers().firstValue("X-Request-Id").orElse(""));
    }
    HttpResponse<String> otherId = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Mock-Fail-Times", "2", "X-Request-Id", "retry-2");
    assertEquals(503, otherId.statusCode(), "counts are per request id");
  }

  @Test
  void streamErrorSendsTwoEventsThenTheErrorLine() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}",
        "X-Mock-Stream-Error", "commands.timeout", "X-Request-Id", "stream-1");
    assertEquals(200, response.statusCode());
    List<JsonNode> lines = MockFixture.lines(response.body());
    assertEquals(3, lines.size(), response.body());
    assertEquals("stdout", lines.get(0).get("type").asText());
    assertEquals("stderr", lines.get(1).get("type").asText());
    JsonNode error = lines.get(2).get("error");
    assertEquals(1, lines.get(2).size(), "the error line has only the error key");
    assertEquals("commands.timeout", error.get("code").asText());
    assertEquals("commands.stream", error.get("op").asText());
    assertEquals("stream-1", error.get("request_id").asText());
  }

  @Test
  void anSseStreamFramesItsEventsAndItsErrorAsAnErrorEvent() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/process.follow", "{\"pid\":1}",
        "X-Mock-Stream-Error", "commands.timeout", "X-Request-Id", "sse-1");
    assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse(""));
    assertTrue(response.body().startsWith(": mock event stream\nretry: 1000\n\nid: 1\ndata: {\"type\":\"stdout\""),
        response.body());
    List<java.util.Map.Entry<String, JsonNode>> events = MockFixture.sseEvents(response.body());
    assertEquals(List.of("message", "message", "error"), events.stream().map(java.util.Map.Entry::getKey).toList());
    JsonNode error = events.get(2).getValue().get("error");
    assertEquals("commands.timeout", error.get("code").asText());
    assertEquals("process.follow", error.get("op").asText());
    assertEquals("sse-1", error.get("request_id").asText());
    assertEquals(List.of("stdout", "stderr", "exit"), MockFixture.sseEvents(
        MockFixture.post(server, "/ops/process.follow", "{\"pid\":1}").body()).stream()
        .map(e -> e.getValue().get("type").asText()).toList());
    String bad = MockFixture.post(server, "/ops/process.follow", "{\"pid\":1}", "X-Mock-Stream", "bad-line").body();
    assertTrue(bad.endsWith("\n\ndata: mock: this line is not JSON (X-Mock-Stream: bad-line)\n\n"), bad);
    String partial = MockFixture.post(server, "/ops/process.follow", "{\"pid\":1}", "X-Mock-Stream", "partial-line").body();
    assertTrue(partial.endsWith("\n\ndata: {\"type\":\"stderr\",\"data"), partial);
  }

  @Test
  void aStreamWithoutTheControlEndsWithItsExitEvent() {
    List<JsonNode> lines = MockFixture.lines(MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}").body());
    assertEquals(List.of("stdout", "stderr", "exit"), lines.stream().map(l -> l.get("type").asText()).toList());
  }

  @Test
  void malformedJsonIsArgsInvalid() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\": "), 400, "args.invalid");
    assertEquals("", error.get("details").get("pointer").asText());
    assertTrue(error.get("details").get("reason").asText().startsWith("malformed JSON"), error.toString());
  }

  @Test
  void aNonObjectBodyIsArgsInvalid() {
    expectError(MockFixture.post(server, "/ops/files.list", "[1]"), 400, "args.invalid");
  }

  @Test
  void aWrongTypeIsArgsInvalidAtItsPointer() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\",\"recursive\":\"yes\"}"),
        400, "args.invalid");
    assertEquals("/recursive", error.get("details").get("pointer").asText());
    assertTrue(error.get("details").get("reason").asText().contains("boolean"), error.toString());
  }

  @Test
  void aMissingRequiredParamIsArgsInvalidAtItsPointer() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{}"), 400, "args.invalid");
    assertEquals("/path", error.get("details").get("pointer").asText());
    assertEquals("required", error.get("details").get("violations").get(0).get("keyword").asText());
  }

  @Test
  void anUnknownParamIsArgsInvalid() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\",\"nope\":1}"),
        400, "args.invalid");
    assertEquals("/nope", error.get("details").get("pointer").asText());
  }

  @Test
  void aNestedViolationIsLocatedInsideTheParam() {
    String body = "{\"command\":\"ls\",\"env\":{\"A\":1}}";
    JsonNode error = expectError(MockFixture.post(server, "/ops/commands.run", body), 400, "args.invalid");
    assertEquals("/env/A", error.get("details").get("pointer").asText());
  }

  @Test
  void anOversizedBodyIsLimitExceeded() {
    String big = "{\"path\":\"" + "x".repeat(CAP) + "\"}";
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", big), 413, "limit.exceeded");
    assertEquals(CAP, error.get("details").get("max_body_bytes").asInt());
  }

  @Test
  void anOversizedUploadIsLimitExceeded() {
    HttpRequest.Builder upload = HttpRequest.newBuilder(URI.create(server.baseUrl() + "/ops/files.upload?path=/tmp/x"))
        .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[CAP + 1]));
    expectError(MockFixture.send(upload), 413, "limit.exceeded");
  }

  @Test
  void anUnknownOpIsOpUnknown() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.nope", "{}"), 404, "op.unknown");
    assertFalse(error.has("op"), "no op is known, so none is named: " + error);
    expectError(MockFixture.get(server, "/no/such/path"), 404, "op.unknown");
    expectError(MockFixture.get(server, "/files/list?path=/tmp"), 404, "op.unknown");
  }

  @Test
  void anUnmappedMockErrorCodeIs500() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Mock-Error", "nobody.declared.this");
    assertEquals(500, response.statusCode());
  }

  @Test
  void aRequestIdIsMadeWhenTheRequestHasNone() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}");
    String made = response.headers().firstValue("X-Request-Id").orElse("");
    assertEquals(36, made.length(), made);
  }

  @Test
  void pathTemplateParamsArePercentDecoded() {
    assertEquals(200, MockFixture.get(server, "/terminals/term%2F1").statusCode());
    assertEquals(java.util.Map.of("terminal_id", "term/1 ü+"),
        new PathTemplate("/terminals/{terminal_id}").match("/terminals/term%2F1%20%C3%BC+"));
    assertEquals(null, new PathTemplate("/terminals/{terminal_id}").match("/terminals/"));
  }

  @Test
  void uploadParamsInTheQueryAreTypedBeforeValidation() {
    HttpRequest.Builder good = HttpRequest.newBuilder(URI.create(server.baseUrl()
        + "/ops/files.upload?path=%2Ftmp%2Fa.txt&overwrite=true")).POST(HttpRequest.BodyPublishers.ofString("hi"));
    assertEquals(200, MockFixture.send(good).statusCode());
    HttpRequest.Builder bad = HttpRequest.newBuilder(URI.create(server.baseUrl()
        + "/ops/files.upload?path=%2Ftmp%2Fa.txt&overwrite=maybe")).POST(HttpRequest.BodyPublishers.ofString("hi"));
    JsonNode error = expectError(MockFixture.send(bad), 400, "args.invalid");
    assertEquals("/overwrite", error.get("details").get("pointer").asText());
  }

  @Test
  void opsServesTheCatalog() {
    JsonNode ops = MockFixture.json(MockFixture.get(server, "/ops"));
    assertEquals("agent-sandbox-server", ops.get("name").asText());
    assertEquals(MockFixture.exampleCatalog().ops().size(), ops.get("ops").size());
  }

  static JsonNode expectError(HttpResponse<String> response, int status, String code) {
    assertEquals(status, response.statusCode(), response.body());
    assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
    JsonNode error = MockFixture.json(response).get("error");
    assertEquals(code, error.get("code").asText(), response.body());
    assertEquals(response.headers().firstValue("X-Request-Id").orElse(""), error.get("request_id").asText());
    return error;
  }
}
