package dev.genclient.targets.markdown;

import dev.genclient.render.Template;
import java.util.List;

/**
 * The markdown target's templates, each with its view: what it and {@code gen-client docs} render
 * through and what {@code --templates DIR/markdown/} may override. The tables are rendered alone by
 * {@code docs} and included by the pages.
 */
final class MarkdownTemplates {
  private MarkdownTemplates() {}

  static final Template<MarkdownViews.Operations> OPERATIONS = Template.of("operations.md.mustache",
      MarkdownViews.Operations.class, "operations.md: the ops of each namespace");
  static final Template<MarkdownViews.Errors> ERRORS = Template.of("errors.md.mustache", MarkdownViews.Errors.class,
      "errors.md: the error table and the exit codes");
  static final Template<MarkdownViews.Aliases> ALIASES = Template.of("aliases.md.mustache", MarkdownViews.Aliases.class,
      "aliases.md: the aliases");
  static final Template<MarkdownViews.Parity> PARITY = Template.of("parity.md.mustache", MarkdownViews.Parity.class,
      "parity.md: the client parity ledger");
  static final Template<MarkdownViews.NamespaceTable> OPS_TABLE = Template.of("ops-table.md.mustache",
      MarkdownViews.NamespaceTable.class, "the table of ops (docs table ops, ops:<namespace>)");
  static final Template<MarkdownViews.Errors> ERRORS_TABLE = Template.of("errors-table.md.mustache", MarkdownViews.Errors.class,
      "the error table (docs table errors)");
  static final Template<MarkdownViews.Aliases> ALIASES_TABLE = Template.of("aliases-table.md.mustache",
      MarkdownViews.Aliases.class, "the alias table (docs table aliases)");
  static final Template<MarkdownViews.Parity> PARITY_TABLE = Template.of("parity-table.md.mustache", MarkdownViews.Parity.class,
      "the parity table (docs table parity)");

  static final List<Template<?>> ALL = List.of(OPERATIONS, ERRORS, ALIASES, PARITY, OPS_TABLE, ERRORS_TABLE, ALIASES_TABLE,
      PARITY_TABLE);
}
