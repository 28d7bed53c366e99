package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code --module} puts the client and its ops module (DESIGN §4), and which values it refuses. */
class PythonLayoutTest {
  @TempDir
  Path tmp;

  private static List<String> paths(String module) throws Exception {
    return PythonTools.render("examples/custom-ops", module, null).stream().map(GeneratedFile::path).toList();
  }

  private static String content(String module, String path) throws Exception {
    return PythonTools.render("examples/custom-ops", module, null).stream().filter(f -> f.path().equals(path))
        .findFirst().orElseThrow().content();
  }

  @Test
  void moduleSetsTheClientPathAndTheOpsModuleGoesBesideIt() throws Exception {
    assertEquals(List.of("a/b/_generated.py", "a/b/ops.py"), paths("a.b._generated"));
    assertTrue(content("a.b._generated", "a/b/_generated.py").contains("\nfrom a.b import ops as ops\nfrom a.b.ops import OpRef as OpRef\n"));
  }

  @Test
  void topLevelModuleGetsATopLevelOpsModule() throws Exception {
    assertEquals(List.of("client.py", "ops.py"), paths("client"));
    assertTrue(content("client", "client.py").contains("\nimport ops as ops\nfrom ops import OpRef as OpRef\n"));
  }

  @Test
  void defaultModuleComesFromTheCatalogName() throws Exception {
    assertEquals(List.of("custom_ops/_generated.py", "custom_ops/ops.py"), paths(null));
    assertEquals("agent_sandbox_server._generated", PythonTarget.defaultModule("agent-sandbox-server"));
    assertEquals("client_9lives._generated", PythonTarget.defaultModule("9lives"));
    assertEquals("class_._generated", PythonTarget.defaultModule("Class"));
  }

  @Test
  void badModulesAreUsageErrors() {
    assertNull(PythonTarget.moduleProblem("a.b._generated"));
    for (String bad : List.of("a.class.x", "a..b", "1a", "a-b", "a.b.")) {
      CliRun run = CliRun.run("--catalog", RepoPaths.customOpsCatalog().toString(), "--lang", "python", "--module", bad,
          "--out", tmp.toString());
      assertEquals(2, run.exitCode(), bad + ": " + run.err());
      assertTrue(run.err().startsWith("--module must be a dotted Python module name"), run.err());
    }
  }

  @Test
  void openAiBasePathJoinsTheBaseUrlWithOneSlash() throws Exception {
    String client = PythonTools.render("generator-cli/src/test/resources/catalogs/ts-names", null, null).stream()
        .filter(f -> f.path().endsWith("/_generated.py")).findFirst().orElseThrow().content();
    assertTrue(client.contains("base_url=self._t.base_url + \"/v1\\\"*/'\\\\x\""), client);
  }
}
