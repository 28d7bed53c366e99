package dev.genclient.targets.python;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.catalog.plan.Binding;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.MemberDeprecation;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * The namespace modules of the client, hooks over the client plan: per namespace one class with an async method and its
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
  private final PythonOpDoc opDoc;

  PythonNamespaces(LinkedCatalog linked, PythonLayout layout, PythonModels models, PythonTypes types,
      Map<String, String> pendingNames, boolean pydantic, ErrorClasses errors) {
    this.linked = linked;
    this.opDoc = new PythonOpDoc(linked, errors);
    this.layout = layout;
    this.models = models;
    this.types = types;
    this.pendingNames = pendingNames;
    this.pydantic = pydantic;
  }

  /** A parameter's Python name: its wire name, escaped only where Python or the method itself needs it. */
  static String paramName(String wire) {
    return NAMES.propertyName(wire);
  }

  static String className(String path) {
    return path.isEmpty() ? "_RootApi" : "_" + WordCase.pascal(path) + "Api";
  }

  /** The module of one namespace. */
  PythonViews.NamespaceModule module(NamespacePlan ns) {
    String module = layout.module(ns);
    List<String> defined = layout.definedIn(module);
    Set<String> used = new LinkedHashSet<>(layout.reached(ns));
    Set<String> pendings = new LinkedHashSet<>();
    for (Member.Call call : ns.allCalls()) {
      call.job().ifPresent(job -> pendings.add(pendingNames.get(job.pendingClass())));
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
    return modelsModule(layout.typesModule(), "The types of the catalog that no op reaches.");
  }

  /** The params module of {@code ns}: its ops' params objects no call reaches otherwise, or null when there are none. */
  PythonViews.NamespaceModule paramsModule(NamespacePlan ns) {
    return modelsModule(layout.paramsModule(ns), "The params models of the " + (ns.isRoot() ? "root" : ns.path())
        + " namespace's ops: a call takes its params as arguments, so its module does not load them.");
  }

  /** A module of models and union aliases only, or null when it defines none. */
  private PythonViews.NamespaceModule modelsModule(String module, String title) {
    List<String> defined = layout.definedIn(module);
    if (defined.isEmpty()) {
      return null;
    }
    Map<String, Schema> schemas = new HashMap<>();
    for (NamedType type : linked.namedTypes()) {
      schemas.putIfAbsent(type.name(), type.schema());
    }
    Set<String> used = new LinkedHashSet<>();
    for (String name : defined) {
      used.addAll(layout.references(name, Objects.requireNonNull(schemas.get(name), name)));
    }
    return new PythonViews.NamespaceModule(PythonText.docstring(title, ""),
        layout.pkg(), pydantic, !pydantic, imports(module, used), List.of(), models.views(types, pydantic, defined),
        models.unionViews(types, layout, defined), List.of(), List.of(), List.of());
  }

  /** The types {@code module} uses but does not define, from the modules that do, in module order. */
  private List<PythonViews.Import> imports(String module, Set<String> used) {
    Map<Integer, List<String>> byModule = new TreeMap<>();
    Map<Integer, String> modules = new HashMap<>();
    for (String name : used) {
      String home = layout.home(name);
      if (!home.equals(module)) {
        int position = layout.modulePosition(home);
        modules.put(position, home);
        byModule.computeIfAbsent(position, p -> new ArrayList<>()).add(pythonName(name));
      }
    }
    List<PythonViews.Import> out = new ArrayList<>();
    byModule.forEach((position, names) -> out.add(new PythonViews.Import(modules.get(position), names)));
    return out;
  }

  private String pythonName(String typeName) {
    String model = models.names().get(typeName);
    return model != null ? model : models.unionNames().get(typeName);
  }

  /** The namespace classes the module's annotations name: its children and its aliases' targets. */
  private List<PythonViews.Import> typeImports(NamespacePlan ns) {
    Map<String, List<String>> byModule = new LinkedHashMap<>();
    List<NamespacePlan> named = new ArrayList<>();
    ns.children().forEach(child -> named.add(child.namespace()));
    ns.namespaceAliases().forEach(alias -> named.add(alias.target()));
    for (NamespacePlan target : named) {
      List<String> names = byModule.computeIfAbsent(layout.module(target), m -> new ArrayList<>());
      if (!names.contains(className(target.path())) && target != ns) {
        names.add(className(target.path()));
      }
    }
    List<PythonViews.Import> out = new ArrayList<>();
    byModule.forEach((module, names) -> {
      if (!names.isEmpty()) {
        out.add(new PythonViews.Import(module, names));
      }
    });
    return out;
  }

  private PythonViews.NamespaceClass namespaceClass(NamespacePlan ns) {
    List<PythonViews.Child> children = new ArrayList<>();
    for (Member.ChildNamespace child : ns.children()) {
      children.add(new PythonViews.Child(PythonNames.member(child.name()), className(child.namespace().path()),
          layout.module(child.namespace())));
    }
    List<PythonViews.AliasChild> aliasChildren = new ArrayList<>();
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      String target = alias.target().path();
      aliasChildren.add(new PythonViews.AliasChild(PythonNames.member(alias.name()), className(target),
          layout.module(alias.target()), PythonText.docstring("Deprecated alias of the " + target + " namespace.", "        "),
          PythonText.literal(alias.aliasPath()), PythonText.literal(target)));
    }
    // Joined to the base URL (kept without a trailing slash) with exactly one slash, as in Java and TS.
    List<PythonViews.OpenAi> openai = ns.openAi().stream()
        .map(helper -> new PythonViews.OpenAi(PythonText.literal(helper.basePath()))).toList();
    List<PythonViews.Method> methods = new ArrayList<>();
    for (Member.Call call : ns.calls()) {
      Operation op = call.op();
      if (call instanceof Member.ClientOp) {
        String text = op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description();
        List<PythonViews.Deprecation> warn = List.of();
        if (call.deprecation().isPresent()) {
          MemberDeprecation deprecated = call.deprecation().get();
          String replacement = deprecated.replacement() == null ? "its replacement" : deprecated.replacement();
          text += "\n\nDeprecated since " + deprecated.since() + ": use " + replacement
              + (deprecated.note() == null ? "." : ". " + deprecated.note());
          warn = List.of(new PythonViews.Deprecation(PythonText.literal(op.id()), PythonText.literal(replacement)));
        }
        methods.add(method(ns, call, text + "\n\nOp id: " + op.id(), warn, false));
      } else {
        boolean legacy = call.binding() == Binding.LEGACY;
        String doc = "Deprecated alias of " + op.id() + (legacy ? " over its legacy binding " + op.legacy().method()
            + " " + op.legacy().path() : "") + ".\n\nOp id: " + op.id();
        methods.add(method(ns, call, doc, List.of(new PythonViews.Deprecation(PythonText.literal(call.id()),
            PythonText.literal(op.id()))), true));
      }
    }
    // An op alias with this namespace's name makes it callable: __call__, without a _sync twin (the target's has one).
    ns.call().ifPresent(alias -> {
      PythonViews.Method call = method(ns, alias, "Deprecated alias of " + alias.op().id() + ": calling the " + ns.path()
          + " namespace calls it.\n\nOp id: " + alias.op().id(), List.of(new PythonViews.Deprecation(
              PythonText.literal(alias.id()), PythonText.literal(alias.op().id()))), true);
      methods.add(new PythonViews.Method("__call__", call.doc(), call.syncDoc(), call.deprecation(), call.opLiteral(), call.legacyBinding(),
          call.required(), call.optional(), call.params(), call.hasParams(), call.resultType(), call.resultRuntime(),
          call.eventType(), call.pendingType(), call.isCall(), call.isDownload(), call.isUpload(), call.isStream(),
          call.isJob(), call.jobClass(), call.jobDoc(), false, call.check(), false, "", "", "", ""));
    });
    String doc = PythonText.docstring(ns.isRoot() ? "The root namespace." : "The " + ns.path() + " namespace.", "    ");
    return new PythonViews.NamespaceClass(className(ns.path()), doc, PythonText.literal(ns.path()), children,
        aliasChildren, openai, methods);
  }

  /** The ops of a namespace, those without a client member included (their entries in the op table and ops tree). */
  private static List<Operation> ownOps(NamespacePlan ns) {
    return ns.allCalls().stream().filter(call -> call instanceof Member.ClientOp).map(Member.Call::op).toList();
  }

  /** The result type {@code with_response} validates each call and upload op of the namespace with, and a job's wait. */
  private List<PythonViews.Result> results(NamespacePlan ns) {
    List<PythonViews.Result> out = new ArrayList<>();
    for (Operation op : ownOps(ns)) {
      if (op.result() != null && (op.kind() == Kind.CALL || op.kind() == Kind.UPLOAD || op.kind() == Kind.JOB)) {
        out.add(new PythonViews.Result(PythonText.literal(op.id()), types.output(op.result())));
      }
    }
    return out;
  }

  private List<PythonViews.CallProtocol> protocols(NamespacePlan ns) {
    List<PythonViews.CallProtocol> out = new ArrayList<>();
    for (Operation op : ownOps(ns)) {
      out.add(ArgumentProtocols.view(op, linked, types));
    }
    return out;
  }

  /** An optional parameter's annotation: {@code None} always allowed (its default). */
  static String optionalType(String type) {
    return admitsNone(type) ? type : type + " | None";
  }

  /** Whether a parameter annotation admits {@code None}, i.e. JSON null. */
  static boolean admitsNone(String type) {
    return type.endsWith("| None") || type.equals("_Any");
  }

  private PythonViews.Method method(NamespacePlan ns, Member.Call call, String head, List<PythonViews.Deprecation> warn,
      boolean alias) {
    Operation op = call.op();
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
    String member = PythonNames.member(call.name());
    // A job's member is an object (callable, with wait()), one class per member: unique in the namespace's module.
    String jobClass = kind == Kind.JOB ? className(ns.path()) + "_" + member : "";
    String memberPath = ns.isRoot() ? call.name() : ns.path() + "." + call.name();
    String jobDoc = kind == Kind.JOB ? PythonText.docstring("The " + memberPath + " member: call it to start the job"
        + " (and wait for its result, unless `wait=False`); `wait(pending)` resumes a job started with `wait=False`.", "    ") : "";
    Pagination paging = kind == Kind.CALL ? op.pagination() : null;
    String pagedClass = paging == null ? "" : className(ns.path()) + "_" + member;
    String pagedDoc = paging == null ? "" : PythonText.docstring("The " + memberPath + " member: call it for one page;"
        + " `items(...)` and `pages(...)` (and their `_sync` twins) follow the pages, one call per page when you reach it.",
        "    ");
    String itemType = paging == null ? "" : itemType(op, paging);
    String[] returns = switch (kind) {
      case DOWNLOAD -> new String[] {"builtins.bytes", "builtins.bytes"};
      case STREAM -> new String[] {"_AsyncIterator[" + eventType + "]", "_SyncStream[" + eventType + "]"};
      case JOB -> new String[] {resultType + " | " + pendingType, resultType + " | " + pendingType};
      default -> new String[] {resultType, resultType};
    };
    String doc = opDoc.text(op, head, new PythonOpDoc.Form(PythonOpDoc.path(ns.path(), member), false, alias), returns[0]);
    String syncDoc = opDoc.text(op, head + "\n\nBlocking twin of `" + member + "`: it runs on the blocking HTTP client, so it"
        + " works inside a running event loop too.", new PythonOpDoc.Form(PythonOpDoc.path(ns.path(), member + "_sync"), true,
        alias), returns[1]);
    return new PythonViews.Method(member, PythonText.docstring(doc, "        "), PythonText.docstring(syncDoc, "        "), warn,
        PythonText.literal(op.id()), call.binding() == Binding.LEGACY, required, optional, all, !all.isEmpty(), resultType,
        op.result() == null ? "_Any" : resultType, eventType, pendingType, kind == Kind.CALL, kind == Kind.DOWNLOAD,
        kind == Kind.UPLOAD, kind == Kind.STREAM, kind == Kind.JOB, jobClass, jobDoc, true,
        kind == Kind.CALL && op.exitCheck() != null, paging != null, pagedClass, pagedDoc, itemType,
        paging == null ? "" : PythonText.literal(paging.items()));
  }

  /** The annotation of one item of a paged op's items array ({@code _Any} when its items are untyped). */
  private String itemType(Operation op, Pagination paging) {
    Schema result = linked.resolve(op.result());
    Schema items = result == null ? null : linked.resolve(result.properties().get(paging.items()));
    return items == null || items.items() == null ? "_Any" : types.output(items.items());
  }
}
