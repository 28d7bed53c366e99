package dev.genclient.targets.ts;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.plan.Binding;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.MemberDeprecation;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.TsNames;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The TS hooks over the client plan: one class view per planned namespace, with its child
 * namespaces, deprecated namespace aliases, one method group per op kind (ops, then op aliases, in
 * plan order) and the OpenAI helpers.
 */
final class TsNamespaces {
  private final ClientPlan plan;
  private final TsSymbols symbols;
  private final TsTypes types;
  private final TsTypes outputs;
  private final TsOpDoc docs;

  TsNamespaces(ClientPlan plan, TsSymbols symbols) {
    this.plan = plan;
    this.symbols = symbols;
    this.docs = new TsOpDoc(plan, symbols);
    this.types = new TsTypes(plan.linked(), symbols, "T.");
    this.outputs = types.output();
  }

  /** Whether the namespaces rendered so far name a catalog type ({@code T.Name}). */
  boolean usesTypes() {
    return types.usedPrefix();
  }

  /** Every namespace class, in plan order (the root first). */
  List<TsViews.NamespaceClass> all() {
    return plan.namespaces().stream().map(this::view).toList();
  }

  private TsViews.NamespaceClass view(NamespacePlan ns) {
    List<TsViews.Child> children = new ArrayList<>();
    for (Member.ChildNamespace child : ns.children()) {
      String path = child.namespace().path();
      List<TsViews.NamespaceCall> call = child.namespace().call().map(alias -> List.of(namespaceCall(alias))).orElse(List.of());
      String doc = call.isEmpty() ? TsText.jsdoc("The " + path + " namespace.", "  ", List.of())
          : TsText.jsdoc("The " + path + " namespace; calling it calls " + child.namespace().call().get().op().id()
              + " (a deprecated alias).", "  ", List.of());
      children.add(new TsViews.Child(doc, TsNames.member(child.name()), symbols.namespace(path), TsText.literal(path), call));
    }
    List<TsViews.Child> aliasChildren = new ArrayList<>();
    for (Member.NamespaceAlias alias : ns.namespaceAliases()) {
      String target = alias.target().path();
      aliasChildren.add(new TsViews.Child(
          TsText.jsdoc("Deprecated alias of the " + target + " namespace.", "  ",
              List.of("@deprecated use the " + TsText.docLine(target) + " namespace" + since(alias.deprecated()))),
          TsNames.member(alias.name()), symbols.namespace(target), TsText.literal(target), List.of()));
    }
    Map<Kind, List<TsViews.Method>> methods = new EnumMap<>(Kind.class);
    List<TsViews.Method> paged = new ArrayList<>();
    for (Member.Call call : ns.calls()) {
      TsViews.Method method = method(call, ns.path());
      (method.item().isEmpty() ? methods.computeIfAbsent(call.op().kind(), k -> new ArrayList<>()) : paged).add(method);
    }
    String doc = TsText.jsdoc(ns.isRoot() ? "The ops at the root of the namespace tree." : "The " + ns.path() + " namespace.",
        "", List.of());
    List<TsViews.OpenAi> openai = ns.openAi().map(helper -> List.of(openAi(helper))).orElse(List.of());
    return new TsViews.NamespaceClass(doc, symbols.namespace(ns.path()), TsText.literal(ns.path()),
        TsText.literal(members(ns, plan.opsByNamespace().getOrDefault(ns.path(), List.of()))), children, aliasChildren,
        of(methods, Kind.CALL), paged, of(methods, Kind.DOWNLOAD), of(methods, Kind.UPLOAD), of(methods, Kind.STREAM),
        of(methods, Kind.JOB), openai);
  }

  /**
   * The call members of a namespace as the runtime's {@code Core.members} reads them: it installs a member
   * for each op of the core facts declared in the namespace, named by the op id's last segment, and then
   * the entries of this list, space-separated: {@code -segment} leaves out the member of a declared op
   * the plan does not render as itself, {@code member=id} adds a member calling another op (an alias, a
   * member name escaped), {@code member=id!} the same over the op's legacy binding. The members' kinds
   * (call, paged call, download, upload, stream, job) come from the facts.
   */
  static String members(NamespacePlan ns, List<Operation> declared) {
    Set<String> implied = new LinkedHashSet<>();
    declared.forEach(op -> implied.add(op.id()));
    List<String> entries = new ArrayList<>();
    for (Member.Call call : ns.calls()) {
      String member = TsNames.member(call.name());
      String id = call.op().id();
      boolean legacy = call.binding() == Binding.LEGACY;
      if (!legacy && implied.contains(id) && member.equals(id.substring(id.lastIndexOf('.') + 1))) {
        implied.remove(id);
      } else {
        entries.add(member + "=" + id + (legacy ? "!" : ""));
      }
    }
    List<String> out = new ArrayList<>();
    implied.forEach(id -> out.add("-" + id.substring(id.lastIndexOf('.') + 1)));
    out.addAll(entries);
    return String.join(" ", out);
  }

  /** The {@code server.openai} helper as a view: its base path (one leading {@code /}) as a literal and for JSDoc. */
  static TsViews.OpenAi openAi(Member.OpenAiHelper helper) {
    return new TsViews.OpenAi(TsText.literal(helper.basePath()), TsText.docLine(helper.basePath()));
  }

  /** The {@code server.openai} helper of the plan, wherever it lives (empty without one). */
  static List<TsViews.OpenAi> openAi(ClientPlan plan) {
    return plan.namespaces().stream().flatMap(ns -> ns.openAi().stream()).map(TsNamespaces::openAi).toList();
  }

  private static String since(MemberDeprecation deprecation) {
    return deprecation.since() == null ? "" : " (deprecated since " + TsText.docLine(deprecation.since()) + ")";
  }

  private static List<TsViews.Method> of(Map<Kind, List<TsViews.Method>> methods, Kind kind) {
    return methods.getOrDefault(kind, List.of());
  }

  private TsViews.NamespaceCall namespaceCall(Member.OpAlias alias) {
    TsViews.Method method = method(alias, "");
    return new TsViews.NamespaceCall(method.id(), method.legacy(), method.paramType(), method.optional(), method.result(), method.check());
  }

  /** The method of a call member of the namespace {@code namespacePath} (an alias's doc does not need the path). */
  private TsViews.Method method(Member.Call call, String namespacePath) {
    Operation op = call.op();
    boolean legacy = call.binding() == Binding.LEGACY;
    String result = outputs.of(op.result());
    String doc;
    if (call instanceof Member.OpAlias alias) {
      String binding = legacy ? " over its legacy binding " + call.http().method() + " " + call.http().path() : "";
      doc = TsText.jsdoc("Deprecated alias of " + op.id() + binding + ".", "  ",
          List.of("Op id: `" + TsText.docLine(op.id()) + "`.", TsOpDoc.deprecated(alias.deprecated())));
    } else {
      doc = docs.of(op, namespacePath, TsNames.member(call.name()), call.deprecation().orElse(null), result);
    }
    Schema params = op.params() == null ? null : plan.linked().resolve(op.params());
    boolean hasParams = params != null && !params.properties().isEmpty();
    String pending = call.job().map(job -> symbols.pending(job.pendingClass())).orElse("");
    return new TsViews.Method(doc, TsNames.member(call.name()), TsText.literal(op.id()), String.valueOf(legacy),
        hasParams ? types.of(op.params()) : "EmptyParams", !hasParams || params.required().isEmpty(), result,
        op.event() == null ? "unknown" : outputs.of(op.event()), pending, op.exitCheck() != null, types.pageItem(op));
  }
}
