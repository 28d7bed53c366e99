package dev.genclient.targets.python;

import dev.genclient.render.Template;
import java.util.List;

/** The Python target's templates, each with its view: what it renders through and what {@code --templates DIR/python/} may override. */
final class PythonTemplates {
  private PythonTemplates() {}

  static final Template<PythonViews.InitModule> INIT = Template.of("__init__.py.mustache", PythonViews.InitModule.class,
      "__init__.py: the package's exports, eager and loaded on first use");
  static final Template<PythonViews.ClientModule> CLIENT = Template.of("_client.py.mustache", PythonViews.ClientModule.class,
      "_client.py: ServerClient");
  static final Template<PythonViews.ErrorsModule> ERRORS = Template.of("_errors.py.mustache", PythonViews.ErrorsModule.class,
      "_errors.py: the error classes, the error table and its roles");
  static final Template<PythonViews.CatalogModule> CATALOG = Template.of("_catalog.py.mustache", PythonViews.CatalogModule.class,
      "_catalog.py: the op table, the catalog's constants and the pending classes");
  static final Template<PythonViews.DocumentModule> DOCUMENT = Template.of("_document.py.mustache",
      PythonViews.DocumentModule.class, "_document.py: the runtime catalog document");
  static final Template<PythonViews.NamespaceModule> NAMESPACE = Template.of("namespace.py.mustache",
      PythonViews.NamespaceModule.class, "one module per namespace: its models, unions, call protocols and class");
  static final Template<PythonViews.OpsModule> OPS = Template.of("ops.py.mustache", PythonViews.OpsModule.class,
      "ops.py: the ops tree of op references");
  static final Template<PythonViews.AliasModule> GENERATED = Template.of("_generated.py.mustache", PythonViews.AliasModule.class,
      "_generated.py: the deprecated alias of the package's former module");
  static final Template<PythonPackage.Pyproject> PYPROJECT = Template.of("pyproject.toml.mustache",
      PythonPackage.Pyproject.class, "pyproject.toml (with --layout package): the distribution, its build backend and dependencies");
  static final Template<PythonPackage.Readme> README = Template.of("README.md.mustache", PythonPackage.Readme.class,
      "README.md (with --layout package): install, quick start and documentation");
  static final Template<Void> PARAMS = Template.partial("params.py.mustache", "a method's parameters");
  static final Template<Void> OPTIONS = Template.partial("options.py.mustache", "a method's per-call options");
  static final Template<Void> REQUEST = Template.partial("request.py.mustache", "a method's op and its arguments");

  static final List<Template<?>> ALL = List.of(INIT, CLIENT, ERRORS, CATALOG, DOCUMENT, NAMESPACE, OPS, GENERATED, PYPROJECT,
      README, PARAMS, OPTIONS, REQUEST);
}
