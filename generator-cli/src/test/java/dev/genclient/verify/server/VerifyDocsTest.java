package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.report.VerifyFormat;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/verify.md describes exactly the server checks and report formats there are, in their order. */
class VerifyDocsTest {
  private static List<String> firstCells(String section) throws Exception {
    String doc = Files.readString(RepoPaths.root().resolve("docs/verify.md"));
    int start = doc.indexOf("\n## " + section + "\n");
    int end = doc.indexOf("\n## ", start + 1);
    Matcher row = Pattern.compile("(?m)^\\| `([^`]+)` \\|").matcher(doc.substring(start, end < 0 ? doc.length() : end));
    List<String> ids = new java.util.ArrayList<>();
    while (row.find()) {
      ids.add(row.group(1));
    }
    return ids;
  }

  @Test
  void everyServerCheckHasItsRow() throws Exception {
    assertEquals(Arrays.stream(ServerCheck.values()).map(ServerCheck::id).toList(), firstCells("The server checks"));
  }

  @Test
  void everyReportFormatHasItsRow() throws Exception {
    List<String> rows = firstCells("The report");
    assertEquals(Arrays.stream(VerifyFormat.values()).map(VerifyFormat::label).toList(), rows.subList(0, VerifyFormat.values().length));
  }
}
