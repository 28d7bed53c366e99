package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.pipeline.CatalogPipeline;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hostile-strings catalog's client (compiled by {@link TsBuild}) loads in node without running
 * any injected code, {@code describe()} returns the runtime catalog document field for field, and
 * every hostile string comes back from it exactly as the catalog has it: the strings stayed data in every context; its
 * command-line client shows them escaped.
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

  /** Runs the package's CLI in-process on every op: the help, `call OP --help` and `describe OP`, without a server. */
  private static final String CLI_PROBE = """
      const dir = process.argv[1];
      const { cliMain } = await import(dir + "/runtime/cli.js");
      const { ServerClient } = await import(dir + "/client.js");
      const { catalog } = await import(dir + "/catalog-document.js");
      const definition = { ...ServerClient.$definition, catalog };
      let text = "";
      const exits = [];
      const io = { name: "h", env: {}, stdout: { write: (c) => { text += String(c); }, isTTY: false },
        stderr: { write: (c) => { text += String(c); }, isTTY: false }, stdin: async () => new Uint8Array(),
        readFile: async () => new Uint8Array(), writeFile: async () => {}, fetch: async () => { throw new Error("no request"); } };
      exits.push(await cliMain(["--help"], io, definition));
      for (const op of catalog.ops) {
        exits.push(await cliMain(["call", op.id, "--help", "--no-discover"], io, definition));
        exits.push(await cliMain(["describe", op.id, "--no-discover"], io, definition));
      }
      process.stdout.write(JSON.stringify({ exits, text }));
      """;

  /**
   * The hostile catalogs' CLIs (compiled by {@link TsBuild}) print every catalog string of their help and of each op's
   * params as options, escaped: no control character (escape sequences included) and no line break but their own.
   */
  @ParameterizedTest
  @ValueSource(strings = {"hostile", "python-hostile"})
  void cliHelpShowsCatalogTextEscaped(String name) throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    Path dir = build.out().resolve(name);
    TsBuild.NodeRun run = TsBuild.node(dir, "--input-type=module", "-e", CLI_PROBE, dir.toUri().toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    JsonNode probe = new ObjectMapper().readTree(run.out());
    Catalog catalog = new CatalogPipeline().prepare(TsBuild.catalogs().get(name)).linked().catalog();
    assertEquals(1 + 2 * catalog.ops().size(), probe.get("exits").size());
    probe.get("exits").forEach(exit -> assertEquals(0, exit.asInt(), probe.get("text").asText()));
    String text = probe.get("text").asText();
    Matcher control = Pattern.compile("[\\x00-\\x09\\x0b-\\x1f\\x7f-\\x9f\\u2028\\u2029]").matcher(text);
    assertFalse(control.find(), () -> "a control character reached the terminal: U+" + Integer.toHexString(text.charAt(control.start()))
        + " in ..." + text.substring(Math.max(0, control.start() - 80), control.start()));
    for (Operation op : catalog.ops()) {
      assertTrue(text.contains("Usage: h call " + op.id() + " [options]\n"), op.id());
    }
    if (name.equals("python-hostile")) {
      // Its descriptions hold ESC and NUL; a param named like the CLI's --timeout is given with --arg.
      assertTrue(text.contains("\\u001bESC") && text.contains("\\u0000nul"), text);
      assertTrue(text.contains("\n  --arg timeout=N "), text);
    }
  }

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
