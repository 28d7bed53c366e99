package dev.genclient.catalog.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Diagnostic;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader builds the tree Jackson's own mapper builds (members in order, nesting, numbers kept
 * exact), with maps and lists made at their size and one node for each short string value.
 */
class LocatingJsonReaderTreeTest {
  private static JsonNode read(String json) throws Exception {
    return new LocatingJsonReader().read(json.getBytes(StandardCharsets.UTF_8)).root();
  }

  @Test
  void theTreeIsTheOneJacksonReads() throws Exception {
    List<String> docs = new ArrayList<>(List.of(
        "{}", "{\"a\":[]}", "{\"a\":[[],[{}],{\"b\":[1,2.50,\"x\",true,null]}],\"c\":{\"d\":{\"e\":\"f\"}}}",
        "{\"z\":1,\"a\":2,\"m\":3,\"b\":4,\"y\":5,\"c\":6,\"x\":7,\"d\":8,\"w\":9,\"e\":10,\"v\":11,\"f\":12,\"u\":13}"));
    docs.add(Files.readString(Path.of("..", "examples", "agent-sandbox", "operations.json")));
    ObjectMapper mapper = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
        .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);
    for (String doc : docs) {
      JsonNode ours = read(doc);
      JsonNode theirs = mapper.readTree(doc);
      assertEquals(theirs.toString(), ours.toString(), "the same members, in the same order");
      assertEquals(theirs, ours, "the same nodes");
      assertEquals(ours, read(doc), "equal when read again");
    }
  }

  @Test
  void equalShortStringsAreOneNodeAndLongOnesAreNot() throws Exception {
    String longText = "x".repeat(129);
    JsonNode root = read("{\"a\":\"string\",\"b\":[\"string\",\"other\"],\"c\":\"" + longText + "\",\"d\":\"" + longText + "\"}");
    assertSame(root.get("a"), root.get("b").get(0));
    assertEquals("other", root.get("b").get(1).asText());
    assertNotSame(root.get("c"), root.get("d"));
    assertEquals(longText, root.get("d").asText());
  }

  @Test
  void aTreeStaysEditableWhereTheRepairEditsIt() throws Exception {
    ObjectNode root = (ObjectNode) read("{\"a\":1,\"b\":{\"c\":2},\"d\":[3,4]}");
    root.remove("a");
    ((ObjectNode) root.get("b")).put("e", 5);
    ((com.fasterxml.jackson.databind.node.ArrayNode) root.get("d")).add(6);
    assertEquals("{\"b\":{\"c\":2,\"e\":5},\"d\":[3,4,6]}", root.toString());
  }

  @Test
  void aSharedStringIsStillCheckedWhereverItStands() throws Exception {
    String lone = "\"\\ud800\"";
    LocatingJsonReader.Parsed parsed = new LocatingJsonReader()
        .read(("{\"a\":" + lone + ",\"b\":[" + lone + "," + lone + "]}").getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("/a", "/b/0", "/b/1"), parsed.problems().stream().map(Diagnostic::pointer).toList());
  }

  @Test
  void aReaderReadsAgainAfterASyntaxError() throws Exception {
    LocatingJsonReader reader = new LocatingJsonReader();
    assertThrows(LocatingJsonReader.SyntaxException.class,
        () -> reader.read("{\"a\":{\"b\":[1,2,".getBytes(StandardCharsets.UTF_8)));
    assertEquals("{\"c\":[3]}", reader.read("{\"c\":[3]}".getBytes(StandardCharsets.UTF_8)).root().toString());
  }
}
