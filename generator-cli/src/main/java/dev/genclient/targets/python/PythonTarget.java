package dev.genclient.targets.python;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.PythonNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The Python 3.10+ client (DESIGN §1, §6): {@code --module a.b._generated} gives
 * {@code a/b/_generated.py} (async {@code ServerClient} on httpx with {@code _sync} twins, models,
 * errors) and the ops tree {@code a/b/ops.py} beside it. The default module is the catalog name's
 * letters and digits in snake case plus {@code ._generated}.
 */
public final class PythonTarget implements Target {
  private static final Pattern MODULE_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*");

  /** {@code --module}: the Python module of the client. */
  public static final TargetOption MODULE = new TargetOption("--module", "module", "NAME",
      "Python module of the generated client (a.b._generated).", PythonTarget::moduleProblem);
  /** {@code --result-style}: pydantic models (the default) or TypedDicts. */
  public static final TargetOption RESULT_STYLE = new TargetOption("--result-style", "result_style", "STYLE",
      "Python results: typeddict or pydantic (default).",
      style -> style.equals("typeddict") || style.equals("pydantic") ? null
          : "--result-style must be typeddict or pydantic, not '" + style + "'");

  @Override
  public String name() {
    return "python";
  }

  @Override
  public List<TargetOption> options() {
    return List.of(MODULE, RESULT_STYLE);
  }

  /** The default module of a catalog: {@code agent-sandbox-server} → {@code agent_sandbox_server._generated}. */
  public static String defaultModule(String catalogName) {
    String base = catalogName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
    if (base.isEmpty() || Character.isDigit(base.charAt(0))) {
      base = "client_" + base;
    }
    return PythonNames.member(base) + "._generated";
  }

  /** Why {@code module} cannot be a {@code --module} value, or null when it can. */
  public static String moduleProblem(String module) {
    if (module == null || (MODULE_NAME.matcher(module).matches() && module.equals(
        List.of(module.split("\\.")).stream().map(PythonNames::member).collect(Collectors.joining("."))))) {
      return null;
    }
    return "--module must be a dotted Python module name without keywords (a.b._generated), not '" + module + "'";
  }

  @Override
  public List<GeneratedFile> generate(LinkedCatalog linked, TargetOptions options, TemplateRenderer renderer) {
    Catalog catalog = linked.catalog();
    String module = options.get(MODULE) != null ? options.get(MODULE) : defaultModule(catalog.name());
    String problem = moduleProblem(module);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    int dot = module.lastIndexOf('.');
    String pkg = dot < 0 ? "" : module.substring(0, dot);
    String opsModule = pkg.isEmpty() ? "ops" : pkg + ".ops";
    String dir = pkg.isEmpty() ? "" : pkg.replace('.', '/') + "/";
    boolean pydantic = !"typeddict".equals(options.get(RESULT_STYLE));

    PythonModels models = new PythonModels(linked);
    PythonTypes types = new PythonTypes(linked, models.names(), models.unionNames(), pydantic);
    Map<String, String> pendingNames = pendingNames(catalog);
    List<PythonViews.Literal> exports = new ArrayList<>();
    ErrorsView errors = errors(linked);
    errors.classes().forEach(e -> exports.add(new PythonViews.Literal(PythonText.literal(e.name()))));
    models.names().values().forEach(n -> exports.add(new PythonViews.Literal(PythonText.literal(n))));
    models.unionNames().values().forEach(n -> exports.add(new PythonViews.Literal(PythonText.literal(n))));
    pendingNames.values().stream().distinct().filter(n -> !n.equals("PendingJob"))
        .forEach(n -> exports.add(new PythonViews.Literal(PythonText.literal(n))));
    exports.sort((a, b) -> a.literal().compareTo(b.literal()));

    List<PythonViews.OpEntry> table = new ArrayList<>();
    for (Operation op : catalog.ops()) {
      table.add(new PythonViews.OpEntry(PythonNamespaces.opConstant(op.id()), opArgs(op, pendingNames, types)));
    }
    String opTuple = table.stream().map(PythonViews.OpEntry::constant).collect(Collectors.joining(", "))
        + (table.size() == 1 ? "," : "");
    Map<String, String> aliasMap = new LinkedHashMap<>();
    for (Alias alias : catalog.aliases()) {
      if (!alias.isNamespace()) {
        aliasMap.put(alias.alias(), alias.target());
      }
    }
    String title = catalog.displayTitle() + " client (catalog " + catalog.catalogVersion() + ").";
    String description = catalog.description() == null ? "" : "\n\n" + catalog.description();
    PythonViews.Module view = new PythonViews.Module(
        PythonText.docstring(title + description + "\n\nImport the ops tree with `from " + module + " import ops`.", ""),
        pkg.isEmpty() ? "import ops as ops" : "from " + pkg + " import ops as ops", opsModule, exports,
        PythonText.literal(catalog.name()), PythonText.literal(catalog.catalogVersion()),
        catalog.sdkVersion() == null ? "None" : PythonText.literal(catalog.sdkVersion()),
        PythonText.literal(catalog.auth().clientHeader()), PythonText.literal("python/" + catalog.catalogVersion()),
        catalog.auth().legacyHeader() == null ? "None" : PythonText.literal(catalog.auth().legacyHeader()),
        PythonText.literal("http://127.0.0.1:" + catalog.server().defaultPort()),
        PythonText.literal(catalog.server().capabilitiesPath()), PythonText.literal(catalog.server().opsPath()),
        catalog.server().checkOp() == null ? "None" : PythonText.literal(catalog.server().checkOp()),
        dict(catalog.exitCodes().entrySet().stream().map(e -> PythonText.literal(e.getKey()) + ": " + e.getValue()).toList()),
        dict(catalog.legacyGroups().entrySet().stream().map(e -> PythonText.literal(e.getKey()) + ": "
            + tuple(e.getValue().stream().map(PythonText::literal).toList())).toList()),
        errors.classes(), errors.rows(), errors.base(), errors.contractMismatch(), errors.notEnabled(),
        errors.transport(), capabilitiesOp(linked), pydantic, !pydantic,
        models.views(types, pydantic), models.unionViews(types),
        pendingNames.values().stream().distinct().filter(n -> !n.equals("PendingJob"))
            .map(n -> new PythonViews.Pending(n, PythonText.docstring("The pending handle of a job op (" + n + ").", "    ")))
            .toList(),
        table, opTuple,
        dict(aliasMap.entrySet().stream().map(e -> PythonText.literal(e.getKey()) + ": " + PythonText.literal(e.getValue())).toList()),
        new PythonNamespaces(linked, types, pendingNames).views(), ArgumentProtocols.views(linked, types),
        PythonNamespaces.className(""),
        PythonText.docstring("Client of the " + catalog.displayTitle() + " API (catalog " + catalog.catalogVersion()
            + "): async methods on httpx, each with a blocking `_sync` twin.", "    "));
    List<GeneratedFile> files = new ArrayList<>();
    files.add(new GeneratedFile(dir + module.substring(dot + 1) + ".py", renderer.render("_generated.py.mustache", view)));
    files.add(new GeneratedFile(dir + "ops.py", renderer.render("ops.py.mustache", OpsTree.view(linked, module))));
    return files;
  }

  private static Map<String, String> pendingNames(Catalog catalog) {
    Map<String, String> out = new LinkedHashMap<>();
    for (Operation op : catalog.ops()) {
      if (op.job() != null) {
        String name = op.job().pendingClass();
        out.put(name, name.equals("PendingJob") ? name : ModuleNames.of(name));
      }
    }
    return out;
  }

  private static String opArgs(Operation op, Map<String, String> pendingNames, PythonTypes types) {
    StringBuilder out = new StringBuilder()
        .append(PythonText.literal(op.id())).append(", ")
        .append(PythonText.literal(op.kind().name().toLowerCase(Locale.ROOT))).append(", ")
        .append(binding(op.http())).append(", ").append(op.idempotent() ? "True" : "False");
    if (op.legacy() != null) {
      out.append(", legacy=").append(binding(op.legacy()));
    }
    if (op.job() != null) {
      out.append(", status_op=").append(PythonText.literal(op.job().statusOp()))
          .append(", id_param=").append(PythonText.literal(op.job().idParam()))
          .append(", pending=").append(pendingNames.get(op.job().pendingClass()));
    }
    if (op.result() != null && (op.kind() == Kind.CALL || op.kind() == Kind.UPLOAD)) {
      out.append(", result=").append(types.output(op.result()));
    }
    return out.toString();
  }

  private static String binding(HttpBinding binding) {
    return "_Binding(" + PythonText.literal(binding.method()) + ", " + PythonText.literal(binding.path()) + ")";
  }

  /** The id of the catalog's op served at {@code GET capabilities_path}, else {@code "capabilities"}. */
  private static String capabilitiesOp(LinkedCatalog linked) {
    return PythonText.literal(linked.opServedAt("GET", linked.catalog().server().capabilitiesPath())
        .map(Operation::id).orElse("capabilities"));
  }

  record ErrorsView(List<PythonViews.ErrorClass> classes, List<PythonViews.ErrorRow> rows, String base,
      String contractMismatch, String notEnabled, String transport) {}

  private static ErrorsView errors(LinkedCatalog linked) {
    List<ErrorRow> table = linked.catalog().errors();
    Map<String, String> names = new LinkedHashMap<>();
    for (ErrorRow row : table) {
      names.put(row.className(), ModuleNames.of(row.nameFor("python")));
    }
    List<PythonViews.ErrorClass> classes = new ArrayList<>();
    for (ErrorRow row : linked.errorsParentsFirst()) {
      classes.add(errorClass(row, names));
    }
    List<PythonViews.ErrorRow> rows = new ArrayList<>();
    for (ErrorRow row : table) {
      if (!row.clientOnly()) {
        rows.add(new PythonViews.ErrorRow(names.get(row.className()),
            tuple(row.wire().stream().filter(w -> !w.endsWith(".*")).map(PythonText::literal).toList()),
            tuple(row.wire().stream().filter(w -> w.endsWith(".*")).map(w -> PythonText.literal(w.substring(0, w.length() - 1))).toList())));
      }
    }
    String base = linked.baseError().map(r -> names.get(r.className())).orElse("ApiError");
    String mismatch = linked.contractMismatchError().map(r -> names.get(r.className())).orElse(null);
    if (mismatch == null) {
      mismatch = ModuleNames.of("ContractMismatchError");
      classes.add(new PythonViews.ErrorClass(mismatch, base, PythonText.docstring(
          "The server lacks an op this client knows (raised by the client before sending).", "    "),
          PythonText.literal("ContractMismatchError"), PythonText.literal(""), PythonText.literal("other"), "()"));
    }
    String notEnabled = ErrorRow.forWireCode(table.stream().filter(r -> !r.clientOnly()).toList(), "op.not_enabled")
        .map(r -> names.get(r.className())).orElse(base);
    // A request without any HTTP response maps like status 503 (/work/transport-rule.md): a row listing 503
    // without wire codes first, then any row listing 503, then the base row.
    List<ErrorRow> served = table.stream().filter(r -> !r.clientOnly() && r.status().contains(503)).toList();
    String transport = served.stream().filter(r -> r.wire().isEmpty()).findFirst().or(() -> served.stream().findFirst())
        .map(r -> names.get(r.className())).orElse(base);
    return new ErrorsView(classes, rows, base, mismatch, notEnabled, transport);
  }

  private static PythonViews.ErrorClass errorClass(ErrorRow row, Map<String, String> names) {
    String parent = row.parent() == null ? "ApiError" : names.getOrDefault(row.parent(), "ApiError");
    String text = row.description() == null || row.description().isBlank()
        ? row.className() + " (" + row.code() + ")." : row.description();
    return new PythonViews.ErrorClass(names.get(row.className()), parent, PythonText.docstring(text, "    "),
        PythonText.literal(row.className()), PythonText.literal(row.code()), PythonText.literal(row.exit()),
        tuple(row.status().stream().map(String::valueOf).toList()));
  }

  static String tuple(List<String> items) {
    return items.isEmpty() ? "()" : items.size() == 1 ? "(" + items.get(0) + ",)" : "(" + String.join(", ", items) + ")";
  }

  static String dict(List<String> entries) {
    return "{" + String.join(", ", entries) + "}";
  }
}
