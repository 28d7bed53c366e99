package dev.genclient.verify.report;

import java.util.List;

/** A small report with every kind of finding, for the writers' tests. */
final class SampleReport {
  private SampleReport() {}

  static final Secrets SECRETS = new Secrets("s3cret", null, null);

  static Reproduction request(String op, String body) {
    RequestHeaders headers = new RequestHeaders(SECRETS).credential("Authorization", "Bearer ", Secrets.Credential.TOKEN)
        .put("X-Request-Id", "rid-" + op);
    return Reproduction.of("POST", "http://127.0.0.1:9000/ops/" + op, headers, body);
  }

  static VerifyReport report() {
    List<OpRow> ops = List.of(new OpRow("files.list", 10, 7, true, false), new OpRow("core.reload", 20, 7, true, true),
        new OpRow("core.refused", 30, 7, false, false));
    List<Finding> findings = List.of(
        Finding.pass("ops-listing", null, null, "/ops lists the catalog's 3 ops"),
        Finding.info("ops-listing", "extra.op", "served beyond the catalog"),
        Finding.fail("request-id", "files.list", null, "X-Request-Id not echoed in the header")
            .withRequest("rid-files.list", request("files.list", "{}")),
        Finding.notApplicable("auth-conflict", null, null, "no auth.legacy_header"),
        Finding.pass("default", "files.list", "python", "result matches the schema"),
        Finding.fail("default", "files.list", "ts", "result.entries: expected array, got \"x|y\"")
            .withRequest("rid-files.list", request("files.list", "{\"path\":\"/tmp\"}")),
        Finding.notApplicable("default", "core.reload", "python", "admin op, no --admin-token"),
        Finding.notApplicable("default", "core.reload", "ts", "admin op, no --admin-token"),
        Finding.notApplicable("default", "core.refused", "python", "mirror.client: false"),
        Finding.notApplicable("default", "core.refused", "ts", "mirror.client: false"));
    return new VerifyReport("examples/operations.json", "http://127.0.0.1:9000", ops, List.of("python", "ts"), false, findings);
  }
}
