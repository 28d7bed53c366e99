package dev.genclient.catalog.digest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** catalog_digest: stable under reformatting and key order, sensitive to every value. */
class CatalogDigestTest {

    private static final String CATALOG = """
            {
              "catalog_version": "2.1.0",
              "name": "files",
              "operations": [
                {
                  "id": "files.list", "kind": "call", "method": "GET", "path": "/files",
                  "deprecated": false,
                  "params": {"limit": {"type": "integer", "default": 50, "maximum": 1000}}
                },
                {
                  "id": "files.upload", "kind": "upload", "method": "POST", "path": "/files/{name}",
                  "deprecated": true,
                  "limits": {"max_bytes": 1.5e9, "ratio": 0.25}
                }
              ],
              "errors": [{"code": "E-NOT-FOUND", "status": 404, "retry": null}],
              "tags": ["storage", "beta"]
            }
            """;

    @Test
    void isSha256OfTheCanonicalBytesInLowercaseHex() {
        assertEquals("sha256:015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862",
                CatalogDigest.of(JsonText.parse("{ \"a\" : 1.0 }")));
    }

    @Test
    void digestsTheRfc8785Section322Example() {
        JsonNode example = JsonText.parse("""
                {"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
                 "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
                 "literals": [null, true, false]}
                """);
        assertEquals("sha256:2d5e01a318d0f0879ab568c4be289c8b1f64ef8921a53c6277d5e069978baacb",
                CatalogDigest.of(example));
    }

    @Test
    void canonicalBytesAreTheCanonicalJson() {
        JsonNode catalog = JsonText.parse(CATALOG);
        assertArrayEquals(CanonicalJson.serialize(catalog), CatalogDigest.canonicalBytes(catalog));
    }

    @Test
    void leavesOutTheTopLevelSchemaKeyOnly() {
        JsonNode catalog = JsonText.parse(CATALOG);
        ObjectNode withSchema = ((ObjectNode) catalog.deepCopy()).put("$schema", "https://example.com/catalog.schema.json");
        assertEquals(CatalogDigest.of(catalog), CatalogDigest.of(withSchema));
        assertArrayEquals(CanonicalJson.serialize(catalog), CatalogDigest.canonicalBytes(withSchema));
        assertTrue(withSchema.has("$schema"), "the caller's tree is left as it was");
        ObjectNode nested = catalog.deepCopy();
        ((ObjectNode) nested.get("errors").get(0)).put("$schema", "x");
        assertNotEquals(CatalogDigest.of(catalog), CatalogDigest.of(nested), "only the top-level key is an editor's setting");
    }

    static Stream<Arguments> sameCatalog() {
        return Stream.of(
                Arguments.of("minified", CATALOG.replaceAll("\\s*\n\\s*", "").replace(", ", ",").replace(": ", ":")),
                Arguments.of("CRLF and tabs", CATALOG.replace("\n", "\r\n").replace("  ", "\t")),
                Arguments.of("numbers spelled differently", CATALOG
                        .replace("1.5e9", "1500000000.000").replace("0.25", "25E-2").replace("1000}", "1e3}")),
                Arguments.of("string escapes spelled differently", CATALOG
                        .replace("\"/files\"", "\"\\/files\"").replace("\"files\"", "\"\\u0066iles\"")),
                Arguments.of("keys reordered", """
                        {"tags": ["storage", "beta"],
                         "operations": [
                           {"params": {"limit": {"maximum": 1000, "default": 50, "type": "integer"}},
                            "path": "/files", "method": "GET", "kind": "call", "id": "files.list",
                            "deprecated": false},
                           {"limits": {"ratio": 0.25, "max_bytes": 1.5e9}, "deprecated": true,
                            "path": "/files/{name}", "method": "POST", "kind": "upload", "id": "files.upload"}],
                         "name": "files",
                         "errors": [{"retry": null, "status": 404, "code": "E-NOT-FOUND"}],
                         "catalog_version": "2.1.0"}
                        """));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sameCatalog")
    void survivesReformattingAndReordering(String description, String variant) {
        assertNotEquals(CATALOG, variant);
        assertEquals(CatalogDigest.of(JsonText.parse(CATALOG)), CatalogDigest.of(JsonText.parse(variant)));
    }

    @Test
    void survivesReversingEveryObjectsKeyOrder() {
        JsonNode catalog = JsonText.parse(CATALOG);
        JsonNode reversed = reverseKeys(catalog);
        assertNotEquals(catalog.toString(), reversed.toString());
        assertEquals(CatalogDigest.of(catalog), CatalogDigest.of(reversed));
    }

    static Stream<Arguments> changedCatalog() {
        return Stream.of(
                Arguments.of("a string value", "\"/files\"", "\"/file\""),
                Arguments.of("a string's case", "\"GET\"", "\"get\""),
                Arguments.of("a trailing space in a string", "\"files.list\"", "\"files.list \""),
                Arguments.of("an integer", "404", "405"),
                Arguments.of("a decimal", "0.25", "0.250000000000001"),
                Arguments.of("a number's sign", "\"default\": 50", "\"default\": -50"),
                Arguments.of("a boolean", "\"deprecated\": false", "\"deprecated\": true"),
                Arguments.of("null to false", "\"retry\": null", "\"retry\": false"),
                Arguments.of("a number to a string", "\"status\": 404", "\"status\": \"404\""),
                Arguments.of("array order", "[\"storage\", \"beta\"]", "[\"beta\", \"storage\"]"),
                Arguments.of("an array to an object", "[\"storage\", \"beta\"]", "{\"storage\": \"beta\"}"),
                Arguments.of("a key name", "\"ratio\"", "\"Ratio\""),
                Arguments.of("an added member", "\"retry\": null", "\"retry\": null, \"x\": null"),
                Arguments.of("a removed member", ", \"retry\": null", ""),
                Arguments.of("an added array element", "[\"storage\", \"beta\"]", "[\"storage\", \"beta\", \"beta\"]"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("changedCatalog")
    void changesWithAnySingleValue(String description, String from, String to) {
        assertNotEquals(CatalogDigest.of(JsonText.parse(CATALOG)), CatalogDigest.of(JsonText.parse(changeOnce(from, to))));
    }

    @Test
    void differentChangesGiveDifferentDigests() {
        Set<String> digests = new HashSet<>();
        digests.add(CatalogDigest.of(JsonText.parse(CATALOG)));
        List<Arguments> changes = changedCatalog().toList();
        for (Arguments change : changes) {
            Object[] args = change.get();
            digests.add(CatalogDigest.of(JsonText.parse(changeOnce((String) args[1], (String) args[2]))));
        }
        assertEquals(changes.size() + 1, digests.size());
        digests.forEach(d -> assertTrue(d.matches("sha256:[0-9a-f]{64}"), d));
    }

    private static String changeOnce(String from, String to) {
        int at = CATALOG.indexOf(from);
        assertTrue(at >= 0 && CATALOG.indexOf(from, at + 1) < 0, "expected exactly one " + from);
        return CATALOG.substring(0, at) + to + CATALOG.substring(at + from.length());
    }

    private static JsonNode reverseKeys(JsonNode node) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (node.isObject()) {
            List<Map.Entry<String, JsonNode>> members = new ArrayList<>(node.properties());
            ObjectNode reversed = nodes.objectNode();
            for (int i = members.size() - 1; i >= 0; i--) {
                reversed.set(members.get(i).getKey(), reverseKeys(members.get(i).getValue()));
            }
            return reversed;
        }
        if (node.isArray()) {
            ArrayNode copy = nodes.arrayNode();
            node.forEach(element -> copy.add(reverseKeys(element)));
            return copy;
        }
        return node;
    }
}
