package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What a bundler keeps of the example's client (the sources {@link TsBuild} wrote), bundled by the pinned
 * esbuild in one node process: an app naming an op id keeps the {@code ops} tree and nothing else (no facts,
 * no error table, no runtime), an app calling one op keeps the core facts but not the catalog document, and an app
 * calling one op through the modular entry keeps that op's facts and the small core only.
 */
class TsBundleTest {
  private static final String BUNDLE = """
      const esbuild = await import(process.argv[1]);
      const bundle = async (contents) => (await esbuild.build({ stdin: { contents, resolveDir: process.argv[2], loader: "ts" },
        bundle: true, minify: true, format: "esm", write: false, logLevel: "silent" })).outputFiles[0].text;
      process.stdout.write(JSON.stringify({
        ops: await bundle('import { ops } from "./index.js"; console.log(ops.files.list);'),
        call: await bundle('import { ServerClient } from "./index.js"; console.log(await new ServerClient().files.list({ path: "/" }));'),
        fn: await bundle('import { createCore } from "./fn.js"; import { list } from "./fn/files.js"; console.log(await list(createCore(), { path: "/" }));'),
      }));
      """;

  @Test
  void opsAloneDropsTheDataAndACallDropsTheDocument() throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    Path esbuild = RepoPaths.root().resolve("tools/node/node_modules/esbuild/lib/main.js");
    if (!Files.isRegularFile(esbuild)) {
      fail("esbuild not found at " + esbuild + ": " + TsBuild.INSTALL_HINT);
    }
    Path src = TsBuild.dir().resolve("src/agent-sandbox");
    TsBuild.NodeRun run = TsBuild.node(src, "--input-type=module", "-e", BUNDLE, esbuild.toUri().toString(), src.toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    System.out.println("ts bundles: 2 esbuild bundles in one node process, " + run.millis() + " ms");
    JsonNode bundles = new ObjectMapper().readTree(run.out());
    String ops = bundles.get("ops").asText();
    assertTrue(ops.contains("\"files.list\""), ops);
    for (String absent : new String[] {"client_defaults", "ServerAPIError", "fetch"}) {
      assertFalse(ops.contains(absent), "import { ops } alone keeps no " + absent);
    }
    String call = bundles.get("call").asText();
    assertTrue(call.contains("client_defaults") && call.contains("ServerAPIError") && call.contains("fetch"), "a call keeps the facts");
    // The summary of files.list and an example's path are in the document only.
    assertFalse(call.contains("List a directory"), "a call keeps no summary");
    assertFalse(call.contains("README.md"), "a call keeps no example");
    // The modular entry keeps the facts of the op it calls and the client facts, not the other ops nor the tree's runtime.
    String fn = bundles.get("fn").asText();
    assertTrue(fn.contains("files.list") && fn.contains("client_defaults") && fn.contains("ServerAPIError"), "fn keeps its op and the core");
    for (String absent : new String[] {"files.stat", "commands.run", "install_status", "Proxy", "strict mode"}) {
      assertFalse(fn.contains(absent), "a modular call of files.list keeps no " + absent);
    }
  }
}
