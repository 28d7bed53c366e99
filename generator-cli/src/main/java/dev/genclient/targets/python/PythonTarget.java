package dev.genclient.targets.python;

import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.Languages;
import dev.genclient.naming.PythonNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.Template;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.ClientLanguage;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The Python 3.10+ client as a package: {@code --module a.b} writes {@code a/b/**} only (never a
 * parent's {@code __init__.py}): {@code __init__.py} (the public names; models load on first use),
 * {@code _client.py} ({@code ServerClient}), {@code _catalog.py} (the embedded catalog),
 * {@code _errors.py}, {@code _document.py} (the runtime catalog document {@code describe()} returns),
 * one module per namespace under {@code _api/}, {@code ops.py}, the runtime
 * under {@code _runtime/}, {@code py.typed}, and {@code _generated.py}, the deprecated alias of the
 * package. The default package is the catalog name's letters and digits in snake case.
 */
public final class PythonTarget implements Target {
  private static final Pattern MODULE_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*");

  /** {@code --module}: the Python module of the client. */
  public static final TargetOption MODULE = new TargetOption("--module", "module", "NAME",
      "Python package of the generated client (a.b).", PythonTarget::moduleProblem);
  /** {@code --result-style}: pydantic models (the default) or TypedDicts. */
  public static final TargetOption RESULT_STYLE = new TargetOption("--result-style", "result_style", "STYLE",
      "Python results: typeddict or pydantic (default).",
      style -> style.equals("typeddict") || style.equals("pydantic") ? null
          : "--result-style must be typeddict or pydantic, not '" + style + "'");

  @Override
  public Optional<ClientLanguage> clientLanguage() {
    return Optional.of(new ClientLanguage("Python", Languages.PYTHON));
  }

  @Override
  public String name() {
    return "python";
  }

  @Override
  public List<Template<?>> templates() {
    return PythonTemplates.ALL;
  }

  @Override
  public List<TargetOption> options() {
    return concat(List.of(MODULE, RESULT_STYLE), PackageLayout.OPTIONS);
  }

  @Override
  public void derivedPaths(ClientPlan plan, TargetOptions options, DerivedPaths out) {
    String pkg = options.get(MODULE) != null ? options.get(MODULE) : defaultModule(plan.name());
    PythonLayout.derivedPaths(plan, pkg, out);
  }

  /** The default package of a catalog: {@code agent-sandbox-server} → {@code agent_sandbox_server}. */
  public static String defaultModule(String catalogName) {
    String base = catalogName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
    if (base.isEmpty() || Character.isDigit(base.charAt(0))) {
      base = "client_" + base;
    }
    return PythonNames.member(base);
  }

  /** Why {@code module} cannot be a {@code --module} value, or null when it can. */
  public static String moduleProblem(String module) {
    if (module == null || (MODULE_NAME.matcher(module).matches() && module.equals(
        List.of(module.split("\\.")).stream().map(PythonNames::member).collect(Collectors.joining("."))))) {
      return null;
    }
    return "--module must be a dotted Python package name without keywords (a.b), not '" + module + "'";
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    List<GeneratedFile> files = new ArrayList<>();
    emit(context, files::add);
    return files;
  }

  /** Hands each module over as soon as it is rendered (a large client's modules are megabytes each). */
  @Override
  public void emit(GenerationContext context, Consumer<GeneratedFile> files) {
    ClientPlan plan = context.plan();
    LinkedCatalog linked = plan.linked();
    TargetOptions options = context.options();
    TemplateRenderer renderer = context.renderer();
    String pkg = options.get(MODULE) != null ? options.get(MODULE) : defaultModule(plan.name());
    String problem = moduleProblem(pkg);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    String dir = pkg.replace('.', '/') + "/";
    boolean pydantic = !"typeddict".equals(options.get(RESULT_STYLE));

    PythonModels models = new PythonModels(linked);
    PythonLayout layout = new PythonLayout(plan, pkg, models.placeable());
    Map<String, String> pendingNames = pendingNames(plan);
    // A fresh one for the namespace modules and one for the types module, as each was made before:
    // the types' union expansion keeps a recursion guard.
    Supplier<PythonNamespaces> namespaces = () -> new PythonNamespaces(linked, layout, models,
        new PythonTypes(linked, models.names(), models.unionNames(), pydantic), pendingNames, pydantic, plan.errorClasses());
    PythonViews.ErrorsModule errors = PythonErrors.view(plan, pkg);
    List<String> pendings = pendingNames.values().stream().distinct().filter(n -> !n.equals("PendingJob")).toList();

    files.accept(renderer.file(dir + "__init__.py", PythonTemplates.INIT, init(plan, pkg, layout,
        models, errors, pendings)));
    files.accept(renderer.file(dir + "_generated.py", PythonTemplates.GENERATED,
        new PythonViews.AliasModule(PythonText.docstring("Deprecated: the client moved to the package `" + pkg
            + "`; import from there. This alias goes away in the next minor release.", ""), pkg, pkg + "._generated")));
    files.accept(new GeneratedFile(dir + "py.typed", ""));
    files.accept(renderer.file(dir + "_errors.py", PythonTemplates.ERRORS, errors));
    files.accept(renderer.file(dir + "_catalog.py", PythonTemplates.CATALOG,
        catalogView(plan, pkg, layout, pendingNames, pendings, pydantic)));
    files.accept(renderer.file(dir + "_document.py", PythonTemplates.DOCUMENT, document(plan)));
    files.accept(renderer.file(dir + "_client.py", PythonTemplates.CLIENT, new PythonViews.ClientModule(
        PythonText.docstring("The client class of the " + plan.displayTitle() + " API.", ""), pkg,
        layout.module(plan.root()), PythonNamespaces.className(""),
        PythonText.docstring("Client of the " + plan.displayTitle() + " API (catalog " + plan.catalogVersion()
            + "): async methods on httpx, each with a blocking `_sync` twin.", "    "))));
    PythonNamespaces modules = namespaces.get();
    for (NamespacePlan ns : layout.namespaces()) {
      files.accept(renderer.file(layout.file(ns), PythonTemplates.NAMESPACE, modules.module(ns)));
      PythonViews.NamespaceModule params = modules.paramsModule(ns);
      if (params != null) {
        files.accept(renderer.file(layout.paramsFile(ns), PythonTemplates.NAMESPACE, params));
      }
    }
    PythonViews.NamespaceModule unreached = namespaces.get().typesModule();
    if (unreached != null) {
      files.accept(renderer.file(layout.typesFile(), PythonTemplates.NAMESPACE, unreached));
    }
    files.accept(renderer.file(dir + "ops.py", PythonTemplates.OPS, OpsTree.view(plan, layout)));
    PythonRuntime.files(dir, pydantic).forEach(files);
    if (PackageLayout.isPackage(options)) {
      PythonPackage.files(plan, pkg, pydantic, options, renderer).forEach(files);
    }
  }

  private static PythonViews.InitModule init(ClientPlan plan, String pkg, PythonLayout layout, PythonModels models,
      PythonViews.ErrorsModule errors, List<String> pendings) {
    List<String> names = new ArrayList<>(ModuleNames.RUNTIME_EXPORTS);
    names.addAll(List.of("ServerClient", "ops"));
    sortByLiteral(names);
    List<String> exported = new ArrayList<>();
    errors.classes().forEach(e -> exported.add(e.name()));
    List<PythonViews.LazyExport> lazy = new ArrayList<>();
    for (String typeName : models.placeable()) {
      String name = models.names().containsKey(typeName) ? models.names().get(typeName) : models.unionNames().get(typeName);
      exported.add(name);
      lazy.add(new PythonViews.LazyExport(name, PythonText.literal(name), layout.home(typeName)));
    }
    exported.addAll(pendings);
    sortByLiteral(exported);
    names.addAll(exported);
    List<PythonViews.Import> eager = List.of(
        new PythonViews.Import(pkg + "._runtime", ModuleNames.RUNTIME_EXPORTS),
        new PythonViews.Import(pkg + "._errors", errors.classes().stream().map(PythonViews.ErrorClass::name).toList()),
        new PythonViews.Import(pkg + "._catalog", concat(List.of("CATALOG_NAME", "CATALOG_VERSION", "SDK_VERSION"), pendings)),
        new PythonViews.Import(pkg + "._client", List.of("ServerClient")));
    String title = plan.displayTitle() + " client (catalog " + plan.catalogVersion() + ").";
    String description = plan.description() == null ? "" : "\n\n" + plan.description();
    return new PythonViews.InitModule(PythonText.docstring(title + description + "\n\nImport it with `from " + pkg
        + " import ServerClient, ops`.", ""), pkg,
        names.stream().map(n -> new PythonViews.Export(n, PythonText.literal(n))).toList(),
        eager.stream().filter(i -> !i.names().isEmpty()).toList(), lazy);
  }

  /**
   * Sorts names by their Python literal (stable, as {@code List.sort}), each literal made once
   * rather than at every comparison.
   */
  private static void sortByLiteral(List<String> names) {
    Map<String, String> literals = new java.util.HashMap<>();
    for (String name : names) {
      literals.computeIfAbsent(name, PythonText::literal);
    }
    names.sort(Comparator.comparing(literals::get));
  }

  /** The runtime catalog document as JSON text, one string literal per line of it. */
  private static PythonViews.DocumentModule document(ClientPlan plan) {
    List<String> lines = plan.runtimeCatalog().lines();
    List<String> literals = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      literals.add(PythonText.literal(lines.get(i) + (i + 1 < lines.size() ? "\n" : "")));
    }
    return new PythonViews.DocumentModule(PythonText.docstring("The runtime catalog document (docs/runtime-catalog.md) "
        + "as JSON text: what `ServerClient.describe()` returns, read on first use.", ""), literals);
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  private static PythonViews.CatalogModule catalogView(ClientPlan plan, String pkg, PythonLayout layout,
      Map<String, String> pendingNames, List<String> pendings, boolean pydantic) {
    List<PythonViews.OpEntry> ops = new ArrayList<>();
    for (Operation op : plan.ops()) {
      List<PythonViews.Job> job = op.job() == null ? List.of() : List.of(new PythonViews.Job(
          PythonText.literal(op.job().statusOp()), PythonText.literal(op.job().idParam()),
          pendingNames.get(op.job().pendingClass())));
      ops.add(new PythonViews.OpEntry(PythonText.literal(op.id()), PythonText.literal(op.kind().name().toLowerCase(Locale.ROOT)),
          binding(op.http()), op.idempotent(), op.legacy() == null ? List.of() : List.of(binding(op.legacy())), job,
          PythonText.literal(layout.homeOfOp(op.id()))));
    }
    Map<String, String> aliasMap = new LinkedHashMap<>();
    for (NamespacePlan ns : plan.namespaces()) {
      for (Member.Call call : ns.allCalls()) {
        if (call instanceof Member.OpAlias alias) {
          aliasMap.put(alias.aliasId(), alias.op().id());
        }
      }
      ns.call().ifPresent(alias -> aliasMap.put(alias.aliasId(), alias.op().id()));
    }
    return new PythonViews.CatalogModule(PythonText.docstring("The catalog this client embeds: the constants, the op "
        + "table and the aliases the runtime reads through `SPEC`.", ""), pkg,
        PythonText.literal(plan.name()), PythonText.literal(plan.catalogVersion()),
        plan.sdkVersion() == null ? "None" : PythonText.literal(plan.sdkVersion()),
        PythonText.literal(plan.auth().clientHeader()), PythonText.literal("python/" + plan.catalogVersion()),
        plan.auth().legacyHeader() == null ? "None" : PythonText.literal(plan.auth().legacyHeader()),
        PythonText.literal("http://127.0.0.1:" + plan.server().defaultPort()),
        PythonText.literal(plan.server().capabilitiesPath()), capabilitiesOp(plan),
        PythonText.literal(plan.server().opsPath()),
        plan.server().checkOp() == null ? "None" : PythonText.literal(plan.server().checkOp()),
        PythonText.literal(plan.clientDefaults().gatewayHeader()), plan.clientDefaults().timeoutSeconds() + ".0",
        PythonLiterals.dict(plan.legacyGroups().entrySet().stream().map(e -> PythonText.literal(e.getKey()) + ": "
            + PythonLiterals.tuple(e.getValue().stream().map(PythonText::literal).toList())).toList()),
        pendings.stream().map(n -> new PythonViews.Pending(n,
            PythonText.docstring("The pending handle of a job op (" + n + ").", "    "))).toList(),
        ops,
        PythonLiterals.dict(aliasMap.entrySet().stream().map(e -> PythonText.literal(e.getKey()) + ": "
            + PythonText.literal(e.getValue())).toList()),
        PythonRuntime.resultsModule(pydantic));
  }

  private static Map<String, String> pendingNames(ClientPlan plan) {
    Map<String, String> out = new LinkedHashMap<>();
    for (Operation op : plan.ops()) {
      if (op.job() != null) {
        String name = op.job().pendingClass();
        out.put(name, name.equals("PendingJob") ? name : ModuleNames.of(name));
      }
    }
    return out;
  }

  private static PythonViews.Binding binding(HttpBinding binding) {
    return new PythonViews.Binding(PythonText.literal(binding.method()), PythonText.literal(binding.path()));
  }

  /** The id of the catalog's op served at {@code GET capabilities_path} (the plan's discovery op), else {@code "capabilities"}. */
  private static String capabilitiesOp(ClientPlan plan) {
    return PythonText.literal(plan.discovery().capabilities().map(Operation::id).orElse("capabilities"));
  }
}
