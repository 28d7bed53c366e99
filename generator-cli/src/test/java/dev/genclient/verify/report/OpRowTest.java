package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpRowTest {
  /** Each row points at the line of its op's {@code "id"} key, found here by reading the file as text. */
  @Test
  void rowsAreInCatalogOrderAtTheirIdLines() throws Exception {
    CatalogLoader.Loaded loaded = new CatalogLoader().load(RepoPaths.exampleCatalog());
    List<OpRow> rows = OpRow.of(loaded.catalog(), loaded.sourceMap());
    List<String> lines = Files.readAllLines(RepoPaths.exampleCatalog());
    assertEquals(loaded.catalog().ops().size(), rows.size());
    for (OpRow row : rows) {
      String line = lines.get(row.line() - 1);
      int column = line.indexOf("\"id\"") + 1;
      assertEquals(column, row.column(), row.id());
      assertEquals("\"" + row.id() + "\"", line.substring(line.indexOf(':', column) + 1).trim().replaceAll(",$", ""), row.id());
    }
    OpRow reload = rows.stream().filter(r -> r.id().equals("core.reload")).findFirst().orElseThrow();
    assertEquals(true, reload.admin());
  }
}
