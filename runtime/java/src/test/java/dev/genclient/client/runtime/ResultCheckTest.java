package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A 200 whose JSON does not fit the op's result schema, and stream lines that are not events: ContractMismatchError. */
class ResultCheckTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The shape a generated record would have. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  record Entry(String name, Long size) {}

  private final FakeServer server;

  ResultCheckTest() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private ApiException stat(String body) {
    server.reply(FakeServer.Reply.json(200, body));
    return assertThrows(ApiException.class, () -> TestTransports.of(server.baseUrl(), new RecordingSleeper())
        .call(op("files.stat"), Map.of("id", "x"), new TypeReference<Entry>() {}, RequestOptions.NONE));
  }

  private static String problem(String schema, String value) throws IOException {
    return TestCatalog.RUNTIME.schemas().problem(MAPPER.readTree(schema), MAPPER.readTree(value));
  }

  @Test
  void anEmptyObjectIsNotARecordOfNulls() {
    ApiException e = stat("{}");
    assertEquals("Mismatch", e.catalogClass());
    assertEquals("malformed_result", e.details().path("reason").asText());
    assertEquals("the result does not match the op's result schema: $ lacks the required property 'name'",
        e.errorMessage());
  }

  @Test
  void anArrayWrongTypesAndNullWhereNotAllowedAreMalformed() {
    assertEquals("malformed_result", stat("[1, 2, 3]").details().path("reason").asText());
    assertEquals("the result does not match the op's result schema: $.size must be \"integer\", not string",
        stat("{\"name\": \"a\", \"size\": \"7\"}").errorMessage());
    assertEquals("the result does not match the op's result schema: $.name must be \"string\", not null",
        stat("{\"name\": null, \"size\": 1}").errorMessage());
    assertEquals("the result does not match the op's result schema: $.tags[1] must be \"string\", not number",
        stat("{\"name\": \"a\", \"size\": 1, \"tags\": [\"x\", 2]}").errorMessage());
    assertEquals("malformed_result", stat("not json").details().path("reason").asText());
  }

  @Test
  void unknownPropertiesUnknownEnumValuesAndAllowedNullsPass() {
    server.reply(FakeServer.Reply.json(200,
        "{\"name\": \"a\", \"size\": 2.0, \"kind\": \"socket\", \"link\": null, \"new_field\": {\"x\": 1}}"));
    Entry entry = TestTransports.of(server.baseUrl(), new RecordingSleeper()).call(op("files.stat"), Map.of("id", "x"),
        new TypeReference<Entry>() {}, RequestOptions.NONE).data();
    assertEquals(new Entry("a", 2L), entry);
  }

  @Test
  void aTaggedUnionChecksTheBranchItsTagNamesAndPassesAnUnknownVariant() throws IOException {
    String union = "{\"oneOf\": [{\"type\": \"object\", \"required\": [\"type\", \"n\"], \"properties\": {\"type\": "
        + "{\"const\": \"a\"}, \"n\": {\"type\": \"integer\"}}}, {\"type\": \"object\", \"required\": [\"type\", \"s\"],"
        + " \"properties\": {\"type\": {\"enum\": [\"b\"]}, \"s\": {\"type\": \"string\"}}}],"
        + " \"discriminator\": {\"propertyName\": \"type\"}}";
    assertNull(problem(union, "{\"type\": \"a\", \"n\": 1}"));
    assertNull(problem(union, "{\"type\": \"b\", \"s\": \"x\"}"));
    assertNull(problem(union, "{\"type\": \"c\"}"), "a variant this client does not know");
    assertEquals("$ lacks the required property 'n'", problem(union, "{\"type\": \"a\"}"));
    assertEquals("$ lacks the required property 's'", problem(union, "{\"type\": \"b\", \"n\": 1}"),
        "the tag names b: fitting branch a does not count");
    assertEquals("$ lacks the required property 'type'", problem(union, "{\"n\": 1}"));
    assertEquals("$ must be \"object\", not string", problem(union, "\"a\""));
  }

  @Test
  void aMappingNamesTheBranchAndAnUntaggedUnionTakesAnyBranch() throws IOException {
    String mapped = "{\"oneOf\": [{\"$ref\": \"#/types/Entry\"}, {\"type\": \"object\"}],"
        + " \"discriminator\": {\"propertyName\": \"kind\", \"mapping\": {\"entry\": \"#/types/Entry\"}}}";
    assertEquals("$ lacks the required property 'size'", problem(mapped, "{\"kind\": \"entry\", \"name\": \"a\"}"));
    assertNull(problem(mapped, "{\"kind\": \"other\"}"), "a tag neither the mapping nor a const names");
    String untagged = "{\"anyOf\": [{\"type\": \"integer\"}, {\"type\": \"string\"}]}";
    assertNull(problem(untagged, "\"x\""));
    assertNull(problem(untagged, "3"));
    assertEquals("$ must be \"integer\", not boolean", problem(untagged, "true"));
  }

  private EventStream<JsonNode> ticks(String body) {
    server.reply(new FakeServer.Reply(200, Map.of("Content-Type", "application/x-ndjson"), body));
    return TestTransports.of(server.baseUrl(), new RecordingSleeper()).stream(op("ticks.tail"), null, JSON,
        RequestOptions.NONE);
  }

  private static String malformed(EventStream<JsonNode> stream) {
    try (stream) {
      assertEquals(1, stream.next().path("n").asInt());
      ApiException e = assertThrows(ApiException.class, stream::next);
      assertEquals("Mismatch", e.catalogClass());
      assertEquals("malformed_event", e.details().path("reason").asText());
      return e.errorMessage();
    }
  }

  @Test
  void aStreamLineThatIsNotAnEventIsMalformed() {
    assertEquals("a stream line is not JSON", malformed(ticks("{\"n\": 1}\nnot json\n")));
    assertEquals("a stream line is not a JSON object", malformed(ticks("{\"n\": 1}\n[1]\n")));
    assertEquals("a stream event does not match the op's event schema: $ lacks the required property 'n'",
        malformed(ticks("{\"n\": 1}\n{\"m\": 2}\n")));
  }

  @Test
  void aPartialLastLineIsMalformedAndACompleteOneWithoutNewlineIsAnEvent() {
    assertEquals("the body ended inside an event line", malformed(ticks("{\"n\": 1}\n{\"n\": 2")));
    try (EventStream<JsonNode> stream = ticks("{\"n\": 1}\n{\"n\": 2}")) {
      stream.next();
      assertEquals(2, stream.next().path("n").asInt());
      assertFalse(stream.hasNext());
    }
  }

  @Test
  void aLineOverTheDocumentsLimitIsMalformed() {
    assertEquals("a stream line is longer than 64 bytes",
        malformed(ticks("{\"n\": 1}\n{\"n\": 2, \"pad\": \"" + "x".repeat(64) + "\"}\n")));
  }
}
