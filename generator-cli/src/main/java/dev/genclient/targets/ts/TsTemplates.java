package dev.genclient.targets.ts;

import dev.genclient.render.Template;
import java.util.List;

/** The TypeScript target's templates, each with its view: what it renders through and what {@code --templates DIR/ts/} may override. */
final class TsTemplates {
  private TsTemplates() {}

  static final Template<TsViews.Client> CLIENT = Template.of("client.ts.mustache", TsViews.Client.class,
      "client.ts: the pending classes, the client definition, the namespace classes and ServerClient");
  static final Template<TsViews.Catalog> CATALOG = Template.of("catalog.ts.mustache", TsViews.Catalog.class,
      "catalog.ts: the catalog's types, the op ids and types and the ops tree");
  static final Template<TsViews.Facts> FACTS = Template.of("facts.ts.mustache", TsViews.Facts.class,
      "facts.ts: the runtime catalog document's core facts, what every call reads");
  static final Template<TsViews.Document> DOCUMENT = Template.of("catalog-document.ts.mustache", TsViews.Document.class,
      "catalog-document.ts: the whole runtime catalog document (describe(), the command-line client)");
  static final Template<TsViews.Errors> ERRORS = Template.of("errors.ts.mustache", TsViews.Errors.class,
      "errors.ts: the error classes and the error table");
  static final Template<TsViews.FnModule> FN = Template.of("fn.ts.mustache", TsViews.FnModule.class,
      "fn.ts and fn/NAMESPACE.ts: the modular entry (its core, one standalone function per op)");
  static final Template<TsViews.Index> INDEX = Template.of("index.ts.mustache", TsViews.Index.class,
      "index.ts: the package's exports");
  static final Template<TsViews.Cli> CLI = Template.of("cli.ts.mustache", TsViews.Cli.class,
      "cli.ts (with --ts-package): the command-line client's entry point");
  static final Template<TsPackage.Readme> README = Template.of("README.md.mustache", TsPackage.Readme.class,
      "README.md (with --layout package): install, quick start and documentation");

  static final List<Template<?>> ALL = List.of(CLIENT, CATALOG, FACTS, DOCUMENT, ERRORS, FN, INDEX, CLI, README);
}
