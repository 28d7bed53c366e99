package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class VerifyReportTest {
  private static final OpRow PLAIN = new OpRow("files.list", 10, 5, true, false);
  private static final OpRow ADMIN = new OpRow("core.reload", 20, 5, true, true);
  private static final OpRow HIDDEN = new OpRow("core.refused", 30, 5, false, false);

  private static VerifyReport report(boolean adminToken, Finding... findings) {
    return new VerifyReport("operations.json", "http://h", List.of(PLAIN, ADMIN, HIDDEN), List.of("python"), adminToken, List.of(findings));
  }

  private static Finding[] allPass() {
    return new Finding[] {Finding.pass("default", "files.list", "python", "ok"), Finding.pass("default", "core.reload", "python", "ok"),
        Finding.pass("default", "core.refused", "python", "ok")};
  }

  @Test
  void everythingPassedExitsZero() {
    assertEquals(0, report(true, allPass()).exitCode());
  }

  @Test
  void oneFailedCaseFailsItsCellAndTheRun() {
    VerifyReport r = report(true, Finding.pass("a", "files.list", "python", "ok"), Finding.fail("b", "files.list", "python", "500"),
        Finding.pass("default", "core.reload", "python", "ok"), Finding.pass("default", "core.refused", "python", "ok"));
    assertEquals(Verdict.FAIL, r.cell(PLAIN, "python").verdict());
    assertEquals(1, r.exitCode());
  }

  @Test
  void aFailedServerCheckFailsTheRun() {
    Finding[] cells = allPass();
    Finding[] all = java.util.Arrays.copyOf(cells, cells.length + 1);
    all[cells.length] = Finding.fail("request-id", null, null, "not echoed");
    assertEquals(1, report(true, all).exitCode());
  }

  @Test
  void aCellNeverRunFails() {
    VerifyReport r = report(true, Finding.pass("default", "files.list", "python", "ok"), Finding.pass("default", "core.reload", "python", "ok"));
    assertEquals("FAIL", r.cell(HIDDEN, "python").label());
    assertEquals(1, r.exitCode());
  }

  @Test
  void notApplicableIsExcusedOnlyForOpsWithoutAMemberAndAdminOpsWithoutAToken() {
    Finding hidden = Finding.notApplicable("default", "core.refused", "python", "mirror.client: false");
    Finding admin = Finding.notApplicable("default", "core.reload", "python", "admin op, no --admin-token");
    Finding plain = Finding.pass("default", "files.list", "python", "ok");
    VerifyReport withoutToken = report(false, plain, admin, hidden);
    assertEquals("n/a (mirror.client: false)", withoutToken.cell(HIDDEN, "python").label());
    assertEquals("n/a (admin op, no --admin-token)", withoutToken.cell(ADMIN, "python").label());
    assertEquals(0, withoutToken.exitCode());
    assertEquals(1, report(true, plain, admin, hidden).exitCode(), "an admin op is not excused when the admin token was given");
    assertEquals(1, report(false, Finding.notApplicable("default", "files.list", "python", "no reason"), admin, hidden).exitCode());
  }

  @Test
  void notApplicableServerChecksAndInfoDoNotFail() {
    Finding[] cells = allPass();
    Finding[] all = java.util.Arrays.copyOf(cells, cells.length + 2);
    all[cells.length] = Finding.notApplicable("auth.conflicting-credentials", null, null, "no auth.legacy_header");
    all[cells.length + 1] = Finding.info("ops-listing", "extra.op", "served beyond the catalog");
    assertEquals(0, report(true, all).exitCode());
  }

  @Test
  void messagesStayOnOneLine() {
    assertEquals("a b c", Finding.fail("x", null, null, "a\r\nb\u2028c").message());
  }
}
