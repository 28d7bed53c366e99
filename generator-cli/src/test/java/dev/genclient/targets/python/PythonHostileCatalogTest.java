package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hostile catalogs' strings (triple quotes, a trailing quote and backslash, {@code \N} and
 * {@code \x} escapes, CR/LS/PS/NEL, NUL, statements after each) land in the Python client as data:
 * importing it runs none of them, and every docstring, literal and name reads back exactly (pydantic
 * fields' descriptions too, and the TypedDict style's class docstrings).
 */
class PythonHostileCatalogTest {
  @ParameterizedTest
  @CsvSource({"python-hostile, pydantic", "hostile, pydantic", "python-hostile, typeddict"})
  void injectedStringsDoNotExecuteOnImportAndReadBackExactly(String catalog, String style) throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-hostile/" + catalog + "-" + style);
    String catalogDir = "generator-cli/src/test/resources/catalogs/" + catalog;
    PythonTools.write(root, PythonTools.render(catalogDir, "hostile_client", style));
    Path script = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/check_hostile.py");
    PythonTools.Result run = PythonTools.run(List.of(python.toString(), "-W", "error", script.toString(),
        RepoPaths.root().resolve(catalogDir).resolve("operations.json").toString()), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, run.exitCode(), run.output());
    assertEquals("hostile strings read back exactly\n", run.output());
    assertEquals(List.of(), List.of(root.toFile().list((dir, name) -> name.startsWith("injected"))));
    assertEquals(false, Files.exists(root.resolve("pwned")));
  }
}
