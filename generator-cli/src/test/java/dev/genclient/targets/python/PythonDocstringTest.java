package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The docstring an editor shows on hover: {@code check_docstrings.py} parses the example client's
 * {@code _api/files.py} with {@code ast} and checks {@code files.list}'s docstring, on the async method and
 * its {@code _sync} twin, against the catalog: Args with each param's description and default, Returns,
 * Raises with each declared wire code, and an Example calling the method with the first example's params.
 */
class PythonDocstringTest {
  @Test
  void opDocstringsHaveArgsReturnsRaisesAndExampleOnBothTwins() throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-docstrings");
    PythonTools.write(root, PythonTools.render("examples/agent-sandbox", null, null));
    Path script = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/check_docstrings.py");
    PythonTools.Result run = PythonTools.run(List.of(python.toString(), script.toString(),
        RepoPaths.root().resolve("examples/agent-sandbox/operations.json").toString(),
        root.resolve("agent_sandbox_server/_api/files.py").toString(), "files.list", "_FilesApi", "list"), root, Map.of(), 60);
    assertEquals(0, run.exitCode(), run.output());
    assertEquals("docstrings complete: list list_sync\n", run.output());
  }
}
