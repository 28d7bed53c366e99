package dev.genclient.targets.python;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The namespace modules of the client: per namespace one class with an async method and its
 * {@code _sync} twin per op and alias, the models and union aliases placed there, the result types
 * {@code with_response} validates with, and the typing-only call protocols of its ops.
 */
final class PythonNamespaces {
  private static final PythonNames NAMES = new PythonNames();

  private final LinkedCatalog linked;
  private final PythonLayout layout;
  private final PythonModels models;
  private final PythonTypes types;
  private final Map<String, String> pendingNames;
  private final boolean pydantic;

  PythonNamespaces(LinkedCatalog linked, PythonLayout layout, PythonModels models, PythonTypes types,
      Map<String, String> pendingNames, boolean pydantic) {
    this.linked = linked;
    this.layout = layout;
    this.models = models;
    this.types = types;
    this.pendingNames = pendingNames;
    this.pydantic = pydantic;
  }

  static String className(String path) {
    return path.isEmpty() ? "_RootApi" : "_" + WordCase.pascal(path) + "Api";
  }

  /** The module of one namespace. */
  PythonViews.NamespaceModule module(Namespace ns) {
    String module = layout.module(ns);
    List<String> defined = layout.definedIn(module);
    Set<String> used = new LinkedHashSet<>(layout.reached(ns));
    Set<String> pendings = new LinkedHashSet<>();
    List<Operation> called = new ArrayList<>(ns.ops());
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target != null) {
        called.add(target);
      }
    }
    for (Operation op : called) {
      if (op.job() != null) {
        pendings.add(pendingNames.get(op.job().pendingClass()));
      }
    }
    List<PythonViews.Import> imports = imports(module, used);
    if (!pendings.isEmpty()) {
      imports.add(0, new PythonViews.Import(layout.pkg() + "._catalog", List.copyOf(pendings)));
    }
    String title = ns.isRoot() ? "The root namespace" : "The " + ns.path() + " namespace";
    return new PythonViews.NamespaceModule(PythonText.docstring(title + " of the client, its models and call protocols.", ""),
        layout.pkg(), pydantic, !pydantic, imports, typeImports(ns), models.views(types, pydantic, defined),
        models.unionViews(types, layout, defined), List.of(namespaceClass(ns)), results(ns), protocols(ns));
  }

  /** The module of the types no op reaches, or null when there are none. */
  PythonViews.NamespaceModule typesModule() {
    String module = layout.typesModule();
    List<String> defined = layout.definedIn(module);
    if (defined.isEmpty()) {
      return null;
    }
    Set<String> used = new LinkedHashSet<>();
    for (String name : defined) {
      used.addAll(layout.references(name, linked.namedTypes().stream().filter(t -> t.name().equals(name))
          .findFirst().orElseThrow().schema()));
    }
    return new PythonViews.NamespaceModule(PythonText.docstring("The types of the catalog that no op reaches.", ""),
        layout.pkg(), pydantic, !pydantic, imports(module, used), List.of(), models.views(types, pydantic, defined),
        models.unionViews(types, layout, defined), List.of(), List.of(), List.of());
  }

  /** The types {@code module} uses but does not define, from the modules that do, in module order. */
  private List<PythonViews.Import> imports(String module, Set<String> used) {
    Map<String, List<String>> byModule = new LinkedHashMap<>();
    for (Namespace ns : layout.namespaces()) {
      byModule.put(layout.module(ns), new ArrayList<>());
    }
    byModule.put(layout.typesModule(), new ArrayList<>());
    for (String name : used) {
      String home = layout.home(name);
      if (!home.equals(module)) {
        byModule.get(home).add(pythonName(name));
      }
    }
    List<PythonViews.Import> out = new ArrayList<>();
    byModule.forEach((from, names) -> {
      if (!names.isEmpty()) {
        out.add(new PythonViews.Import(from, names));
      }
    });
    return out;
  }

  private String pythonName(String typeName) {
    String model = models.names().get(typeName);
    return model != null ? model : models.unionNames().get(typeName);
  }

  /** The namespace classes the module's annotations name: its children and its aliases' targets. */
  private List<PythonViews.Import> typeImports(Namespace ns) {
    Map<String, List<String>> byModule = new LinkedHashMap<>();
    for (Namespace child : ns.children()) {
      byModule.computeIfAbsent(layout.module(child), m -> new ArrayList<>()).add(className(child.path()));
    }
    for (Alias alias : ns.namespaceAliases()) {
      List<String> names = byModule.computeIfAbsent(layout.module(alias.targetPath()), m -> new ArrayList<>());
      if (!names.contains(className(alias.targetPath()))) {
        names.add(className(alias.targetPath()));
      }
    }
    List<PythonViews.Import> out = new ArrayList<>();
    byModule.forEach((module, names) -> out.add(new PythonViews.Import(module, names)));
    return out;
  }

  private PythonViews.NamespaceClass namespaceClass(Namespace ns) {
    Catalog catalog = linked.catalog();
    List<PythonViews.Child> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      children.add(new PythonViews.Child(PythonNames.member(child.name()), className(child.path()), layout.module(child)));
    }
    List<PythonViews.AliasChild> aliasChildren = new ArrayList<>();
    for (Alias alias : ns.namespaceAliases()) {
      String path = alias.aliasPath();
      aliasChildren.add(new PythonViews.AliasChild(PythonNames.member(path.substring(path.lastIndexOf('.') + 1)),
          className(alias.targetPath()), layout.module(alias.targetPath()),
          PythonText.docstring("Deprecated alias of the " + alias.targetPath() + " namespace.", "        "),
          PythonText.literal(path), PythonText.literal(alias.targetPath())));
    }
    List<PythonViews.OpenAi> openai = new ArrayList<>();
    if (catalog.server().openai() != null && ns.path().equals(catalog.server().openai().namespace())) {
      // Joined to the base URL (kept without a trailing slash) with exactly one slash, as in Java and TS.
      String path = "/" + catalog.server().openai().basePath().replaceFirst("^/+", "");
      openai.add(new PythonViews.OpenAi(PythonText.literal(path)));
    }
    List<PythonViews.Method> methods = new ArrayList<>();
    for (Operation op : ns.ops()) {
      if (op.mirror().client()) {
        String text = op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description();
        String deprecation = "";
        List<PythonViews.Deprecation> warn = List.of();
        if (op.deprecated() != null) {
          String replacement = op.deprecated().replacement() == null ? "its replacement" : op.deprecated().replacement();
          deprecation = "\n\nDeprecated since " + op.deprecated().since() + ": use " + replacement
              + (op.deprecated().note() == null ? "." : ". " + op.deprecated().note());
          warn = List.of(new PythonViews.Deprecation(PythonText.literal(op.id()), PythonText.literal(replacement)));
        }
        methods.add(method(op, op.simpleName(), text + deprecation + "\n\nOp id: " + op.id(), warn, false));
      }
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target == null || !target.mirror().client()) {
        continue;
      }
      boolean legacy = alias.legacyBinding() && target.legacy() != null;
      String doc = "Deprecated alias of " + target.id() + (legacy ? " over its legacy binding " + target.legacy().method()
          + " " + target.legacy().path() : "") + ".\n\nOp id: " + target.id();
      methods.add(method(target, alias.alias().substring(alias.alias().lastIndexOf('.') + 1), doc,
          List.of(new PythonViews.Deprecation(PythonText.literal(alias.alias()), PythonText.literal(target.id()))), legacy));
    }
    String doc = PythonText.docstring(ns.isRoot() ? "The root namespace." : "The " + ns.path() + " namespace.", "    ");
    return new PythonViews.NamespaceClass(className(ns.path()), doc, PythonText.literal(ns.path()), children,
        aliasChildren, openai, methods);
  }

  /** The result type {@code with_response} validates each call and upload op of the namespace with. */
  private List<PythonViews.Result> results(Namespace ns) {
    List<PythonViews.Result> out = new ArrayList<>();
    for (Operation op : ns.ops()) {
      if (op.result() != null && (op.kind() == Kind.CALL || op.kind() == Kind.UPLOAD)) {
        out.add(new PythonViews.Result(PythonText.literal(op.id()), types.output(op.result())));
      }
    }
    return out;
  }

  private List<PythonViews.CallProtocol> protocols(Namespace ns) {
    List<PythonViews.CallProtocol> out = new ArrayList<>();
    for (Operation op : ns.ops()) {
      out.add(ArgumentProtocols.view(op, linked, types));
    }
    return out;
  }

  /** A parameter name: the shared Python spelling, kept off {@code builtins}, which the method bodies use. */
  static String paramName(String wire) {
    String name = NAMES.propertyName(wire);
    return name.equals("builtins") ? name + "_" : name;
  }

  /** An optional parameter's annotation: {@code None} always allowed (its default). */
  static String optionalType(String type) {
    return type.endsWith("| None") || type.equals("_Any") ? type : type + " | None";
  }

  private PythonViews.Method method(Operation op, String segment, String docText, List<PythonViews.Deprecation> warn,
      boolean legacy) {
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    List<PythonViews.Param> required = new ArrayList<>();
    List<PythonViews.Param> optional = new ArrayList<>();
    List<PythonViews.Param> all = new ArrayList<>();
    if (params != null) {
      for (Map.Entry<String, Schema> property : params.properties().entrySet()) {
        String wire = property.getKey();
        String type = types.input(property.getValue());
        boolean isRequired = params.required().contains(wire);
        PythonViews.Param param = new PythonViews.Param(paramName(wire), isRequired ? type : optionalType(type),
            PythonText.literal(wire));
        (isRequired ? required : optional).add(param);
        all.add(param);
      }
    }
    Kind kind = op.kind();
    if (kind == Kind.UPLOAD) {
      required.add(new PythonViews.Param("body", "_Upload", null));
    }
    String resultType = types.output(op.result());
    String pendingType = kind == Kind.JOB ? pendingNames.get(op.job().pendingClass()) + "[" + resultType + "]" : "";
    String eventType = op.event() == null ? "_Any" : types.output(op.event());
    return new PythonViews.Method(PythonNames.member(segment), PythonText.docstring(docText, "        "), warn,
        PythonText.literal(op.id()), legacy, required, optional, all, !all.isEmpty(), resultType,
        op.result() == null ? "_Any" : resultType, eventType, pendingType, kind == Kind.CALL, kind == Kind.DOWNLOAD,
        kind == Kind.UPLOAD, kind == Kind.STREAM, kind == Kind.JOB);
  }
}
