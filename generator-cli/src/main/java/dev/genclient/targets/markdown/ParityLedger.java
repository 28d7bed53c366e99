package dev.genclient.targets.markdown;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.naming.Languages;
import java.util.ArrayList;
import java.util.List;

/**
 * The parity ledger: for every op and alias, the member each client renders for it (or none, with
 * the asymmetry that explains why), as the naming rules of the Java, TypeScript and Python
 * targets spell it. Rendered as {@code parity.md} and {@code client_parity.json}.
 */
final class ParityLedger {
  /** One ledger row; member paths are null where the client renders no member. */
  record Row(String id, String type, String kind, boolean admin, String target, String binding, String java, String ts,
      String python, String asymmetry, String envdTwin, String reason) {}

  private ParityLedger() {}

  static List<Row> rows(Catalog catalog) {
    List<Row> rows = new ArrayList<>();
    for (Operation op : catalog.ops()) {
      boolean member = op.mirror().client();
      rows.add(new Row(op.id(), "op", op.kind().wireName(), op.admin(), null, null,
          member ? Languages.JAVA.memberPath(op.id()) : null,
          member ? Languages.TS.memberPath(op.id()) : null,
          member ? Languages.PYTHON.memberPath(op.id()) : null,
          op.mirror().asymmetry(), op.envdTwin(), op.mirror().reason()));
    }
    for (Alias alias : catalog.aliases()) {
      String path = alias.aliasPath();
      String kind = alias.isNamespace() ? "namespace" : catalog.ops().stream()
          .filter(op -> op.id().equals(alias.target())).findFirst().map(op -> op.kind().wireName()).orElse("call");
      rows.add(new Row(alias.alias(), "alias", kind, false, alias.target(), alias.legacyBinding() ? "legacy" : null,
          Languages.JAVA.memberPath(path), Languages.TS.memberPath(path), Languages.PYTHON.memberPath(path),
          null, null, null));
    }
    return rows;
  }
}
