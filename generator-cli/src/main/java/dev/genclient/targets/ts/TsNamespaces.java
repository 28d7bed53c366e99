package dev.genclient.targets.ts;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.Server;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.naming.TsNames;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Builds one class view per namespace: child namespaces, deprecated namespace aliases, and one method group per op kind. */
final class TsNamespaces {
  private final LinkedCatalog linked;
  private final TsSymbols symbols;
  private final TsTypes types;
  private final TsTypes outputs;

  TsNamespaces(LinkedCatalog linked, TsSymbols symbols) {
    this.linked = linked;
    this.symbols = symbols;
    this.types = new TsTypes(linked, symbols, "T.");
    this.outputs = types.output();
  }

  /** Every namespace class, the root first, then depth-first in catalog order. */
  /** Whether the namespaces rendered so far name a catalog type ({@code T.Name}). */
  boolean usesTypes() {
    return types.usedPrefix();
  }

  List<TsViews.NamespaceClass> all() {
    List<TsViews.NamespaceClass> out = new ArrayList<>();
    add(linked.root(), out);
    return out;
  }

  private void add(Namespace ns, List<TsViews.NamespaceClass> out) {
    out.add(view(ns));
    for (Namespace child : ns.children()) {
      add(child, out);
    }
  }

  private TsViews.NamespaceClass view(Namespace ns) {
    List<TsViews.Child> children = new ArrayList<>();
    for (Namespace child : ns.children()) {
      children.add(new TsViews.Child(TsText.jsdoc("The " + child.path() + " namespace.", "  ", List.of()),
          TsNames.member(child.name()), symbols.namespace(child.path()), TsText.literal(child.path())));
    }
    List<TsViews.Child> aliasChildren = new ArrayList<>();
    for (Alias alias : ns.namespaceAliases()) {
      String path = alias.aliasPath();
      String target = alias.targetPath();
      aliasChildren.add(new TsViews.Child(
          TsText.jsdoc("Deprecated alias of the " + target + " namespace.", "  ",
              List.of("@deprecated use the " + TsText.docLine(target) + " namespace" + since(alias))),
          TsNames.member(path.substring(path.lastIndexOf('.') + 1)), symbols.namespace(target),
          TsText.literal(target)));
    }
    Map<Kind, List<TsViews.Method>> methods = new EnumMap<>(Kind.class);
    for (Operation op : ns.ops()) {
      if (!op.mirror().client()) {
        continue;
      }
      List<String> tags = new ArrayList<>();
      tags.add("Op id: `" + TsText.docLine(op.id()) + "`.");
      if (op.deprecated() != null) {
        tags.add("@deprecated " + TsText.docLine(op.deprecated().note() != null ? op.deprecated().note()
            : op.deprecated().replacement() != null ? "use " + op.deprecated().replacement() : "since " + op.deprecated().since()));
      }
      String text = op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description();
      methods.computeIfAbsent(op.kind(), k -> new ArrayList<>())
          .add(method(op, op.simpleName(), TsText.jsdoc(text, "  ", tags), false));
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target == null || !target.mirror().client()) {
        continue;
      }
      String binding = alias.legacyBinding() && target.legacy() != null ? " over its legacy binding "
          + target.legacy().method() + " " + target.legacy().path() : "";
      String doc = TsText.jsdoc("Deprecated alias of " + target.id() + binding + ".", "  ",
          List.of("Op id: `" + TsText.docLine(target.id()) + "`.", "@deprecated use " + TsText.docLine(target.id()) + since(alias)));
      methods.computeIfAbsent(target.kind(), k -> new ArrayList<>()).add(method(target,
          alias.alias().substring(alias.alias().lastIndexOf('.') + 1), doc, alias.legacyBinding() && target.legacy() != null));
    }
    String doc = TsText.jsdoc(ns.isRoot() ? "The ops at the root of the namespace tree." : "The " + ns.path() + " namespace.",
        "", List.of());
    return new TsViews.NamespaceClass(doc, symbols.namespace(ns.path()), children, aliasChildren,
        of(methods, Kind.CALL), of(methods, Kind.DOWNLOAD), of(methods, Kind.UPLOAD), of(methods, Kind.STREAM),
        of(methods, Kind.JOB), ns.path().equals(openAiNamespace()) ? openAi(linked) : List.of());
  }

  private String openAiNamespace() {
    Server.OpenAi openai = linked.catalog().server().openai();
    return openai == null ? null : openai.namespace();
  }

  /** The {@code server.openai} endpoint as a view (empty without one); its base path always starts with one {@code /}. */
  static List<TsViews.OpenAi> openAi(LinkedCatalog linked) {
    Server.OpenAi openai = linked.catalog().server().openai();
    if (openai == null) {
      return List.of();
    }
    String path = "/" + openai.basePath().replaceFirst("^/+", "");
    return List.of(new TsViews.OpenAi(TsText.literal(path), TsText.docLine(path)));
  }

  private static String since(Alias alias) {
    return alias.deprecatedSince() == null ? "" : " (deprecated since " + TsText.docLine(alias.deprecatedSince()) + ")";
  }

  private static List<TsViews.Method> of(Map<Kind, List<TsViews.Method>> methods, Kind kind) {
    return methods.getOrDefault(kind, List.of());
  }

  private TsViews.Method method(Operation op, String segment, String doc, boolean legacy) {
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    boolean hasParams = params != null && !params.properties().isEmpty();
    String paramType = hasParams ? types.of(op.params()) : "EmptyParams";
    boolean optional = !hasParams || params.required().isEmpty();
    String paramsDecl = optional ? "params?: " + paramType : "params: " + paramType;
    String pending = op.job() == null ? "" : symbols.pending(op.job().pendingClass());
    return new TsViews.Method(doc, TsNames.member(segment), TsText.literal(op.id()), String.valueOf(legacy),
        paramsDecl, optional ? "params: " + paramType + " | undefined" : paramsDecl, outputs.of(op.result()),
        op.event() == null ? "unknown" : outputs.of(op.event()), pending);
  }
}
