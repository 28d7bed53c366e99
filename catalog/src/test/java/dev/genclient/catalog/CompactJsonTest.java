package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** CompactJson writes what an ObjectMapper's default writer writes, byte for byte. */
class CompactJsonTest {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;
  private static final ObjectWriter MAPPER = new ObjectMapper().writer();

  private static void assertSameAsMapper(JsonNode node) throws Exception {
    assertEquals(MAPPER.writeValueAsString(node), CompactJson.text(node));
    assertArrayEquals(MAPPER.writeValueAsBytes(node), CompactJson.bytes(node));
  }

  @Test
  void everyKindOfValueIsWrittenAsTheMapperWritesIt() throws Exception {
    ObjectNode root = F.objectNode();
    root.put("text", "quote \" backslash \\ slash / tab \t nl \n cr \r bs \b ff \f nul \u0000 us \u001f del \u007f");
    root.put("unicode", "Résumé ✓ 漢字 \u0085 \u2028 \u2029 \ufeff \uffff 😀 lone \ud800 x");
    root.put("", "empty key");
    root.put("key \"quoted\" \u2028", 1);
    root.put("int", 42);
    root.put("long", Long.MIN_VALUE);
    root.put("short", (short) 3);
    root.put("double", 0.1);
    root.put("tiny", 1e-300);
    root.put("float", 1.5f);
    root.put("whole double", 2.0);
    root.put("nan", Double.NaN);
    root.put("big", new BigInteger("-123456789012345678901234567890"));
    root.put("decimal", new BigDecimal("1.50E+3"));
    root.put("true", true);
    root.putNull("null");
    root.putObject("empty object");
    root.putArray("empty array");
    ArrayNode nested = root.putArray("nested");
    nested.addObject().putObject("a").putArray("b").add(1).addArray().addObject();
    nested.addArray().add("x").addNull().add(F.objectNode());
    assertSameAsMapper(root);
    assertSameAsMapper(F.textNode("a root string"));
    assertSameAsMapper(F.numberNode(new BigDecimal("0.000")));
    assertSameAsMapper(F.nullNode());
  }

  @Test
  void treesOnlyTheMapperCanWriteGoToIt() throws Exception {
    ObjectNode root = F.objectNode();
    root.put("bytes", new byte[] {1, 2, 3, (byte) 0xff});
    root.putPOJO("pojo", java.util.List.of("a", 1));
    root.putArray("after").add("x");
    assertSameAsMapper(root);
  }

  @Test
  void randomStringsAreEscapedAsTheMapperEscapesThem() throws Exception {
    Random random = new Random(15);
    for (int n = 0; n < 2_000; n++) {
      StringBuilder text = new StringBuilder();
      for (int i = random.nextInt(12); i > 0; i--) {
        text.append((char) (random.nextBoolean() ? random.nextInt(0x80) : random.nextInt(0x10000)));
      }
      assertSameAsMapper(F.objectNode().put(text.toString(), text.toString()));
    }
  }

  @Test
  void aRealCatalogIsWrittenAsTheMapperWritesIt() throws Exception {
    Path catalog = Path.of("..", "examples", "agent-sandbox", "operations.json");
    assertSameAsMapper(new ObjectMapper().readTree(Files.readString(catalog, StandardCharsets.UTF_8)));
  }
}
