package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.StreamFormat;
import dev.genclient.catalog.schema.CatalogSchemas;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every op of the example, called over HTTP with its case, answers a 2xx that is valid against its schema. */
class MockOpsTest {
  private static Catalog catalog;
  private static CatalogSchemas schemas;
  private static MockServer server;

  @BeforeAll
  static void start() {
    catalog = MockFixture.exampleCatalog();
    schemas = new CatalogSchemas(catalog);
    server = MockFixture.startExample(MockOptions.defaults());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  static Stream<String> opIds() {
    return MockFixture.exampleCatalog().ops().stream().map(Operation::id);
  }

  @ParameterizedTest
  @MethodSource("opIds")
  void everyOpAnswersItsCaseWithASchemaValidResult(String id) {
    Operation op = op(id);
    JsonNode testCase = MockFixture.cases().get(id);
    String body = testCase.has("body") ? testCase.get("body").asText() : null;
    HttpResponse<String> response = MockFixture.send(WireCall.request(server.baseUrl(), op, op.http(), testCase.get("args"), body));
    assertEquals(op.kind() == Kind.JOB ? 202 : 200, response.statusCode(), id + ": " + response.body());
    assertTrue(response.headers().firstValue("X-Request-Id").isPresent(), "X-Request-Id");
    switch (op.kind()) {
      case STREAM -> {
        assertEquals(op.streamFormat().mediaType(), response.headers().firstValue("Content-Type").orElse(""));
        List<JsonNode> events = op.streamFormat() == StreamFormat.SSE
            ? MockFixture.sseEvents(response.body()).stream().map(Map.Entry::getValue).toList()
            : MockFixture.lines(response.body());
        assertFalse(events.isEmpty(), "a stream sends events");
        events.forEach(event -> assertValid(op.event(), event, id + " event"));
      }
      case DOWNLOAD -> {
        assertEquals("application/octet-stream", response.headers().firstValue("Content-Type").orElse(""));
        assertTrue(response.body().startsWith("mock download of " + id + " "), response.body());
        testCase.get("args").fields().forEachRemaining(arg ->
            assertTrue(response.body().contains(arg.getValue().asText()), "download names its params: " + response.body()));
      }
      case JOB -> assertJobCompletesOnFirstPoll(op, MockFixture.json(response));
      default -> assertValid(op.result(), MockFixture.json(response), id + " result");
    }
  }

  @Test
  void everyOpIsAlsoReachableAtItsDefaultPath() {
    for (Operation op : catalog.ops()) {
      if (op.kind() == Kind.CALL) {
        JsonNode args = MockFixture.cases().get(op.id()).get("args");
        HttpResponse<String> response = MockFixture.post(server, "/ops/" + op.id(), args.toString());
        assertEquals(200, response.statusCode(), op.id() + ": " + response.body());
      }
    }
  }

  @Test
  void synthesizedResultsAndEventsAreValidWithoutExamples() {
    ResultSynthesizer synthesizer = new ResultSynthesizer(catalog);
    for (Operation op : catalog.ops()) {
      if (op.result() != null && op.kind() != Kind.DOWNLOAD) {
        assertValid(op.result(), synthesizer.value(op.result()), op.id() + " synthesized result");
      }
      for (JsonNode event : synthesizer.events(op)) {
        assertValid(op.event(), event, op.id() + " synthesized event");
      }
    }
    for (String type : catalog.types().keySet()) {
      assertValid(catalog.types().get(type), synthesizer.value(catalog.types().get(type)), "type " + type);
    }
  }

  @Test
  void synthesisIsDeterministic() {
    ResultSynthesizer a = new ResultSynthesizer(catalog);
    ResultSynthesizer b = new ResultSynthesizer(MockFixture.exampleCatalog());
    for (Operation op : catalog.ops()) {
      if (op.result() != null) {
        assertEquals(a.value(op.result()), b.value(op.result()), op.id());
      }
    }
    assertEquals("{\"name\":\"mock-name\",\"path\":\"mock-path\",\"type\":\"file\",\"size\":1,\"mode\":\"mock-mode\","
        + "\"modified_at\":\"2026-01-01T00:00:00Z\",\"symlink_target\":\"mock-symlink_target\"}",
        a.value(catalog.types().get("FileEntry")).toString());
  }

  private void assertJobCompletesOnFirstPoll(Operation op, JsonNode handle) {
    assertEquals("pending", handle.get("status").asText());
    assertEquals(0, handle.get("retry_after").asInt());
    String jobId = handle.get("job_id").asText();
    Operation statusOp = op(op.job().statusOp());
    HttpResponse<String> poll = MockFixture.post(server, "/ops/" + statusOp.id(),
        "{\"" + op.job().idParam() + "\":\"" + jobId + "\"}");
    assertEquals(200, poll.statusCode(), poll.body());
    JsonNode status = MockFixture.json(poll);
    assertValid(statusOp.result(), status, statusOp.id());
    assertEquals(jobId, status.get("job_id").asText());
    assertEquals("succeeded", status.get("status").asText());
    assertValid(op.result(), status.get("result"), op.id() + " job result");
  }

  private static Operation op(String id) {
    return catalog.ops().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
  }

  private static void assertValid(dev.genclient.catalog.Schema schema, JsonNode value, String what) {
    Schema compiled = schemas.compile(schema);
    assertEquals(List.of(), CatalogSchemas.violations(compiled, value), what + " is not valid: " + value);
  }
}
