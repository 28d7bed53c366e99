package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The direct walk of JsonText writes exactly Jackson's pretty output. */
class JsonTextTest {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private static void assertSameAsJackson(JsonNode node) {
    assertArrayEquals(JsonText.jacksonBytes(node), JsonText.prettyBytes(node));
    assertEquals(JsonText.jacksonText(node), JsonText.pretty(node));
  }

  @Test
  void plainDataIsWrittenAsJacksonWritesIt() {
    ObjectNode root = F.objectNode();
    root.put("text", "quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff \f nul \u0000 us \u001f del \u007f");
    root.put("unicode", "Résumé ✓ 漢字 \u0085 \u2028 \u2029 \ufeff \uffff");
    root.put("", "empty key");
    root.put("int", 42);
    root.put("negative", -7L);
    root.put("long", Long.MIN_VALUE);
    root.put("short", (short) 3);
    root.put("double", 0.1);
    root.put("float", 1.5f);
    root.put("whole double", 2.0);
    root.put("big", new BigInteger("123456789012345678901234567890"));
    root.put("decimal", new BigDecimal("1.50E+3"));
    root.put("true", true);
    root.put("false", false);
    root.putNull("null");
    root.putObject("empty object");
    root.putArray("empty array");
    ArrayNode nested = root.putArray("nested");
    nested.addObject().putObject("a").putArray("b").add(1).addArray().addObject();
    nested.addArray().add("x").addNull().add(F.objectNode());
    nested.add("key \"quoted\"");
    assertSameAsJackson(root);
    assertSameAsJackson(F.textNode("a root string"));
    assertSameAsJackson(F.arrayNode());
    assertSameAsJackson(F.numberNode(5));
  }

  @Test
  void surrogatesGoToJacksonWhole() {
    ObjectNode root = F.objectNode();
    root.put("emoji", "😀");
    root.put("lone", "a\ud800b");
    root.putObject("key 😀").put("x", 1);
    assertSameAsJackson(root);
    assertSameAsJackson(F.objectNode().put("k\udc00", "v"));
  }

  @Test
  void aRealDocumentIsWrittenAsJacksonWritesIt() throws Exception {
    Path catalog = Path.of("..", "examples", "agent-sandbox", "operations.json");
    JsonNode node = new ObjectMapper().readTree(Files.readString(catalog, StandardCharsets.UTF_8));
    assertSameAsJackson(node);
  }
}
