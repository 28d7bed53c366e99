package dev.genclient.verify.report;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A row of the matrix: an op, where it is written in the catalog (for annotations), and the facts
 * that excuse an n/a cell.
 *
 * @param line 1-based line of the op's {@code "id"} key in the catalog file, 0 when unknown
 * @param column 1-based column there, 0 when unknown
 * @param clientMember false for {@code mirror.client: false} (the clients render no member)
 * @param admin true for an admin op
 */
public record OpRow(String id, int line, int column, boolean clientMember, boolean admin) {
  public OpRow {
    Objects.requireNonNull(id, "id");
  }

  /** Every op of {@code catalog} in catalog order, located through {@code sourceMap} (may be null). */
  public static List<OpRow> of(Catalog catalog, SourceMap sourceMap) {
    List<OpRow> rows = new ArrayList<>();
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      SourceMap.Position at = sourceMap == null ? null : sourceMap.locate("/ops/" + i + "/id");
      rows.add(new OpRow(op.id(), at == null ? 0 : at.line(), at == null ? 0 : at.column(), op.mirror().client(), op.admin()));
    }
    return rows;
  }
}
