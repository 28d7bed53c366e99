package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.pipeline.CatalogPipeline;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The hostile-strings catalog's client (compiled by {@link TsBuild}) loads in node without running
 * any injected code, {@code describe()} returns the runtime catalog document field for field, and
 * every hostile string comes back from it exactly as the catalog has it: the strings stayed data in every context.
 */
class TsHostileCatalogTest {
  private static final String PROBE = """
      globalThis.__pwned = [];
      globalThis.alert = (x) => globalThis.__pwned.push(String(x));
      const lib = await import(process.argv[1] + "/index.js");
      const srv = new lib.ServerClient({ baseUrl: "http://127.0.0.1:9" });
      const document = await import(process.argv[1] + "/catalog-document.js");
      const proto = Object.getPrototypeOf(JSON.parse(document.catalogJson).types);
      process.stdout.write(JSON.stringify({ pwned: globalThis.__pwned, protoIntact: proto === Object.prototype,
        polluted: ({}).polluted === undefined ? null : "polluted", catalog: srv.describe(), ops: lib.ops }));
      """;

  @Test
  void hostileStringsStayData() throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    Path dir = build.out().resolve("hostile");
    TsBuild.NodeRun run = TsBuild.node(dir, "--input-type=module", "-e", PROBE, dir.toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    String out = run.out();
    JsonNode probe = new ObjectMapper().readTree(out);
    assertEquals("[]", probe.get("pwned").toString());
    assertTrue(probe.get("protoIntact").asBoolean());
    assertTrue(probe.get("polluted").isNull());

    var linked = new CatalogPipeline().prepare(TsBuild.catalogs().get("hostile")).linked();
    Catalog catalog = linked.catalog();
    JsonNode described = probe.get("catalog");
    assertEquals("", difference(ClientPlan.of(linked).runtimeCatalog().document(), described, ""),
        "describe() returns the runtime catalog document");
    int checked = 0;
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      JsonNode seen = described.get("ops").get(i);
      assertEquals(op.id(), seen.get("id").asText());
      assertEquals(op.summary(), seen.get("summary").asText());
      assertEquals(op.http().path(), seen.get("http").get("path").asText());
      if (op.params() != null) {
        assertEquals("", difference(op.params().toJson(), seen.get("params"), "/" + op.id() + "/params"));
      }
      if (op.result() != null) {
        assertEquals("", difference(op.result().toJson(), seen.get("result"), "/" + op.id() + "/result"));
      }
      checked++;
    }
    catalog.types().forEach((name, schema) -> assertEquals("", difference(schema.toJson(), described.get("types").get(name), "/" + name)));
    for (int i = 0; i < catalog.aliases().size(); i++) {
      assertEquals(catalog.aliases().get(i).target(), described.get("aliases").get(i).get("target").asText());
    }
    assertEquals(catalog.ops().size(), checked);
  }

  /** The JSON pointer and values of the first difference, or "" when equal (key order ignored). */
  private static String difference(JsonNode expected, JsonNode actual, String pointer) {
    if (expected.isObject() && actual != null && actual.isObject()) {
      var names = expected.fieldNames();
      while (names.hasNext()) {
        String name = names.next();
        String found = difference(expected.get(name), actual.get(name), pointer + "/" + name);
        if (!found.isEmpty()) {
          return found;
        }
      }
      return expected.size() == actual.size() ? "" : pointer + ": keys " + expected.size() + " vs " + actual.size();
    }
    if (expected.isArray() && actual != null && actual.isArray() && expected.size() == actual.size()) {
      for (int i = 0; i < expected.size(); i++) {
        String found = difference(expected.get(i), actual.get(i), pointer + "/" + i);
        if (!found.isEmpty()) {
          return found;
        }
      }
      return "";
    }
    if (expected.isNumber() && actual != null && actual.isNumber()) {
      // The loader keeps exact numbers (BigInteger/BigDecimal); node's JSON comes back as int or double.
      return expected.decimalValue().compareTo(actual.decimalValue()) == 0 ? "" : pointer + ": " + expected + " vs " + actual;
    }
    return expected.equals(actual) ? "" : pointer + ": " + expected + " (" + expected.getNodeType() + ") vs " + actual
        + " (" + (actual == null ? null : actual.getNodeType()) + ")";
  }
}
