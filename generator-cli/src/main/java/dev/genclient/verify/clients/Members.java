package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each op's member path per client language, read from the parity ledger ({@code client_parity.json})
 * the markdown target renders for the same plan, so member names are the generator's own.
 */
public final class Members {
  private final Map<String, JsonNode> rows;

  private Members(Map<String, JsonNode> rows) {
    this.rows = rows;
  }

  /** The ledger of {@code plan}, rendered in memory. */
  public static Members of(ClientPlan plan) throws IOException {
    List<GeneratedFile> files = new CatalogPipeline().render(plan, Targets.byName("markdown").orElseThrow(), TargetOptions.DEFAULTS, null);
    GeneratedFile ledger = files.stream().filter(f -> f.path().equals("client_parity.json")).findFirst()
        .orElseThrow(() -> new IllegalStateException("the markdown target rendered no client_parity.json"));
    Map<String, JsonNode> rows = new HashMap<>();
    new ObjectMapper().readTree(ledger.bytes()).path("ops").forEach(row -> rows.put(row.path("id").asText(), row));
    return new Members(rows);
  }

  /** The member path of {@code op} in {@code language} ({@code java}, {@code ts}, {@code python}), or null when it has none. */
  public String of(String op, String language) {
    JsonNode row = rows.get(op);
    return row == null || !row.hasNonNull(language) ? null : row.get(language).asText();
  }
}
