package dev.genclient.targets.java;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.WordCase;
import dev.genclient.catalog.plan.Binding;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.MemberDeprecation;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.JavaNames;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The Java hooks of a namespace of the client plan: child accessors and one member group per op kind. */
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
  private final ErrorClasses errors;
  private final String pkg;

  ApiFiles(LinkedCatalog linked, ClientPlan plan, String pkg, JavaTypes types) {
    this.linked = linked;
    this.types = types;
    this.errors = plan.errorClasses();
    this.pkg = pkg;
  }

  static String className(String path) {
    return WordCase.pascal(path) + "Api";
  }

  Parts parts(NamespacePlan ns) {
    List<JavaViews.Child> children = new ArrayList<>();
    for (Member.ChildNamespace child : ns.children()) {
      String member = JavaNames.member(child.name());
      children.add(new JavaViews.Child(JavaText.javadoc("The " + child.namespace().path() + " namespace.", "  ", List.of()),
          List.of(), member, className(child.namespace().path()), member));
    }
    List<JavaViews.Child> aliasChildren = new ArrayList<>();
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      String target = alias.target().path();
      aliasChildren.add(new JavaViews.Child(
          JavaText.javadoc("Deprecated alias of the " + target + " namespace.", "  ",
              List.of("@deprecated use the " + JavaText.docLine(target) + " namespace")),
          deprecated(alias.deprecated()), JavaNames.member(alias.name()), className(target), ""));
    }
    Map<Kind, List<JavaViews.Op>> ops = new EnumMap<>(Kind.class);
    for (Member.Call call : ns.calls()) {
      ops.computeIfAbsent(call.op().kind(), k -> new ArrayList<>()).add(view(call));
    }
    return new Parts(children, aliasChildren, ops);
  }

  private JavaViews.Op view(Member.Call call) {
    Operation op = call.op();
    String doc;
    List<JavaViews.Deprecation> deprecated = call.deprecation().map(ApiFiles::deprecated).orElse(List.of());
    if (call instanceof Member.OpAlias) {
      doc = JavaText.javadoc("Deprecated alias of " + op.id() + ".", "  ",
          List.of("<p>Op id: " + JavaText.docLine(op.id()), "@deprecated use " + JavaText.docLine(op.id())));
    } else {
      List<String> extra = new ArrayList<>();
      extra.add("<p>Op id: " + JavaText.docLine(op.id()));
      extra.addAll(tags(op));
      call.deprecation().ifPresent(d -> extra.add("@deprecated " + JavaText.docLine(d.note() == null ? "deprecated" : d.note())));
      doc = JavaText.javadoc(op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description(), "  ", extra);
    }
    Optional<String> paramsName = op.params() == null ? Optional.empty() : linked.typeName(op.params());
    boolean hasParams = paramsName.isPresent() && !linked.resolve(op.params()).properties().isEmpty();
    List<JavaViews.Param> params = hasParams
        ? List.of(new JavaViews.Param(JavaNames.typeName(paramsName.get()), "params")) : List.of();
    String result = types.of(op.result());
    JavaViews.Ref status = call.job().map(job -> ref(job.statusOp().id(), false)).orElse(null);
    String idParam = call.job().map(job -> JavaText.literal(job.idParam())).orElse("null");
    String pending = call.job().map(job -> JavaNames.typeName(job.pendingClass())).orElse("");
    String event = types.of(op.event());
    return new JavaViews.Op(doc, deprecated, JavaNames.member(call.name()), ref(op.id(), call.binding() == Binding.LEGACY),
        params, result.equals("Void") ? "void" : result, result, !result.equals("Void"), event, pending,
        status, idParam, isClass(result), isClass(event), paging(op));
  }

  /**
   * The op's {@code @param}, {@code @return} and {@code @throws} lines (one per declared error class, in
   * the order the op lists its codes), from catalog data escaped for Javadoc.
   */
  private List<String> tags(Operation op) {
    List<String> out = new ArrayList<>();
    Optional<String> paramsName = op.params() == null ? Optional.empty() : linked.typeName(op.params());
    if (paramsName.isPresent() && !linked.resolve(op.params()).properties().isEmpty()) {
      out.add("@param params the op's params: {@link " + pkg + ".model." + JavaNames.typeName(paramsName.get())
          + "}, made with its builder");
    }
    String result = types.of(op.result());
    String returns = switch (op.kind()) {
      case DOWNLOAD -> "the body";
      case STREAM -> "its events, to iterate and close";
      default -> result.equals("Void") ? null : "the result";
    };
    if (returns != null) {
      out.add("@return " + returns);
    }
    errors.thrownBy(op.errors()).forEach((row, codes) -> out.add("@throws " + pkg + ".errors." + ErrorFiles.javaName(row)
        + " on " + String.join(", ", codes.stream().map(JavaText::docLine).toList())));
    return out;
  }

  /** A type without type arguments, whose {@code .class} is its token. */
  private static boolean isClass(String type) {
    return !type.contains("<");
  }

  /** A paginated call's item type (0 or 1: none for an op that does not page); untyped items are JsonNode. */
  private List<JavaViews.Paging> paging(Operation op) {
    if (op.kind() != Kind.CALL || op.pagination() == null) {
      return List.of();
    }
    Schema result = linked.resolve(op.result());
    Schema items = result == null ? null : linked.resolve(result.properties().get(op.pagination().items()));
    return List.of(new JavaViews.Paging(items == null || items.items() == null ? "JsonNode" : types.of(items.items())));
  }

  /** The reference of op {@code id} from the embedded catalog, over its legacy binding when {@code legacy}. */
  static JavaViews.Ref ref(String id, boolean legacy) {
    return new JavaViews.Ref(JavaText.literal(id), legacy);
  }

  /** The {@code @Deprecated} annotation of a member: {@code forRemoval} for an alias. */
  static List<JavaViews.Deprecation> deprecated(MemberDeprecation deprecation) {
    return List.of(new JavaViews.Deprecation(deprecation.since() != null,
        deprecation.since() == null ? "" : JavaText.literal(deprecation.since()), deprecation.forRemoval()));
  }
}
