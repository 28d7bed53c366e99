package dev.genclient.targets.markdown;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
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
  private final LinkedCatalog linked;
  private final TemplateRenderer renderer;
  private final List<ClientLanguage> languages;

  /** The tables of {@code linked}, with one parity column per client language of {@code languages}. */
  public MarkdownTables(LinkedCatalog linked, TemplateRenderer renderer, List<ClientLanguage> languages) {
    this.linked = linked;
    this.renderer = renderer;
    this.languages = List.copyOf(languages);
  }

  /** True when some op lives in {@code namespace} or below it. */
  public boolean hasNamespace(String namespace) {
    return linked.catalog().ops().stream().anyMatch(op -> inNamespace(op, namespace));
  }

  /** One table of every op, or of the ops in {@code namespace} and below it when not null. */
  public String ops(String namespace) {
    SchemaSummary types = new SchemaSummary(linked);
    List<MarkdownViews.OpRow> rows = new ArrayList<>();
    for (Operation op : linked.catalog().ops()) {
      if (namespace == null || inNamespace(op, namespace)) {
        rows.add(MarkdownTarget.opRow(linked, types, op));
      }
    }
    return renderer.render(MarkdownTemplates.OPS_TABLE,
        new MarkdownViews.NamespaceTable(namespace == null ? "" : MarkdownText.code(namespace), rows));
  }

  public String errors() {
    return renderer.render(MarkdownTemplates.ERRORS_TABLE, MarkdownTarget.errors(linked.catalog()));
  }

  public String aliases() {
    return renderer.render(MarkdownTemplates.ALIASES_TABLE, MarkdownTarget.aliases(linked.catalog()));
  }

  /** The ops × languages matrix: the member of every op and alias in each client language. */
  public String parity() {
    Catalog catalog = linked.catalog();
    return renderer.render(MarkdownTemplates.PARITY_TABLE,
        MarkdownTarget.parity(catalog, languages, ParityLedger.rows(catalog, languages)));
  }

  private static boolean inNamespace(Operation op, String namespace) {
    return op.namespace().equals(namespace) || op.namespace().startsWith(namespace + ".");
  }
}
