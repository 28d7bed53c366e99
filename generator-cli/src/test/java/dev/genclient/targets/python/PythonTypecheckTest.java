package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every test catalog's client passes {@code mypy --strict} for Python 3.10 and imports cleanly, in
 * both result styles: one mypy run and one python process per style, mypy's cache under target/.
 * The mypy run also checks {@code python-behaviour/typed_usage.py}, typed use of the example client
 * (per-op {@code with_response} data, union events, sync streams) with lines that must stay errors,
 * and {@code attribute_usage.py}, which pyright checks too (pydantic style, with the whole example package, its
 * runtime included): a misspelt member ({@code srv.files.lisst_sync}) is an error in both checkers, {@code base_url}
 * and {@code call} are not.
 */
class PythonTypecheckTest {
  private static final String USAGE = "typed_usage";
  /** Misspelt members are errors, `base_url` and `call` type-check: checked by mypy and pyright. */
  private static final String ATTRIBUTES = "attribute_usage";
  /** The example catalog's package, which pyright checks whole (generated modules and runtime). */
  private static final String EXAMPLE_PACKAGE = "agent_sandbox_server";
  /** Visits every namespace below a client (never a deprecated alias, which warns). */
  private static final String WALK = """
      def walk(ns):
          for name, member in vars(type(ns)).items():
              if type(member).__name__ == "cached_property":
                  walk(getattr(ns, name))
      """;

  @ParameterizedTest
  @ValueSource(strings = {"pydantic", "typeddict"})
  void everyCatalogTypechecksStrictAndImports(String style) throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-typecheck/" + style);
    for (String catalog : PythonTools.CATALOGS) {
      PythonTools.write(root, PythonTools.render(catalog, null, style));
    }
    for (String usage : List.of(USAGE, ATTRIBUTES)) {
      Files.copy(RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/" + usage + ".py"),
          root.resolve(usage + ".py"));
    }
    CompletableFuture<PythonTools.Result> pyright = style.equals("pydantic") ? pyright(root, python) : null;
    Path cache = Path.of("target/mypy-cache", style).toAbsolutePath();
    PythonTools.Result mypy = PythonTools.run(List.of(python.toString(), "-m", "mypy", "--strict", "--python-version",
        "3.10", "--explicit-package-bases", "--no-error-summary", "--cache-dir", cache.toString(), "."), root, Map.of(), 600);
    assertEquals(0, mypy.exitCode(), "mypy --strict failed (" + style + "):\n" + mypy.output());
    if (pyright != null) {
      PythonTools.Result result = pyright.join();
      assertEquals(0, result.exitCode(), "pyright failed on " + ATTRIBUTES + ".py or " + EXAMPLE_PACKAGE + ":\n"
          + result.output());
      assertTrue(result.output().contains("0 errors"), result.output());
    }

    List<String> imports = new ArrayList<>();
    for (String pkg : PythonTools.generatedPackages(root)) {
      // The package, every namespace (through the client's attributes) and every lazily exported model.
      imports.add("m = importlib.import_module('" + pkg + "'); c = m.ServerClient(); [getattr(m, n) for n in m.__all__]");
      imports.add("walk(c)");
      imports.add("importlib.import_module('" + pkg + ".ops')");
    }
    PythonTools.Result imported = PythonTools.run(List.of(python.toString(), "-W", "error", "-c",
        "import importlib\n" + WALK + String.join("\n", imports) + "\nprint('imported', " + imports.size() + ")"), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, imported.exitCode(), "import failed (" + style + "):\n" + imported.output());
    assertEquals("imported " + imports.size() + "\n", imported.output());
  }

  /**
   * pyright over attribute_usage.py and the whole example client (its runtime included), in one run started beside
   * mypy; the other catalogs' packages are checked through what the usage file imports only (a run over every package
   * costs twice the time).
   */
  private static CompletableFuture<PythonTools.Result> pyright(Path root, Path python) throws Exception {
    Path pyright = PythonTools.pyright();
    PythonTools.writePyrightConfig(root);
    return CompletableFuture.supplyAsync(() -> PythonTools.runUnchecked(List.of(pyright.toString(), "--pythonpath",
        python.toString(), ATTRIBUTES + ".py", EXAMPLE_PACKAGE), root));
  }
}
