package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Python runtime ({@code runtime/python}) as the source it is: {@code mypy --strict} over it and
 * its unit tests, the unit tests under the pinned pytest, the module list the target copies equal to
 * the source tree, and the runtime's exported names kept off catalog-derived module-level names.
 */
class PythonRuntimeTest {
  private static final Path RUNTIME = RepoPaths.root().resolve("runtime/python");

  @Test
  void runtimeTypechecksStrictAndItsUnitTestsPass() throws Exception {
    Path python = PythonTools.python();
    Path cache = Path.of("target/mypy-cache/runtime").toAbsolutePath();
    PythonTools.Result mypy = PythonTools.run(List.of(python.toString(), "-m", "mypy", "--strict", "--python-version",
        "3.10", "--no-error-summary", "--cache-dir", cache.toString(), "genclient_runtime", "tests"), RUNTIME, Map.of(), 300);
    assertEquals(0, mypy.exitCode(), "mypy --strict failed on runtime/python:\n" + mypy.output());
    PythonTools.Result pytest = PythonTools.run(List.of(python.toString(), "-m", "pytest", "-q", "-p", "no:cacheprovider",
        "tests"), RUNTIME, Map.of("PYTHONPATH", RUNTIME.toString(), "PYTHONDONTWRITEBYTECODE", "1"), 300);
    assertEquals(0, pytest.exitCode(), "runtime unit tests failed:\n" + pytest.output());
    Matcher passed = Pattern.compile("(\\d+) passed").matcher(pytest.output());
    assertTrue(passed.find() && Integer.parseInt(passed.group(1)) >= 10, pytest.output());
    assertTrue(!pytest.output().contains("skipped"), pytest.output());
  }

  @Test
  void theCopiedModuleListIsTheSourceTree() throws Exception {
    Set<String> source = new TreeSet<>();
    try (Stream<Path> list = Files.list(RUNTIME.resolve("genclient_runtime"))) {
      list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".py")).forEach(source::add);
    }
    assertEquals(source, new TreeSet<>(PythonRuntime.MODULES));
  }

  @Test
  void everyExportedRuntimeNameIsReservedAtModuleLevel() throws Exception {
    String init = Files.readString(RUNTIME.resolve("genclient_runtime/__init__.py"));
    Matcher all = Pattern.compile("__all__ = \\[([^]]*)]").matcher(init);
    assertTrue(all.find(), init);
    Set<String> exported = new TreeSet<>();
    Matcher name = Pattern.compile("\"([A-Za-z_][A-Za-z0-9_]*)\"").matcher(all.group(1));
    while (name.find()) {
      exported.add(name.group(1));
    }
    assertTrue(exported.size() >= 6, exported.toString());
    for (String runtimeName : exported) {
      assertTrue(ModuleNames.RUNTIME.contains(runtimeName), runtimeName + " is exported by the runtime but not reserved");
      assertEquals(runtimeName + "_", ModuleNames.of(runtimeName));
    }
  }
}
