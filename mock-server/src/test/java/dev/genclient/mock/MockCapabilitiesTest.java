package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.schema.CatalogSchemas;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The limits and path prefixes {@code /capabilities} reports per op (MockOptions.withLimit, withPath; --limit, --paths). */
class MockCapabilitiesTest {
  private static final MockOptions GRANTS = MockOptions.defaults()
      .withLimit("files.list", "max_entries", new BigDecimal("100"))
      .withLimit("commands.run", "timeout_ms", new BigDecimal("30000"))
      .withLimit("commands.run", "max_output_bytes", new BigDecimal("1.5"))
      .withLimit("commands.run", "timeout_ms", new BigDecimal("6E+4"))
      .withPath("files.list", "/tmp")
      .withPath("files.list", "/home/user");

  @Test
  void limitsAndPathsAppearInTheirOpsEntryInTheOrderGiven() {
    try (MockServer server = MockFixture.startExample(GRANTS)) {
      JsonNode ops = MockFixture.json(MockFixture.get(server, "/capabilities")).get("ops");
      assertEquals("{\"enabled\":true,\"limits\":{\"max_entries\":100},\"paths\":[\"/tmp\",\"/home/user\"]}",
          ops.get("files.list").toString());
      assertEquals("{\"enabled\":true,\"limits\":{\"timeout_ms\":60000,\"max_output_bytes\":1.5},\"paths\":[]}",
          ops.get("commands.run").toString(), "a repeated name replaces the value; integral values are integers");
      assertEquals("{\"enabled\":true,\"limits\":{},\"paths\":[]}", ops.get("files.stat").toString());
      CatalogSchemas schemas = new CatalogSchemas(MockFixture.exampleCatalog());
      assertEquals(List.of(), CatalogSchemas.violations(
          schemas.compile(MockFixture.exampleCatalog().types().get("Capabilities")),
          MockFixture.json(MockFixture.get(server, "/capabilities"))));
      assertEquals(ops, MockFixture.json(MockFixture.post(server, "/ops/core.capabilities", "{}")).get("ops"),
          "the capabilities op answers the same body");
    }
  }

  @Test
  void olderGenerationsHaveNoLimitsOrPaths() {
    try (MockServer server = MockFixture.startExample(GRANTS.withCompat(Compat.V1X))) {
      JsonNode body = MockFixture.json(MockFixture.get(server, "/capabilities"));
      assertEquals(List.of("endpoints", "groups"), List.copyOf(iterable(body)), "the v1.x union body keeps v1's key");
    }
  }

  @Test
  void anUnknownOpOrUndeclaredLimitIsRefusedAtStart() {
    assertEquals("--limit no.such:max_entries: no such op in the served catalogs",
        refused(MockOptions.defaults().withLimit("no.such", "max_entries", BigDecimal.ONE)));
    assertEquals("--limit files.list:max_bytes: op files.list declares only the limits max_entries",
        refused(MockOptions.defaults().withLimit("files.list", "max_bytes", BigDecimal.ONE)));
    assertEquals("--limit files.stat:x: op files.stat declares no limits",
        refused(MockOptions.defaults().withLimit("files.stat", "x", BigDecimal.ONE)));
    assertEquals("--paths no.such: no such op in the served catalogs",
        refused(MockOptions.defaults().withPath("no.such", "/tmp")));
  }

  @Test
  void numbersAreWrittenAsJsonIntegersWhenIntegral() {
    assertEquals("100", CapabilitiesBody.number(new BigDecimal("100.000")).toString());
    assertEquals("100", CapabilitiesBody.number(new BigDecimal("1E+2")).toString());
    assertEquals("0.25", CapabilitiesBody.number(new BigDecimal("0.250")).toString());
    assertEquals("123456789012345678901234567890",
        CapabilitiesBody.number(new BigDecimal("123456789012345678901234567890")).toString());
  }

  private static String refused(MockOptions options) {
    return assertThrows(IllegalArgumentException.class,
        () -> MockServer.start(List.of(MockFixture.example()), options)).getMessage();
  }

  private static List<String> iterable(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
