package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pretty JSON in the project's layout, and deferred members written where their placeholder stands. */
class JsonTextTest {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  @Test
  void theLayoutIsTwoSpacesKeyColonSpaceValueAndSpacedEmptyContainers() {
    ObjectNode root = F.objectNode();
    root.put("text", "quote \" nl \n é");
    root.put("n", 42);
    root.put("d", 1.5);
    root.putNull("null");
    root.putObject("empty object");
    root.putArray("empty array");
    root.putArray("list").add(true).addObject().put("a", "b");
    assertEquals("{\n"
        + "  \"text\": \"quote \\\" nl \\n é\",\n"
        + "  \"n\": 42,\n"
        + "  \"d\": 1.5,\n"
        + "  \"null\": null,\n"
        + "  \"empty object\": { },\n"
        + "  \"empty array\": [ ],\n"
        + "  \"list\": [\n"
        + "    true,\n"
        + "    {\n"
        + "      \"a\": \"b\"\n"
        + "    }\n"
        + "  ]\n"
        + "}\n", JsonText.pretty(root));
    assertArrayEquals(JsonText.pretty(root).getBytes(StandardCharsets.UTF_8), JsonText.prettyBytes(root));
  }

  @Test
  void deferredMembersAreWrittenWhereTheirPlaceholderStandsAsTheWholeTreeWouldBe() throws Exception {
    Path catalog = Path.of("..", "examples", "agent-sandbox", "operations.json");
    JsonNode whole = new ObjectMapper().readTree(Files.readString(catalog, StandardCharsets.UTF_8));
    // The same document with "ops" (and an empty object beside it) replaced by placeholders.
    ObjectNode streamed = whole.deepCopy();
    ObjectNode placeholder = F.objectNode();
    streamed.set("ops", placeholder);
    ObjectNode emptyPlaceholder = F.objectNode();
    streamed.set("nothing", emptyPlaceholder);
    ObjectNode expected = whole.deepCopy();
    expected.set("ops", opsAsObject(whole));
    expected.putObject("nothing");
    IdentityHashMap<JsonNode, JsonText.Members> deferred = new IdentityHashMap<>();
    deferred.put(placeholder, () -> opsAsObject(whole).fields());
    deferred.put(emptyPlaceholder, () -> Map.<String, JsonNode>of().entrySet().iterator());
    assertArrayEquals(JsonText.prettyBytes(expected), JsonText.prettyBytes(streamed, deferred));
  }

  /** The catalog's ops array as an object keyed by op id (an object, as a placeholder stands for). */
  private static ObjectNode opsAsObject(JsonNode catalog) {
    ObjectNode ops = F.objectNode();
    catalog.get("ops").forEach(op -> ops.set(op.get("id").asText(), op));
    return ops;
  }
}
