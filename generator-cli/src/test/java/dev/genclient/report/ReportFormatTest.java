package dev.genclient.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReportFormatTest {
  @Test
  void anAnnotationNamesFileLineColumnAndRule() {
    assertEquals("::error file=api/operations.json,line=41,col=7,title=gen-client unknown-kind::op files.list: kind 'unary' is not one of call",
        ReportFormat.annotation(new Problem(Problem.Level.ERROR, "unknown-kind", "api/operations.json", 41, 7,
            "op files.list: kind 'unary' is not one of call")));
  }

  @Test
  void withoutAPositionOnlyTheFileIsNamed() {
    assertEquals("::warning file=out/java/A.java,title=gen-client drift::stale",
        ReportFormat.annotation(new Problem(Problem.Level.WARNING, "drift", "out/java/A.java", 0, 0, "stale")));
  }

  @Test
  void aFileOutsideTheWorkspaceIsNamedInTheMessageNotAsFile() {
    assertEquals("::error title=gen-client schema::/elsewhere/ops.json:3:5: unknown key",
        ReportFormat.annotation(new Problem(Problem.Level.ERROR, "schema", "/elsewhere/ops.json", 3, 5, "unknown key")));
  }

  @Test
  void hostileTextCannotEndTheCommandOrAddAProperty() {
    assertEquals("::notice file=a%2Cline=1%3A%3Ab%0A::x,line=9::y %25 z%0D%0A::error::boom",
        ReportFormat.annotation(new Problem(Problem.Level.NOTICE, "r", "a,line=1::b\n", 0, 0, "x,line=9::y % z\r\n::error::boom"))
            .replace(",title=gen-client r", ""));
  }

  @Test
  void jsonHasOneEntryPerProblemAndNullForAnUnknownPosition() {
    String json = dev.genclient.output.JsonText.pretty(ReportFormat.json(List.of(
        new Problem(Problem.Level.ERROR, "drift", "out/x.ts", 0, 0, "changed")), ReportFormat.summary().put("ok", false)));
    assertEquals("""
        {
          "ok": false,
          "problems": [
            {
              "level": "error",
              "rule": "drift",
              "file": "out/x.ts",
              "line": null,
              "column": null,
              "message": "changed"
            }
          ]
        }
        """, json);
  }
}
