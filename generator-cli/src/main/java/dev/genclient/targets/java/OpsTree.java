package dev.genclient.targets.java;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.naming.JavaNames;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The view of {@code Ops}: a constant per op id, and the ops tree of op references
 * ({@code Ops.files().list()}), one nested class per namespace. References are made on each call,
 * not held in static fields, so no class initializer outgrows the 64 KB method limit (DESIGN §9).
 */
final class OpsTree {
  private OpsTree() {}

  static JavaViews.OpsView view(LinkedCatalog linked, String pkg) {
    List<JavaViews.OpConstant> constants = new ArrayList<>();
    for (Operation op : linked.catalog().ops()) {
      constants.add(new JavaViews.OpConstant(JavaNames.constant(op.id()), JavaText.literal(op.id()),
          JavaText.docLine(String.join(" ", JavaText.splitLines(op.summary())))));
    }
    List<JavaViews.OpsNamespace> namespaces = new ArrayList<>();
    addNamespaces(linked, linked.root(), namespaces);
    JavaViews.OpsNamespace root = namespace(linked, linked.root());
    return new JavaViews.OpsView(pkg, constants, root.children(), root.ops(), namespaces);
  }

  /** The nested class of a namespace: {@code files.list} lives in {@code FilesOps}. */
  static String className(String path) {
    return WordCase.pascal(path) + "Ops";
  }

  /** The expression of an op's reference from anywhere in the package. */
  static String expression(String opId) {
    return "Ops." + JavaNames.INSTANCE.memberPath(opId);
  }

  private static void addNamespaces(LinkedCatalog linked, Namespace ns, List<JavaViews.OpsNamespace> out) {
    for (Namespace child : ns.children()) {
      out.add(namespace(linked, child));
      addNamespaces(linked, child, out);
    }
  }

  /**
   * A namespace's children, ops, and deprecated aliases: a namespace alias ({@code pty}) returns its
   * target's class, an op alias its target's reference (over the legacy binding when declared so).
   */
  private static JavaViews.OpsNamespace namespace(LinkedCatalog linked, Namespace ns) {
    List<JavaViews.OpsChild> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      children.add(new JavaViews.OpsChild("The {@code " + JavaText.docLine(child.path()) + "} namespace.", "",
          JavaNames.member(child.name()),
          className(child.path())));
    }
    for (Alias alias : ns.namespaceAliases()) {
      children.add(new JavaViews.OpsChild("{@code " + JavaText.docLine(alias.aliasPath())
          + "}: deprecated alias of the {@code " + JavaText.docLine(alias.targetPath()) + "} namespace.",
          ApiFiles.deprecatedInline(alias.deprecatedSince()),
          JavaNames.member(lastSegment(alias.aliasPath())), className(alias.targetPath())));
    }
    List<JavaViews.OpsOp> ops = new ArrayList<>();
    for (Operation op : ns.ops()) {
      String doc = "{@code " + JavaText.docLine(op.id()) + "}: "
          + JavaText.docLine(String.join(" ", JavaText.splitLines(op.summary())));
      ops.add(new JavaViews.OpsOp(doc, "", JavaNames.member(op.simpleName()), reference(op)));
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target == null) {
        continue;
      }
      String doc = "{@code " + JavaText.docLine(alias.alias()) + "}: deprecated alias of {@code "
          + JavaText.docLine(target.id()) + "}.";
      ops.add(new JavaViews.OpsOp(doc, ApiFiles.deprecatedInline(alias.deprecatedSince()),
          JavaNames.member(lastSegment(alias.alias())), ApiFiles.aliasRef(alias, target)));
    }
    return new JavaViews.OpsNamespace(ns.isRoot() ? "" : className(ns.path()), JavaText.docLine(ns.path()), children,
        ops);
  }

  private static String lastSegment(String path) {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  /** {@code new OpRef(id, binding, legacy binding or null, idempotent, kind)}. */
  static String reference(Operation op) {
    return "new OpRef(" + JavaText.literal(op.id()) + ", " + binding(op.http()) + ", "
        + (op.legacy() == null ? "null" : binding(op.legacy())) + ", " + op.idempotent() + ", "
        + JavaText.literal(op.kind().wireName()) + ")";
  }

  static String binding(HttpBinding binding) {
    return "new OpRef.Binding(" + JavaText.literal(binding.method()) + ", " + JavaText.literal(binding.path())
        + ", List.of(" + binding.pathParams().stream().map(JavaText::literal).collect(Collectors.joining(", "))
        + "), " + binding.usesQuery() + ")";
  }
}
