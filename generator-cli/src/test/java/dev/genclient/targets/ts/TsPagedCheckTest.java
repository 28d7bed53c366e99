package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A paginated op with an exit_check (catalogs/paged-check): {@code ts-behaviour/paged-check.ts} passes
 * {@code {check}} to the plain call, to {@code items} and {@code pages} and to the callable namespace of its alias,
 * which only compiles when each takes CheckOptions (it did not for the paged members: their type took CallOptions),
 * and runs them against a fetch serving two pages, the second with exit_code 3.
 */
class TsPagedCheckTest {
  @Test
  void theItemsPagesAndCallOfAPaginatedOpTakeTheCheckOptionAndEachPageIsChecked() throws Exception {
    TsBuild.Result build = TsBuild.get();
    assertEquals(0, build.exitCode(), "tsc failed:\n" + build.output());
    Path dir = build.out().resolve("paged-check");
    TsBuild.NodeRun run = TsBuild.node(dir, dir.resolve("paged-check.js").toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    // Without check every page comes and the results carry exit_code 3; with it, the page with exit_code 3 raises the
    // check's error (E9001) carrying that page, after the items and pages before it.
    String failed = "BatchFailedError E9001 {\"lines\":[\"c\"],\"exit_code\":3}";
    assertEquals("check false: items a,b,c | pages 0,3 | call 3 | alias 3 | cursors -,p2,-,p2,p2,p2\n"
        + "check true: items a,b " + failed + " | pages 0 " + failed + " | call " + failed + " | alias " + failed
        + " | cursors -,p2,-,p2,p2,p2\n", run.out());
  }
}
