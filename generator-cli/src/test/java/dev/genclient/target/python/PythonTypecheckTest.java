package dev.genclient.target.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every test catalog's client passes {@code mypy --strict} for Python 3.10 and imports cleanly, in
 * both result styles: one mypy run and one python process per style, mypy's cache under target/.
 */
class PythonTypecheckTest {
  @ParameterizedTest
  @ValueSource(strings = {"pydantic", "typeddict"})
  void everyCatalogTypechecksStrictAndImports(String style) throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-typecheck/" + style);
    for (String catalog : PythonTools.CATALOGS) {
      PythonTools.write(root, PythonTools.render(catalog, null, style));
    }
    Path cache = Path.of("target/mypy-cache", style).toAbsolutePath();
    PythonTools.Result mypy = PythonTools.run(List.of(python.toString(), "-m", "mypy", "--strict", "--python-version",
        "3.10", "--explicit-package-bases", "--no-error-summary", "--cache-dir", cache.toString(), "."), root, Map.of(), 600);
    assertEquals(0, mypy.exitCode(), "mypy --strict failed (" + style + "):\n" + mypy.output());

    List<String> imports = new ArrayList<>();
    for (String module : PythonTools.generatedModules(root)) {
      imports.add("importlib.import_module('" + module + "')");
      imports.add("importlib.import_module('" + module.substring(0, module.lastIndexOf('.') + 1) + "ops')");
    }
    PythonTools.Result imported = PythonTools.run(List.of(python.toString(), "-W", "error", "-c",
        "import importlib\n" + String.join("\n", imports) + "\nprint('imported', " + imports.size() + ")"), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, imported.exitCode(), "import failed (" + style + "):\n" + imported.output());
    assertEquals("imported " + imports.size() + "\n", imported.output());
  }
}
