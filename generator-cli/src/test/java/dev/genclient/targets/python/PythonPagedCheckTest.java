package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A paginated op with an exit_check (catalogs/paged-check) in Python: {@code python-behaviour/check_paged.py} passes
 * {@code check=} to the call, {@code items}, {@code pages} and their {@code _sync} twins (the iterators had no such
 * parameter: a TypeError) against a MockTransport serving two pages, the second with exit_code 3.
 */
class PythonPagedCheckTest {
  @Test
  void theItemsAndPagesOfAPaginatedOpTakeCheckAndEachPageIsChecked() throws Exception {
    Path python = PythonTools.python();
    Path root = PythonTools.cleanDir("python-paged-check");
    PythonTools.write(root, PythonTools.render("generator-cli/src/test/resources/catalogs/paged-check", "paged_check", null));
    Path script = RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/check_paged.py");
    PythonTools.Result run = PythonTools.run(List.of(python.toString(), "-W", "error", script.toString()), root,
        Map.of("PYTHONPATH", root.toString()), 120);
    assertEquals(0, run.exitCode(), run.output());
    // As in TypeScript (TsPagedCheckTest): without check every page comes; with it, the page with exit_code 3 raises
    // the check's error (E9001) carrying that page, after the items and pages before it.
    String failed = "BatchFailedError E9001 {\"lines\":[\"c\"],\"exit_code\":3}";
    assertEquals("check false: items a,b,c | pages 0,3 | call 3 | items_sync a,b,c | pages_sync 0,3"
        + " | cursors -,p2,-,p2,p2,-,p2,-,p2\n"
        + "check true: items a,b " + failed + " | pages 0 " + failed + " | call " + failed + " | items_sync a,b " + failed
        + " | pages_sync 0 " + failed + " | cursors -,p2,-,p2,p2,-,p2,-,p2\n", run.output());
  }
}
