package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Every test catalog's TypeScript client (and the contract runner) passes {@code tsc --strict} in one run,
 * and its client, built from the core facts, has the members and the {@code ops} tree catalog.ts declares.
 */
class TsCompileTest {
  /**
   * For each compiled catalog: {@code new ServerClient().ops} (built from the facts) deep-equals catalog.ts'
   * {@code ops}, and every op the client renders is a function at its id's path (segments escaped as
   * TsNames does: {@code constructor}, {@code then}, {@code prototype}, {@code __proto__} gain {@code _}).
   */
  private static final String CHECK = """
      import assert from "node:assert/strict";
      const hazardous = new Set(["constructor", "then", "prototype", "__proto__"]);
      const escape = (segment) => { let out = segment; while (hazardous.has(out)) out += "_"; return out; };
      let members = 0;
      for (const name of process.argv.slice(1)) {
        const lib = await import("./" + name + "/index.js");
        const client = new lib.ServerClient();
        assert.deepStrictEqual(client.ops, lib.ops, name + ": ServerClient.ops");
        for (const op of lib.ServerClient.$definition.catalog.ops.filter((o) => o.client)) {
          const member = op.id.split(".").reduce((node, segment) => node?.[escape(segment)], client);
          assert.equal(typeof member, "function", name + ": " + op.id);
          members++;
        }
      }
      process.stdout.write(String(members));
      """;

  @Test
  void everyCatalogCompilesStrict() throws Exception {
    TsBuild.Result result = TsBuild.get();
    System.out.println("tsc --strict: " + TsBuild.catalogs().size() + " catalogs + runner, " + result.millis() + " ms");
    assertEquals("", result.output().strip(), "tsc reported problems");
    assertEquals(0, result.exitCode(), "tsc exit code");
    String[] args = new String[TsBuild.catalogs().size() + 3];
    args[0] = "--input-type=module";
    args[1] = "-e";
    args[2] = CHECK;
    int i = 3;
    for (String name : TsBuild.catalogs().keySet()) {
      args[i++] = name;
    }
    TsBuild.NodeRun run = TsBuild.node(result.out(), args);
    assertEquals(0, run.exitCode(), run.out() + run.err());
    System.out.println("ts members: " + run.out() + " op members and " + TsBuild.catalogs().size() + " ops trees from the facts, "
        + run.millis() + " ms");
  }
}
