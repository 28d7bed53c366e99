package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.naming.LanguageNames;
import dev.genclient.naming.Languages;
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
  private static final Map<String, LanguageNames> NAMES = Map.of("java", Languages.JAVA, "ts", Languages.TS, "python", Languages.PYTHON);

  private final Map<String, JsonNode> rows;
  private final Map<String, JsonNode> aliases;

  private Members(Map<String, JsonNode> rows, Map<String, JsonNode> aliases) {
    this.rows = rows;
    this.aliases = aliases;
  }

  /** The ledger of {@code plan}, rendered in memory. */
  public static Members of(ClientPlan plan) throws IOException {
    List<GeneratedFile> files = new CatalogPipeline().render(plan, Targets.byName("markdown").orElseThrow(), TargetOptions.DEFAULTS, null);
    GeneratedFile ledger = files.stream().filter(f -> f.path().equals("client_parity.json")).findFirst()
        .orElseThrow(() -> new IllegalStateException("the markdown target rendered no client_parity.json"));
    Map<String, JsonNode> rows = new HashMap<>();
    Map<String, JsonNode> aliases = new HashMap<>();
    JsonNode root = new ObjectMapper().readTree(ledger.bytes());
    root.path("ops").forEach(row -> rows.put(row.path("id").asText(), row));
    root.path("aliases").forEach(row -> aliases.put(row.path("id").asText(), row));
    return new Members(rows, aliases);
  }

  /** The member path of {@code op} in {@code language} ({@code java}, {@code ts}, {@code python}), or null when it has none. */
  public String of(String op, String language) {
    JsonNode row = rows.get(op);
    return row == null || !row.hasNonNull(language) ? null : row.get(language).asText();
  }

  /**
   * The member path of the alias {@code via} in {@code language}, or null when that client has none: an op alias's
   * from the ledger; an op under a namespace alias ({@code pty.create}) is reached through the namespace's member,
   * so it has one exactly when the namespace alias has one.
   */
  public String ofAlias(String via, String language) {
    JsonNode row = aliases.get(via);
    if (row != null) {
      return row.hasNonNull(language) ? row.get(language).asText() : null;
    }
    for (Map.Entry<String, JsonNode> alias : aliases.entrySet()) {
      String name = alias.getKey();
      if (name.endsWith(".*") && via.startsWith(name.substring(0, name.length() - 1))) {
        return alias.getValue().hasNonNull(language) ? NAMES.get(language).memberPath(via) : null;
      }
    }
    return null;
  }
}
