package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Params keep builtin names ({@code input=}, {@code type=}, {@code isinstance=}), so the generated
 * bodies must reach every builtin they use through {@code builtins.}: the python-builtins catalog
 * names its params after the builtins and locals a body could use, and check_builtin_params.py
 * calls every kind (call, stream, download, upload, job), async and {@code _sync}, with all of them.
 */
class PythonBuiltinParamsTest {
  @Test
  void everyKindRunsWithParamsNamedLikeBuiltins() throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-builtins");
    String catalogDir = "generator-cli/src/test/resources/catalogs/python-builtins";
    PythonTools.write(root, PythonTools.render(catalogDir, "builtin_client", null));
    Files.copy(RepoPaths.root().resolve(catalogDir).resolve("operations.json"), root.resolve("operations.json"));
    Path script = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/check_builtin_params.py");
    PythonTools.Result run = PythonTools.run(List.of(python.toString(), "-W", "error", script.toString()), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, run.exitCode(), run.output());
    assertEquals("builtin params sent unchanged: 10 calls\n", run.output());
  }
}
