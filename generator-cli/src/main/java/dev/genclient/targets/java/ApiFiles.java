package dev.genclient.targets.java;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.naming.JavaNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds the view of one namespace class: op bindings, child accessors and one member group per op kind. */
final class ApiFiles {
  /** The parts of a namespace view, shared by namespace classes and the client root. */
  record Parts(List<JavaViews.Child> children, List<JavaViews.Child> aliasChildren,
      Map<Kind, List<JavaViews.Op>> ops) {
    List<JavaViews.Op> of(Kind kind) {
      return ops.getOrDefault(kind, List.of());
    }
  }

  private final LinkedCatalog linked;
  private final JavaTypes types;

  ApiFiles(LinkedCatalog linked) {
    this.linked = linked;
    this.types = new JavaTypes(linked);
  }

  static String className(String path) {
    return WordCase.pascal(path) + "Api";
  }

  Parts parts(Namespace ns) {
    List<JavaViews.Child> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      String member = JavaNames.member(child.name());
      children.add(new JavaViews.Child(JavaText.javadoc("The " + child.path() + " namespace.", "  ", List.of()), "",
          member, className(child.path()), member));
    }
    List<JavaViews.Child> aliasChildren = new ArrayList<>();
    for (Alias alias : ns.namespaceAliases()) {
      String path = alias.aliasPath();
      aliasChildren.add(new JavaViews.Child(
          JavaText.javadoc("Deprecated alias of the " + alias.targetPath() + " namespace.", "  ",
              List.of("@deprecated use the " + JavaText.docLine(alias.targetPath()) + " namespace")),
          deprecated(alias.deprecatedSince(), true), JavaNames.member(path.substring(path.lastIndexOf('.') + 1)),
          className(alias.targetPath()), ""));
    }
    Map<Kind, List<JavaViews.Op>> ops = new LinkedHashMap<>();
    for (Operation op : ns.ops()) {
      if (op.mirror().client()) {
        List<String> extra = new ArrayList<>();
        extra.add("<p>Op id: " + JavaText.docLine(op.id()));
        String annotation = "";
        if (op.deprecated() != null) {
          extra.add("@deprecated " + JavaText.docLine(op.deprecated().note() == null ? "deprecated" : op.deprecated().note()));
          annotation = deprecated(op.deprecated().since(), false);
        }
        ops.computeIfAbsent(op.kind(), k -> new ArrayList<>()).add(view(op, op.simpleName(),
            JavaText.javadoc(op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description(), "  ", extra),
            annotation, OpsTree.expression(op.id())));
      }
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target == null || !target.mirror().client()) {
        continue;
      }
      String ref = aliasRef(alias, target);
      String segment = alias.alias().substring(alias.alias().lastIndexOf('.') + 1);
      String doc = JavaText.javadoc("Deprecated alias of " + target.id() + ".", "  ",
          List.of("<p>Op id: " + JavaText.docLine(target.id()), "@deprecated use " + JavaText.docLine(target.id())));
      ops.computeIfAbsent(target.kind(), k -> new ArrayList<>())
          .add(view(target, segment, doc, deprecated(alias.deprecatedSince(), true), ref));
    }
    return new Parts(children, aliasChildren, ops);
  }

  private JavaViews.Op view(Operation op, String segment, String doc, String annotation, String ref) {
    var paramsName = op.params() == null ? java.util.Optional.<String>empty() : linked.typeName(op.params());
    boolean hasParams = paramsName.isPresent() && !linked.resolve(op.params()).properties().isEmpty();
    String paramType = hasParams ? JavaNames.typeName(paramsName.get()) : null;
    String result = types.of(op.result());
    String statusRef = "null";
    String idParam = "null";
    String pending = "";
    if (op.job() != null) {
      Operation status = linked.op(op.job().statusOp()).orElse(op);
      statusRef = OpsTree.expression(status.id());
      idParam = JavaText.literal(op.job().idParam());
      pending = JavaNames.typeName(op.job().pendingClass());
    }
    return new JavaViews.Op(doc, annotation, JavaNames.member(segment), ref,
        hasParams ? paramType + " params" : "", hasParams ? paramType + " params, " : "",
        hasParams ? "params" : "null", hasParams ? "params, " : "",
        result.equals("Void") ? "void" : result, result, result.equals("Void") ? "" : "return ",
        types.of(op.event()), pending, statusRef, idParam);
  }

  /** The reference an op alias resolves to: its target's, over the legacy binding when the alias says so. */
  static String aliasRef(Alias alias, Operation target) {
    return OpsTree.expression(target.id()) + (alias.legacyBinding() && target.legacy() != null ? ".viaLegacy()" : "");
  }

  /** The annotation of an alias on the line of its member: {@code @Deprecated(since = "2.1", forRemoval = true) }. */
  static String deprecatedInline(String since) {
    return deprecated(since, true).strip() + " ";
  }

  private static String deprecated(String since, boolean forRemoval) {
    String sinceArg = since == null ? "" : "since = " + JavaText.literal(since) + (forRemoval ? ", " : "");
    return "  @Deprecated(" + sinceArg + (forRemoval ? "forRemoval = true" : "") + ")\n";
  }
}
