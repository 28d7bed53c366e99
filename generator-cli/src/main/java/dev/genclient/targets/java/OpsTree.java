package dev.genclient.targets.java;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.catalog.plan.Binding;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.JavaNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The view of {@code Ops}: a constant per op id, and the ops tree of op references
 * ({@code Ops.files().list()}), one nested class per namespace of the plan. References come from the
 * embedded catalog on each call, not from static fields, so no class initializer outgrows the 64 KB
 * method limit.
 */
final class OpsTree {
  private OpsTree() {}

  static JavaViews.OpsView view(ClientPlan plan, String pkg) {
    List<JavaViews.OpConstant> constants = new ArrayList<>();
    for (Operation op : plan.ops()) {
      constants.add(new JavaViews.OpConstant(JavaNames.constant(op.id()), JavaText.literal(op.id()),
          JavaText.docLine(String.join(" ", JavaText.splitLines(op.summary())))));
    }
    List<JavaViews.OpsNamespace> namespaces = new ArrayList<>();
    for (NamespacePlan ns : plan.namespaces()) {
      if (!ns.isRoot()) {
        namespaces.add(namespace(ns));
      }
    }
    JavaViews.OpsNamespace root = namespace(plan.root());
    return new JavaViews.OpsView(pkg, constants, root.children(), root.ops(), namespaces);
  }

  /** The nested class of a namespace: {@code files.list} lives in {@code FilesOps}. */
  static String className(String path) {
    return WordCase.pascal(path) + "Ops";
  }

  /**
   * A namespace's children, ops, and deprecated aliases: a namespace alias ({@code pty}) returns its
   * target's class, an op alias its target's reference (over the legacy binding when declared so).
   * Ops the clients render no method for are in the tree too (the generic call reaches them).
   */
  private static JavaViews.OpsNamespace namespace(NamespacePlan ns) {
    List<JavaViews.OpsChild> children = new ArrayList<>();
    for (Member.ChildNamespace child : ns.children()) {
      children.add(new JavaViews.OpsChild("The {@code " + JavaText.docLine(child.namespace().path()) + "} namespace.",
          List.of(), JavaNames.member(child.name()), className(child.namespace().path())));
    }
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      children.add(new JavaViews.OpsChild("{@code " + JavaText.docLine(alias.aliasPath())
          + "}: deprecated alias of the {@code " + JavaText.docLine(alias.target().path()) + "} namespace.",
          ApiFiles.deprecated(alias.deprecated()), JavaNames.member(alias.name()), className(alias.target().path())));
    }
    List<JavaViews.OpsOp> ops = new ArrayList<>();
    for (Member.Call call : ns.allCalls()) {
      Operation op = call.op();
      if (call instanceof Member.OpAlias alias) {
        String doc = "{@code " + JavaText.docLine(alias.aliasId()) + "}: deprecated alias of {@code "
            + JavaText.docLine(op.id()) + "}.";
        ops.add(new JavaViews.OpsOp(doc, ApiFiles.deprecated(alias.deprecated()), JavaNames.member(alias.name()),
            ApiFiles.ref(op.id(), alias.binding() == Binding.LEGACY)));
      } else {
        String doc = "{@code " + JavaText.docLine(op.id()) + "}: "
            + JavaText.docLine(String.join(" ", JavaText.splitLines(op.summary())));
        ops.add(new JavaViews.OpsOp(doc, List.of(), JavaNames.member(call.name()), ApiFiles.ref(op.id(), false)));
      }
    }
    return new JavaViews.OpsNamespace(ns.isRoot() ? "" : className(ns.path()), JavaText.docLine(ns.path()), children,
        ops);
  }
}
