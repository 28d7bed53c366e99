package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The parity ledger ({@code client_parity.json}) as the markdown target renders it, read back:
 * the suite takes member paths from here, never re-deriving them.
 */
record ParityLedger(List<Row> ops, List<Row> aliases) {
  static final List<String> LANGUAGES = List.of("java", "ts", "python");
  /** The client's own members, the same in every language, required in each, and in no ledger row. */
  static final Set<String> FIXED_SURFACE = Set.of("call", "discover", "describe", "ops", "capabilities");
  /**
   * Root members that are neither ops nor the fixed surface but belong to a language's client as such:
   * Python's resource lifecycle ({@code close}, {@code aclose}) and its job helper {@code wait(pending)}
   * (Java and TS wait on the pending handle itself), and the client copy with other options in each
   * language's spelling ({@code with_options}, {@code withOptions}; docs/parity.md). Allowed, never required;
   * no other root member is.
   */
  static final Map<String, Set<String>> ROOT_HELPERS = Map.of(
      "java", Set.of("withOptions"), "ts", Set.of("withOptions"), "python", Set.of("close", "aclose", "wait", "with_options"));

  /**
   * One op or alias row; {@code members} maps a language to its member path (absent: no member);
   * {@code reason} says why a language has none where no asymmetry id does (an alias on a namespace's name in Java).
   */
  record Row(String id, String target, String binding, String kind, boolean admin, Map<String, String> members,
      String asymmetry, String envdTwin, String reason) {
    boolean namespace() {
      return "namespace".equals(kind);
    }
  }

  static ParityLedger render(LinkedCatalog linked) throws IOException {
    List<GeneratedFile> files = new CatalogPipeline().render(ClientPlan.of(linked), Targets.byName("markdown").orElseThrow(),
        TargetOptions.DEFAULTS, null);
    GeneratedFile json = files.stream().filter(f -> f.path().equals("client_parity.json")).findFirst()
        .orElseThrow(() -> new IllegalStateException("the markdown target rendered no client_parity.json"));
    return parse(new ObjectMapper().readTree(json.content()));
  }

  static ParityLedger parse(JsonNode root) {
    return new ParityLedger(rows(root.path("ops")), rows(root.path("aliases")));
  }

  private static List<Row> rows(JsonNode array) {
    List<Row> rows = new ArrayList<>();
    for (JsonNode node : array) {
      Map<String, String> members = new LinkedHashMap<>();
      for (String language : LANGUAGES) {
        if (node.hasNonNull(language)) {
          members.put(language, node.get(language).asText());
        }
      }
      rows.add(new Row(node.get("id").asText(), text(node, "target"), text(node, "binding"), node.get("kind").asText(),
          node.path("admin").asBoolean(), members, text(node, "asymmetry"), text(node, "envd_twin"), text(node, "reason")));
    }
    return rows;
  }

  private static String text(JsonNode node, String field) {
    return node.hasNonNull(field) ? node.get(field).asText() : null;
  }

  Row op(String id) {
    return ops.stream().filter(row -> row.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no ledger row for op " + id));
  }
}
