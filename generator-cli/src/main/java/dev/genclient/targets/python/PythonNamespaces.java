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
import java.util.List;
import java.util.Map;

/** The namespace classes of the client (one per id prefix) with one async method and its {@code _sync} twin per op and alias. */
final class PythonNamespaces {
  private static final PythonNames NAMES = new PythonNames();
  private static final String OPTIONS = "timeout: builtins.float | None = None, extra_headers: _Headers | None = None, "
      + "max_retries: builtins.int | None = None";
  private static final String FORWARD_OPTIONS = "timeout=timeout, extra_headers=extra_headers, max_retries=max_retries";

  private final LinkedCatalog linked;
  private final PythonTypes types;
  private final Map<String, String> pendingNames;

  PythonNamespaces(LinkedCatalog linked, PythonTypes types, Map<String, String> pendingNames) {
    this.linked = linked;
    this.types = types;
    this.pendingNames = pendingNames;
  }

  static String className(String path) {
    return path.isEmpty() ? "_RootApi" : "_" + WordCase.pascal(path) + "Api";
  }

  /** The constant of an op's entry in the module's op table. */
  static String opConstant(String id) {
    return "_op_" + id.replace(".", "__");
  }

  List<PythonViews.Namespace> views() {
    List<PythonViews.Namespace> out = new ArrayList<>();
    add(linked.root(), out);
    return out;
  }

  private void add(Namespace ns, List<PythonViews.Namespace> out) {
    Catalog catalog = linked.catalog();
    List<PythonViews.Child> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      children.add(new PythonViews.Child(PythonNames.member(child.name()), className(child.path())));
    }
    List<PythonViews.AliasChild> aliasChildren = new ArrayList<>();
    for (Alias alias : ns.namespaceAliases()) {
      String path = alias.aliasPath();
      aliasChildren.add(new PythonViews.AliasChild(PythonNames.member(path.substring(path.lastIndexOf('.') + 1)),
          className(alias.targetPath()),
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
        String warn = "";
        if (op.deprecated() != null) {
          String replacement = op.deprecated().replacement() == null ? "its replacement" : op.deprecated().replacement();
          deprecation = "\n\nDeprecated since " + op.deprecated().since() + ": use " + replacement
              + (op.deprecated().note() == null ? "." : ". " + op.deprecated().note());
          warn = warn(op.id(), replacement);
        }
        methods.add(method(op, op.simpleName(), text + deprecation + "\n\nOp id: " + op.id(), warn, "None"));
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
          warn(alias.alias(), target.id()), legacy ? opConstant(target.id()) + ".legacy" : "None"));
    }
    String doc = ns.isRoot() ? "" : PythonText.docstring("The " + ns.path() + " namespace.", "    ");
    out.add(new PythonViews.Namespace(className(ns.path()), doc.isEmpty() ? PythonText.docstring("The root namespace.", "    ") : doc,
        PythonText.literal(ns.path()), children, aliasChildren, openai, methods));
    for (Namespace child : ns.children()) {
      add(child, out);
    }
  }

  /** A parameter name: the shared Python spelling, kept off {@code builtins}, which the method bodies use. */
  static String paramName(String wire) {
    String name = NAMES.propertyName(wire);
    return name.equals("builtins") ? name + "_" : name;
  }

  /** An optional parameter's annotation and default: {@code None} always allowed. */
  static String optional(String type) {
    return (allowsNone(type) ? type : type + " | None") + " = None";
  }

  /** Whether a parameter annotation admits {@code None}, i.e. JSON null. */
  private static boolean allowsNone(String type) {
    return type.endsWith("| None") || type.equals("_Any");
  }

  private static String warn(String alias, String target) {
    return "        _deprecated(" + PythonText.literal(alias) + ", " + PythonText.literal(target) + ")\n";
  }

  private PythonViews.Method method(Operation op, String segment, String docText, String warn, String binding) {
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    List<String> required = new ArrayList<>();
    List<String> optional = new ArrayList<>();
    List<String> forward = new ArrayList<>();
    List<String> args = new ArrayList<>();
    // Required params that admit null: None is sent as null, not left out as an unset optional is.
    List<String> nulls = new ArrayList<>();
    if (params != null) {
      for (Map.Entry<String, Schema> property : params.properties().entrySet()) {
        String wire = property.getKey();
        String name = paramName(wire);
        String type = types.input(property.getValue());
        if (params.required().contains(wire)) {
          required.add(name + ": " + type);
          if (allowsNone(type)) {
            nulls.add(PythonText.literal(wire));
          }
        } else {
          optional.add(name + ": " + optional(type));
        }
        forward.add(name + "=" + name);
        args.add(PythonText.literal(wire) + ": " + name);
      }
    }
    Kind kind = op.kind();
    if (kind == Kind.UPLOAD) {
      required.add("body: _Upload");
      forward.add("body=body");
    }
    String resultType = types.output(op.result());
    String head = "self" + (required.isEmpty() ? "" : ", " + String.join(", ", required)) + ", *"
        + (optional.isEmpty() ? "" : ", " + String.join(", ", optional));
    String signature = head + ", " + OPTIONS;
    String waitTrue = "";
    String waitFalse = "";
    String pendingType = "";
    if (kind == Kind.JOB) {
      signature = head + ", wait: builtins.bool = True, " + OPTIONS;
      waitTrue = head + ", wait: _Literal[True] = True, " + OPTIONS;
      waitFalse = head + ", wait: _Literal[False], " + OPTIONS;
      forward.add("wait=wait");
      pendingType = pendingNames.get(op.job().pendingClass()) + "[" + resultType + "]";
    }
    forward.add(FORWARD_OPTIONS);
    String eventType = op.event() == null ? "_Any" : types.output(op.event());
    return new PythonViews.Method(PythonNames.member(segment), PythonText.docstring(docText, "        "), warn, signature,
        waitTrue, waitFalse, String.join(", ", forward), argsOf(args, nulls), opConstant(op.id()),
        binding, resultType, resultType, op.result() == null ? "_Any" : resultType, "builtins.bytes",
        "_AsyncIterator[" + eventType + "]", "SyncStream[" + eventType + "]", eventType, eventType, pendingType,
        pendingType, kind == Kind.CALL, kind == Kind.DOWNLOAD, kind == Kind.UPLOAD, kind == Kind.STREAM,
        kind == Kind.JOB);
  }

  /** The arguments of {@code _args}: the params dict, then the required nullable names it keeps when None. */
  private static String argsOf(List<String> args, List<String> nulls) {
    String dict = "{" + String.join(", ", args) + "}";
    return nulls.isEmpty() ? dict : dict + ", (" + String.join(", ", nulls) + ",)";
  }
}
