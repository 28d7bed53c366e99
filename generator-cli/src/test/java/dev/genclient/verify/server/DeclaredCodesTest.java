package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What the example's ops may answer: declared rows, the auth and permission families, status-only rows, op.unknown. */
class DeclaredCodesTest {
  private static Catalog catalog;

  @BeforeAll
  static void load() throws Exception {
    catalog = new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
  }

  private static String problem(String op, int status, String code) {
    return DeclaredCodes.problem(catalog, new Observation(op, "ts", status, code, "rid"));
  }

  @Test
  void declaredRowsAndFamiliesAreAllowed() {
    assertNull(problem("files.stat", 200, null));
    assertNull(problem("files.stat", 404, "files.not_found"), "declared by files.stat");
    assertNull(problem("files.stat", 401, "auth.invalid_token"), "auth family");
    assertNull(problem("files.stat", 403, "policy.denied"), "permission family");
    assertNull(problem("files.stat", 403, "op.not_enabled"), "permission family");
    assertNull(problem("files.stat", 404, "op.unknown"));
    assertNull(problem("files.stat", 503, null), "status-only");
    assertNull(problem("files.stat", 429, null), "status-only");
    assertNull(problem("files.stat", 500, null), "status-only");
  }

  @Test
  void anythingElseIsAProblem() {
    assertEquals("status 418 without an error code is no row this op may raise", problem("core.health", 418, null));
    assertEquals("code agent.crashed (status 500) is not declared by this op", problem("files.stat", 500, "agent.crashed"));
    assertEquals("code made.up (status 400) is in no row of the error table", problem("files.stat", 400, "made.up"));
    assertEquals("code files.not_found came with status 500; its row FileNotFoundError lists [404]",
        problem("files.stat", 500, "files.not_found"));
    assertEquals("code auth.missing (status 401) is not declared by this op", problem("no.such_op", 401, "auth.missing"),
        "an op no catalog has may only be unknown");
  }

  @Test
  void theSameAnswerTwiceIsOneFindingWithItsCount() {
    List<Finding> findings = DeclaredCodes.check(catalog, List.of(new Observation("core.health", "ts", 418, null, "r1"),
        new Observation("core.health", "java", 418, null, "r2"), new Observation("core.health", "ts", 200, null, "r3")));
    assertEquals(1, findings.size());
    assertEquals("declared-codes", findings.get(0).check());
    assertEquals("r1", findings.get(0).requestId());
    assertEquals("status 418 without an error code is no row this op may raise (seen 2 times, by ts, java)", findings.get(0).message());
  }
}
