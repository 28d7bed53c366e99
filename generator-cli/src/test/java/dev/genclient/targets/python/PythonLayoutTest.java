package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code --module} puts the client package, what the package holds, and which values it refuses. */
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
  void moduleNamesThePackageAndNothingOutsideItIsWritten() throws Exception {
    List<String> paths = paths("a.b");
    assertEquals(List.of(), paths.stream().filter(p -> !p.startsWith("a/b/")).toList());
    assertEquals(List.of("a/b/__init__.py", "a/b/_generated.py", "a/b/py.typed", "a/b/_errors.py", "a/b/_catalog.py", "a/b/_document.py",
        "a/b/_client.py", "a/b/_api/__init__.py", "a/b/_api/custom.py", "a/b/_api/_custom_params.py", "a/b/ops.py"),
        paths.stream().filter(p -> !p.startsWith("a/b/_runtime/")).toList());
    assertTrue(content("a.b", "a/b/__init__.py").contains("\nfrom a.b._client import (\n    ServerClient as ServerClient,\n)\n"));
  }

  @Test
  void theRuntimeIsCopiedVerbatimWithTheResultsModuleOfTheStyle() throws Exception {
    for (String style : List.of("pydantic", "typeddict")) {
      List<GeneratedFile> files = PythonTools.render("examples/custom-ops", "a.b", style);
      for (String module : PythonRuntime.MODULES) {
        String source = Files.readString(RepoPaths.root().resolve("runtime/python/genclient_runtime").resolve(module));
        String copied = files.stream().filter(f -> f.path().equals("a/b/_runtime/" + module)).map(GeneratedFile::content)
            .findFirst().orElse(null);
        if (module.equals(style.equals("pydantic") ? "results_plain.py" : "results_pydantic.py")) {
          assertNull(copied, module + " is not part of a " + style + " client");
        } else {
          assertTrue(copied != null && copied.endsWith("\n" + source), module + " is copied verbatim (" + style + ")");
        }
      }
    }
  }

  @Test
  void defaultModuleComesFromTheCatalogName() throws Exception {
    assertTrue(paths(null).contains("custom_ops/__init__.py"));
    assertEquals("agent_sandbox_server", PythonTarget.defaultModule("agent-sandbox-server"));
    assertEquals("client_9lives", PythonTarget.defaultModule("9lives"));
    assertEquals("class_", PythonTarget.defaultModule("Class"));
  }

  @Test
  void badModulesAreUsageErrors() {
    assertNull(PythonTarget.moduleProblem("a.b"));
    for (String bad : List.of("a.class.x", "a..b", "1a", "a-b", "a.b.")) {
      CliRun run = CliRun.run("--catalog", RepoPaths.customOpsCatalog().toString(), "--lang", "python", "--module", bad,
          "--out", tmp.toString());
      assertEquals(2, run.exitCode(), bad + ": " + run.err());
      assertTrue(run.err().startsWith("--module must be a dotted Python package name"), run.err());
    }
  }

  @Test
  void openAiBasePathJoinsTheBaseUrlWithOneSlash() throws Exception {
    String client = PythonTools.render("generator-cli/src/test/resources/catalogs/ts-names", null, null).stream()
        .filter(f -> f.content().contains("def openai_client(")).findFirst().orElseThrow().content();
    assertTrue(client.contains("return _openai_client(self._t, \"/v1\\\"*/'\\\\x\", **kwargs)"), client);
  }
}
