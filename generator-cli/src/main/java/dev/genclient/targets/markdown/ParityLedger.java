package dev.genclient.targets.markdown;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.AliasPlan;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.targets.ClientLanguage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parity ledger: for every op and alias, the member each client renders for it (or none, with
 * the asymmetry that explains why), as the naming rules of each registered client language spell
 * it. Rendered as {@code parity.md} and {@code client_parity.json}.
 */
final class ParityLedger {
  /**
   * One ledger row; {@code members} maps each client language's key to its member path, or to null
   * where that client renders no member.
   */
  record Row(String id, String type, String kind, boolean admin, String target, String binding,
      Map<String, String> members, String asymmetry, String envdTwin, String reason) {}

  private ParityLedger() {}

  static List<Row> rows(ClientPlan plan, List<ClientLanguage> languages) {
    List<Row> rows = new ArrayList<>();
    for (Operation op : plan.ops()) {
      boolean member = op.mirror().client();
      rows.add(new Row(op.id(), "op", op.kind().wireName(), op.admin(), null, null,
          members(languages, member ? op.id() : null), op.mirror().asymmetry(), op.envdTwin(), op.mirror().reason()));
    }
    for (AliasPlan alias : plan.aliases()) {
      String kind = alias.namespace() ? "namespace" : alias.op().map(op -> op.kind().wireName()).orElse("call");
      Map<String, String> members = members(languages, alias.aliasPath());
      String reason = null;
      boolean onNamespace = !alias.namespace() && !plan.opsUnder(alias.aliasPath()).isEmpty();
      if (onNamespace) {
        // An op alias with a namespace's name: the namespace is callable where the language allows it.
        List<String> cannot = new ArrayList<>();
        for (ClientLanguage language : languages) {
          if (!language.names().callableNamespaces()) {
            cannot.add(language.title() + " " + language.names().memberPath(alias.aliasPath()));
            members.put(language.key(), null);
          }
        }
        if (!cannot.isEmpty()) {
          reason = "namespace accessor: " + String.join(", ", cannot) + " returns the " + alias.aliasPath()
              + " namespace, so it cannot also call " + alias.target();
        }
      }
      rows.add(new Row(alias.alias(), "alias", kind, false, alias.target(), alias.legacyBinding() ? "legacy" : null,
          members, null, null, reason));
    }
    return rows;
  }

  /** The member path of {@code id} per language, in the languages' order; all null when {@code id} is. */
  private static Map<String, String> members(List<ClientLanguage> languages, String id) {
    Map<String, String> members = new LinkedHashMap<>();
    for (ClientLanguage language : languages) {
      members.put(language.key(), id == null ? null : language.names().memberPath(id));
    }
    return members;
  }
}
