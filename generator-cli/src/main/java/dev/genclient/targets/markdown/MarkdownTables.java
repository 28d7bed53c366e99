package dev.genclient.targets.markdown;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.ClientLanguage;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference tables alone, for in-place regeneration inside hand-written docs. They render
 * through the same {@code *-table.md.mustache} partials the markdown target's pages include, so
 * a table reads the same in both places. (Mustache.java keeps the newline after a partial tag, so
 * in the page templates nothing follows a partial tag on its line, and the next line follows it
 * directly.)
 */
public final class MarkdownTables {
  private final ClientPlan plan;
  private final TemplateRenderer renderer;
  private final List<ClientLanguage> languages;

  /** The tables of {@code plan}'s catalog, with one parity column per client language of {@code languages}. */
  public MarkdownTables(ClientPlan plan, TemplateRenderer renderer, List<ClientLanguage> languages) {
    this.plan = plan;
    this.renderer = renderer;
    this.languages = List.copyOf(languages);
  }

  /** True when some op lives in {@code namespace} or below it. */
  public boolean hasNamespace(String namespace) {
    return !plan.opsUnder(namespace).isEmpty();
  }

  /** One table of every op, or of the ops in {@code namespace} and below it when not null. */
  public String ops(String namespace) {
    SchemaSummary types = new SchemaSummary(plan.linked());
    List<MarkdownViews.OpRow> rows = new ArrayList<>();
    for (Operation op : namespace == null ? plan.ops() : plan.opsUnder(namespace)) {
      rows.add(MarkdownTarget.opRow(plan.linked(), types, op));
    }
    return renderer.render(MarkdownTemplates.OPS_TABLE,
        new MarkdownViews.NamespaceTable(namespace == null ? "" : MarkdownText.code(namespace), rows));
  }

  public String errors() {
    return renderer.render(MarkdownTemplates.ERRORS_TABLE, MarkdownTarget.errors(plan));
  }

  public String aliases() {
    return renderer.render(MarkdownTemplates.ALIASES_TABLE, MarkdownTarget.aliases(plan));
  }

  /** The ops × languages matrix: the member of every op and alias in each client language. */
  public String parity() {
    return renderer.render(MarkdownTemplates.PARITY_TABLE,
        MarkdownTarget.parity(plan, languages, ParityLedger.rows(plan, languages)));
  }
}
