package dev.genclient.targets.python;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The view of the {@code ops} module: one class per namespace holding {@code OpRef}s (aliases refer
 * to their target's id), children before parents so the class bodies can instantiate them.
 */
final class OpsTree {

  private OpsTree() {}

  static PythonViews.OpsModule view(LinkedCatalog linked, PythonLayout layout) {
    String module = layout.pkg();
    Map<String, Namespace> byPath = new HashMap<>();
    index(linked.root(), byPath);
    List<PythonViews.OpsNamespace> namespaces = new ArrayList<>();
    Set<String> emitted = new HashSet<>();
    for (Namespace child : linked.root().children()) {
      add(child, byPath, emitted, namespaces, linked);
    }
    Namespace root = linked.root();
    List<PythonViews.OpsRef> rootRefs = new ArrayList<>();
    for (PythonViews.OpsRef ref : refs(root, linked)) {
      rootRefs.add(new PythonViews.OpsRef(ModuleNames.of(ref.member()), ref.type(), ref.idLiteral(), ref.comment()));
    }
    List<PythonViews.Child> rootChildren = new ArrayList<>();
    for (PythonViews.Child child : children(root)) {
      rootChildren.add(new PythonViews.Child(ModuleNames.of(child.member()), child.className(), child.module()));
    }
    String doc = PythonText.docstring("The ops tree of the " + linked.catalog().displayTitle() + " catalog ("
        + linked.catalog().catalogVersion() + "): `ops.files.list` is the op reference `OpRef(\"files.list\")`, "
        + "accepted by `ServerClient.call` and `Capabilities.can`, and typed by what `ServerClient.with_response` "
        + "answers for it. Import it with `from " + module + " import ops`.", "");
    List<PythonViews.Import> protocols = new ArrayList<>();
    for (Namespace ns : layout.namespaces()) {
      if (!ns.ops().isEmpty()) {
        protocols.add(new PythonViews.Import(layout.module(ns),
            ns.ops().stream().map(op -> ArgumentProtocols.name(op.id())).toList()));
      }
    }
    return new PythonViews.OpsModule(doc, module, protocols, namespaces, rootRefs, rootChildren);
  }

  static String className(String path) {
    return "_" + WordCase.pascal(path) + "Ops";
  }

  private static void index(Namespace ns, Map<String, Namespace> byPath) {
    byPath.put(ns.path(), ns);
    ns.children().forEach(child -> index(child, byPath));
  }

  /** Emits a namespace class after every class its body instantiates: its children and its aliases' targets. */
  private static void add(Namespace ns, Map<String, Namespace> byPath, Set<String> emitted,
      List<PythonViews.OpsNamespace> out, LinkedCatalog linked) {
    if (!emitted.add(ns.path())) {
      return;
    }
    for (Namespace child : ns.children()) {
      add(child, byPath, emitted, out, linked);
    }
    for (Alias alias : ns.namespaceAliases()) {
      Namespace target = byPath.get(alias.targetPath());
      if (target != null) {
        add(target, byPath, emitted, out, linked);
      }
    }
    List<PythonViews.OpsRef> refs = refs(ns, linked);
    List<PythonViews.Child> children = children(ns);
    out.add(new PythonViews.OpsNamespace(className(ns.path()), PythonText.docstring("Ops of the " + ns.path() + " namespace.", "    "),
        refs, children, !refs.isEmpty() || !children.isEmpty()));
  }

  private static List<PythonViews.OpsRef> refs(Namespace ns, LinkedCatalog linked) {
    List<PythonViews.OpsRef> refs = new ArrayList<>();
    for (Operation op : ns.ops()) {
      refs.add(new PythonViews.OpsRef(PythonNames.member(op.simpleName()), refType(op), PythonText.literal(op.id()),
          trailingComment(op.summary())));
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      refs.add(new PythonViews.OpsRef(PythonNames.member(alias.alias().substring(alias.alias().lastIndexOf('.') + 1)),
          target == null ? "OpRef[_Any]" : refType(target), PythonText.literal(alias.target()),
          trailingComment("deprecated alias of " + alias.target())));
    }
    return refs;
  }

  /** {@code OpRef[the op's call protocol]}: what {@code with_response} takes and answers for it. */
  private static String refType(Operation op) {
    return "OpRef[" + ArgumentProtocols.name(op.id()) + "]";
  }

  private static String trailingComment(String text) {
    String comment = PythonText.comment(text);
    return comment.isEmpty() ? "" : "  # " + comment;
  }

  private static List<PythonViews.Child> children(Namespace ns) {
    List<PythonViews.Child> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      children.add(new PythonViews.Child(PythonNames.member(child.name()), className(child.path()), ""));
    }
    for (Alias alias : ns.namespaceAliases()) {
      String path = alias.aliasPath();
      children.add(new PythonViews.Child(PythonNames.member(path.substring(path.lastIndexOf('.') + 1)),
          className(alias.targetPath()), ""));
    }
    return children;
  }
}
