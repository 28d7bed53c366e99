package dev.genclient.catalog.digest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BinaryNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 8785 serialization: member order, string escaping, literals, nesting and rejected input. */
class CanonicalJsonTest {

    @Test
    void canonicalizesTheRfc8785Section322Example() {
        String input = """
                {
                  "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
                  "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
                  "literals": [null, true, false]
                }
                """;
        String expected = """
                {"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],\
                "string":"\u20ac$\\u000f\\nA'B\\"\\\\\\\\\\"/"}""";
        assertEquals(expected, JsonText.canonical(input));
    }

    @Test
    void sortsMembersByUtf16CodeUnitsAsInRfc8785Section323() {
        String input = """
                {
                  "\\u20ac": "Euro Sign",
                  "\\r": "Carriage Return",
                  "\\ufb33": "Hebrew Letter Dalet With Dagesh",
                  "1": "One",
                  "\\ud83d\\ude00": "Emoji: Grinning Face",
                  "\\u0080": "Control",
                  "\\u00f6": "Latin Small Letter O With Diaeresis"
                }
                """;
        // U+1F600 sorts before U+FB33: its first UTF-16 unit is 0xD83D.
        String expected = "{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\","
                + "\"\u00f6\":\"Latin Small Letter O With Diaeresis\",\"\u20ac\":\"Euro Sign\","
                + "\"\ud83d\ude00\":\"Emoji: Grinning Face\",\"\ufb33\":\"Hebrew Letter Dalet With Dagesh\"}";
        assertEquals(expected, JsonText.canonical(input));
    }

    @Test
    void sortsNestedObjectsKeepsArrayOrderAndDropsWhitespace() {
        String input = """
                { "b": [ {"z": 1, "a": [true, null, {}]}, [ ], "x" ],
                  "a": { "d": {"c": 2.0, "b": -1, "B": 0.5}, "a": "" },
                  "": "empty key" }
                """;
        String expected = "{\"\":\"empty key\",\"a\":{\"a\":\"\",\"d\":{\"B\":0.5,\"b\":-1,\"c\":2}},"
                + "\"b\":[{\"a\":[true,null,{}],\"z\":1},[],\"x\"]}";
        assertEquals(expected, JsonText.canonical(input));
    }

    @ParameterizedTest
    @ValueSource(strings = {"null", "true", "false", "0", "\"\"", "{}", "[]"})
    void writesScalarsAndEmptyContainersAsThemselves(String json) {
        assertEquals(json, JsonText.canonical(" \n\t" + json + " \r\n"));
    }

    static Stream<Arguments> escapes() {
        return Stream.of(
                Arguments.of("NUL", "\u0000", "\"\\u0000\""),
                Arguments.of("other controls, lowercase hex", "\u0001\u000b\u001f", "\"\\u0001\\u000b\\u001f\""),
                Arguments.of("short escapes", "\b\f\n\r\t", "\"\\b\\f\\n\\r\\t\""),
                Arguments.of("quote", "say \"hi\"", "\"say \\\"hi\\\"\""),
                Arguments.of("backslash", "C:\\user", "\"C:\\\\user\""),
                Arguments.of("slash stays literal", "a/b", "\"a/b\""),
                Arguments.of("DEL stays literal", "\u007f", "\"\u007f\""),
                Arguments.of("line and paragraph separators stay literal", "\u2028\u2029", "\"\u2028\u2029\""),
                Arguments.of("non-ASCII BMP stays literal", "caf\u00e9 \u20ac", "\"caf\u00e9 \u20ac\""),
                Arguments.of("surrogate pair stays literal", "\ud83d\ude00", "\"\ud83d\ude00\""),
                Arguments.of("empty", "", "\"\""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("escapes")
    void escapesStringsAsJsonStringify(String description, String text, String expected) {
        assertEquals(expected, CanonicalJson.serializeToString(TextNode.valueOf(text)));
    }

    @Test
    void normalizesJsonEscapesOfTheInput() {
        assertEquals("\"A/\\u001f\"", JsonText.canonical("\"\\u0041\\/\\u001F\""));
    }

    @Test
    void encodesAsUtf8() {
        byte[] expected = {'"', (byte) 0xe2, (byte) 0x82, (byte) 0xac, (byte) 0xf0, (byte) 0x9f, (byte) 0x98,
            (byte) 0x80, '"'};
        assertArrayEquals(expected, CanonicalJson.serialize(TextNode.valueOf("\u20ac\ud83d\ude00")));
    }

    @Test
    void convertsEveryNumericNodeToDouble() {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        JsonNode array = nodes.arrayNode()
                .add(LongNode.valueOf(Long.MAX_VALUE))
                .add(BigIntegerNode.valueOf(BigInteger.TEN.pow(30)))
                .add(DecimalNode.valueOf(new BigDecimal("0.10")))
                .add(DoubleNode.valueOf(-0.0))
                .add(nodes.numberNode(7));
        assertEquals("[9223372036854776000,1e+30,0.1,0,7]", CanonicalJson.serializeToString(array));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\ud800", "\udc00x", "\ude00\ud83d", "x\ud83d"})
    void rejectsLoneSurrogates(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CanonicalJson.serialize(TextNode.valueOf(text)));
        assertTrue(e.getMessage().startsWith("lone surrogate U+D"), e.getMessage());
        assertTrue(e.getMessage().endsWith(" at the root"), e.getMessage());
    }

    @Test
    void namesTheJsonPointerOfARejectedValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JsonText.canonical("{\"ok\": 1, \"a/b~c\": [0, \"\\ud800\"]}"));
        assertEquals("lone surrogate U+D800 in a string at /a~1b~0c/1", e.getMessage());
    }

    @Test
    void rejectsALoneSurrogateInAKey() {
        assertThrows(IllegalArgumentException.class, () -> JsonText.canonical("{\"k\\udc00\": 1}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e400", "-1e400", "[1E309]"})
    void rejectsNumbersOutsideTheDoubleRange(String json) {
        assertThrows(IllegalArgumentException.class, () -> JsonText.canonical(json));
    }

    @Test
    void rejectsIntegersOutsideTheDoubleRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> JsonText.canonical("{\"n\": 1" + "0".repeat(400) + "}"));
        assertTrue(e.getMessage().endsWith(" at /n"), e.getMessage());
    }

    @Test
    void rejectsNodesThatAreNotJsonData() {
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.serialize(BinaryNode.valueOf(new byte[] {1})));
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.serialize(new POJONode(new Object())));
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.serialize(MissingNode.getInstance()));
    }

    @Test
    void isIdempotent() {
        String once = JsonText.canonical("{\"b\": [1.50, 1e-7, \"\\u2028\"], \"a\": {\"y\": null, \"x\": 1E21}}");
        assertEquals(once, JsonText.canonical(once));
    }
}
