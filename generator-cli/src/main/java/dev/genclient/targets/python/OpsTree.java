package dev.genclient.targets.python;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The view of the {@code ops} module, a hook over the client plan: one class per namespace holding
 * {@code OpRef}s (aliases refer to their target's id), children before parents so the class bodies
 * can instantiate them.
 */
final class OpsTree {

  private OpsTree() {}

  static PythonViews.OpsModule view(ClientPlan plan, PythonLayout layout) {
    String module = layout.pkg();
    List<PythonViews.OpsNamespace> namespaces = new ArrayList<>();
    Set<String> emitted = new HashSet<>();
    NamespacePlan root = plan.root();
    for (Member.ChildNamespace child : root.children()) {
      add(child.namespace(), emitted, namespaces);
    }
    List<PythonViews.OpsRef> rootRefs = new ArrayList<>();
    for (PythonViews.OpsRef ref : refs(root)) {
      rootRefs.add(new PythonViews.OpsRef(ModuleNames.of(ref.member()), ref.type(), ref.idLiteral(), ref.comment()));
    }
    List<PythonViews.Child> rootChildren = new ArrayList<>();
    for (PythonViews.Child child : children(root)) {
      rootChildren.add(new PythonViews.Child(ModuleNames.of(child.member()), child.className(), child.module()));
    }
    String doc = PythonText.docstring("The ops tree of the " + plan.displayTitle() + " catalog ("
        + plan.catalogVersion() + "): `ops.files.list` is the op reference `OpRef(\"files.list\")`, "
        + "accepted by `ServerClient.call` and `Capabilities.can`, and typed by what `ServerClient.with_response` "
        + "answers for it. Import it with `from " + module + " import ops`.", "");
    List<PythonViews.Import> protocols = new ArrayList<>();
    for (NamespacePlan ns : layout.namespaces()) {
      List<String> names = ns.allCalls().stream().filter(call -> call instanceof Member.ClientOp)
          .map(call -> ArgumentProtocols.name(call.op().id())).toList();
      if (!names.isEmpty()) {
        protocols.add(new PythonViews.Import(layout.module(ns), names));
      }
    }
    return new PythonViews.OpsModule(doc, module, protocols, namespaces, rootRefs, rootChildren);
  }

  static String className(String path) {
    return "_" + WordCase.pascal(path) + "Ops";
  }

  /** Emits a namespace class after every class its body instantiates: its children and its aliases' targets. */
  private static void add(NamespacePlan ns, Set<String> emitted, List<PythonViews.OpsNamespace> out) {
    if (!emitted.add(ns.path())) {
      return;
    }
    for (Member.ChildNamespace child : ns.children()) {
      add(child.namespace(), emitted, out);
    }
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      add(alias.target(), emitted, out);
    }
    List<PythonViews.OpsRef> refs = refs(ns);
    List<PythonViews.Child> children = children(ns);
    out.add(new PythonViews.OpsNamespace(className(ns.path()), PythonText.docstring("Ops of the " + ns.path() + " namespace.", "    "),
        refs, children, !refs.isEmpty() || !children.isEmpty()));
  }

  private static List<PythonViews.OpsRef> refs(NamespacePlan ns) {
    List<PythonViews.OpsRef> refs = new ArrayList<>();
    for (Member.Call call : ns.allCalls()) {
      Operation op = call.op();
      String summary = call instanceof Member.ClientOp ? op.summary() : "deprecated alias of " + op.id();
      refs.add(new PythonViews.OpsRef(PythonNames.member(call.name()), "OpRef[" + ArgumentProtocols.name(op.id()) + "]",
          PythonText.literal(op.id()), trailingComment(summary)));
    }
    return refs;
  }

  /** The entry's trailing comment text (none when it would be empty). */
  private static List<String> trailingComment(String text) {
    String comment = PythonText.comment(text);
    return comment.isEmpty() ? List.of() : List.of(comment);
  }

  private static List<PythonViews.Child> children(NamespacePlan ns) {
    List<PythonViews.Child> children = new ArrayList<>();
    for (Member.ChildNamespace child : ns.children()) {
      children.add(new PythonViews.Child(PythonNames.member(child.name()), className(child.namespace().path()), ""));
    }
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      children.add(new PythonViews.Child(PythonNames.member(alias.name()), className(alias.target().path()), ""));
    }
    return children;
  }
}
