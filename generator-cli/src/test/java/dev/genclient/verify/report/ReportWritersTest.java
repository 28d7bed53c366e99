package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.report.ShownPath;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportWritersTest {
  private static final String CURL_LIST_TMP = "curl -sS -i -X 'POST' 'http://127.0.0.1:9000/ops/files.list'"
      + " -H 'Authorization: Bearer '\"$TOKEN\" -H 'X-Request-Id: rid-files.list' --data-binary '{\"path\":\"/tmp\"}'";
  private static final String CURL_LIST_EMPTY = "curl -sS -i -X 'POST' 'http://127.0.0.1:9000/ops/files.list'"
      + " -H 'Authorization: Bearer '\"$TOKEN\" -H 'X-Request-Id: rid-files.list' --data-binary '{}'";

  @Test
  void textShowsTheMatrixThenTheServerChecksThenEachFailureWithItsRequest() {
    assertEquals("""
        gen-client verify examples/operations.json against http://127.0.0.1:9000: 2 failures

        op            python                            ts
        files.list    pass                              FAIL
        core.reload   n/a (admin op, no --admin-token)  n/a (admin op, no --admin-token)
        core.refused  n/a (mirror.client: false)        n/a (mirror.client: false)

        server checks
          pass  ops-listing                /ops lists the catalog's 3 ops
          info  ops-listing    extra.op    served beyond the catalog
          FAIL  request-id     files.list  X-Request-Id not echoed in the header
          n/a   auth-conflict              no auth.legacy_header

        failures
          FAIL request-id op files.list: X-Request-Id not echoed in the header
            request id: rid-files.list
            %s
          FAIL default op files.list client ts: result.entries: expected array, got "x|y"
            request id: rid-files.list
            %s
        """.formatted(CURL_LIST_EMPTY, CURL_LIST_TMP), TextReport.render(SampleReport.report()));
  }

  @Test
  void jsonCarriesTheMatrixAndEveryFindingWithItsRequest() throws Exception {
    JsonNode json = new ObjectMapper().readTree(JsonReport.render(SampleReport.report()));
    assertEquals(1, json.get("exit_code").asInt());
    assertEquals(2, json.get("failures").asInt());
    assertEquals("FAIL", json.at("/matrix/0/cells/ts").asText());
    assertEquals("n/a (mirror.client: false)", json.at("/matrix/2/cells/python").asText());
    assertEquals(10, json.at("/matrix/0/line").asInt());
    assertEquals(10, json.get("findings").size());
    JsonNode failed = json.at("/findings/5");
    assertEquals("FAIL", failed.get("verdict").asText());
    assertEquals("ts", failed.get("client").asText());
    assertEquals("rid-files.list", failed.get("request_id").asText());
    assertEquals("Bearer $TOKEN", failed.at("/request/headers/0/value").asText());
    assertEquals(CURL_LIST_TMP, failed.at("/request/curl").asText());
    assertEquals(true, json.at("/findings/0/request").isNull());
  }

  @Test
  void markdownEscapesCellsAndFencesTheReproduction() {
    String md = MarkdownReport.render(SampleReport.report());
    assertEquals("""
        ### gen-client verify

        **2 failures**: `examples/operations.json` against `http://127.0.0.1:9000`

        | check | op | client | message | request id |
        |---|---|---|---|---|
        | request-id | files.list |  | X-Request-Id not echoed in the header | rid-files.list |
        | default | files.list | ts | result.entries: expected array, got "x\\|y" | rid-files.list |

        <details><summary>Reproduce</summary>

        ```sh
        %s
        ```
        ```sh
        %s
        ```

        </details>

        | server check | op | verdict | message |
        |---|---|---|---|
        | ops-listing |  | pass | /ops lists the catalog's 3 ops |
        | ops-listing | extra.op | info | served beyond the catalog |
        | request-id | files.list | **FAIL** | X-Request-Id not echoed in the header |
        | auth-conflict |  | n/a | no auth.legacy\\_header |

        | op | python | ts |
        |---|---|---|
        | files.list | pass | **FAIL** |
        | core.reload | n/a (admin op, no --admin-token) | n/a (admin op, no --admin-token) |
        | core.refused | n/a (mirror.client: false) | n/a (mirror.client: false) |
        """.formatted(CURL_LIST_EMPTY, CURL_LIST_TMP), md);
  }

  @Test
  void markdownCellsCannotBreakTheTable() {
    assertEquals("a\\|b &lt;img src=x&gt; c", MarkdownReport.cell("a|b <img src=x>\nc"));
  }

  @Test
  void githubAnnotatesEachFailureAtItsOpLineRelativeToTheBase(@TempDir Path dir) {
    VerifyReport sample = SampleReport.report();
    VerifyReport report = new VerifyReport(dir.resolve("api/operations.json").toString(), sample.baseUrl(), sample.ops(),
        sample.clients(), false, sample.findings());
    String out = GithubReport.render(report, dir);
    assertEquals(List.of(
        "::notice file=api/operations.json,title=gen-client verify ops-listing::info ops-listing op extra.op: served beyond the catalog",
        "::error file=api/operations.json,line=10,col=7,title=gen-client verify request-id::FAIL request-id op files.list:"
            + " X-Request-Id not echoed in the header (request id rid-files.list)%0A" + CURL_LIST_EMPTY,
        "::error file=api/operations.json,line=10,col=7,title=gen-client verify default::FAIL default op files.list client ts:"
            + " result.entries: expected array, got \"x|y\" (request id rid-files.list)%0A" + CURL_LIST_TMP),
        out.lines().toList());
  }

  @Test
  void githubShowsAPathOutsideTheBaseAbsolute(@TempDir Path dir) {
    Path outside = dir.resolve("elsewhere/operations.json");
    assertEquals(outside.toString(), ShownPath.of(outside.toString(), dir.resolve("workspace")));
    assertEquals("operations.json", ShownPath.of("operations.json", Path.of("")));
  }

  @Test
  void fileFormatsGoToTheReportDirAndStandardOutputGetsTheTextAndAnnotations(@TempDir Path dir) throws Exception {
    StringWriter out = new StringWriter();
    List<Path> written = ReportOutput.write(SampleReport.report(),
        List.of(VerifyFormat.JUNIT, VerifyFormat.GITHUB, VerifyFormat.JSON, VerifyFormat.MARKDOWN, VerifyFormat.TEXT), dir.resolve("r"), dir,
        new PrintWriter(out));
    assertEquals(TextReport.render(SampleReport.report()) + GithubReport.render(SampleReport.report(), dir), out.toString());
    assertEquals(List.of(dir.resolve("r/verify-junit.xml"), dir.resolve("r/verify.json"), dir.resolve("r/verify.md")), written);
    assertEquals(JunitReport.render(SampleReport.report()), Files.readString(dir.resolve("r/verify-junit.xml")));
    assertEquals(JsonReport.render(SampleReport.report()), Files.readString(dir.resolve("r/verify.json")));
    assertEquals(MarkdownReport.render(SampleReport.report()), Files.readString(dir.resolve("r/verify.md")));
    assertEquals(List.of("verify-junit.xml", "verify.json", "verify.md"),
        Files.list(dir.resolve("r")).map(p -> p.getFileName().toString()).sorted().toList());
  }

  @Test
  void theTextReportAloneWritesNoFile(@TempDir Path dir) throws Exception {
    StringWriter out = new StringWriter();
    assertEquals(List.of(), ReportOutput.write(SampleReport.report(), List.of(VerifyFormat.TEXT), dir.resolve("r"), dir, new PrintWriter(out)));
    assertEquals(TextReport.render(SampleReport.report()), out.toString());
    assertEquals(false, Files.exists(dir.resolve("r")));
  }
}
