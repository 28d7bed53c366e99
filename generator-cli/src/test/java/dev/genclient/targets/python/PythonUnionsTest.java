package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The union types of {@code catalogs/python-unions} at run time, per result style
 * ({@code python-behaviour/check_unions.py}): tags pick their variant, a variant a newer server
 * adds parses as a plain dict. mypy checks the same client in PythonTypecheckTest.
 */
class PythonUnionsTest {
  @ParameterizedTest
  @ValueSource(strings = {"pydantic", "typeddict"})
  void unionsPickTheirVariantAndKeepUnknownOnes(String style) throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-unions/" + style);
    PythonTools.write(root, PythonTools.render("generator-cli/src/test/resources/catalogs/python-unions",
        "unions_client", style));
    Path script = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/check_unions.py");
    PythonTools.Result run = PythonTools.run(List.of(python.toString(), "-W", "error", script.toString(), style), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, run.exitCode(), run.output());
    assertEquals("unions parse " + style + "\n", run.output());
  }
}
