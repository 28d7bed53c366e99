package dev.genclient.targets.ts;

import dev.genclient.catalog.CompactJson;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The view of {@code catalog.ts}: the exported types, the {@code ops} tree and the {@code OpId}
 * union (the documents are {@code facts.ts} and {@code catalog-document.ts}).
 */
final class TsCatalogFile {
  private final ClientPlan plan;
  private final LinkedCatalog linked;
  private final TsSymbols symbols;
  private final TsTypes types;
  private final TsTypes outputs;
  /** Types a params schema reaches: declared closed; every other type is declared in output mode (open enums). */
  private final Set<String> inputTypes;

  TsCatalogFile(ClientPlan plan, TsSymbols symbols) {
    this.plan = plan;
    LinkedCatalog linked = plan.linked();
    this.linked = linked;
    this.symbols = symbols;
    this.types = new TsTypes(linked, symbols, "");
    this.outputs = types.output();
    this.inputTypes = TsTypes.inputTypes(plan);
  }

  TsViews.Catalog view() {
    List<TsViews.TypeDecl> decls = new ArrayList<>();
    for (NamedType type : linked.namedTypes()) {
      decls.add(decl(type));
    }
    List<String> opIds = new ArrayList<>();
    List<TsViews.OpType> opTypes = new ArrayList<>();
    for (Operation op : plan.ops()) {
      opIds.add(TsText.literal(op.id()));
      opTypes.add(new TsViews.OpType(TsText.literal(op.id()), TsText.literal(op.kind().name().toLowerCase(Locale.ROOT)),
          paramsType(op), outputs.of(op.result()), op.event() == null ? "never" : outputs.of(op.event())));
    }
    return new TsViews.Catalog(decls, opsTree(), opIds, opTypes);
  }

  private TsViews.TypeDecl decl(NamedType type) {
    Schema schema = type.schema();
    String name = symbols.type(type.name());
    String doc = TsText.jsdoc(schema.description(), "", List.of());
    TsTypes types = inputTypes.contains(type.name()) ? this.types : outputs;
    if (!schema.isRef() && schema.isObject() && !schema.properties().isEmpty() && !schema.isNullable()) {
      List<TsViews.Member> members = new ArrayList<>();
      for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
        boolean required = schema.required().contains(property.getKey());
        members.add(new TsViews.Member(TsText.jsdoc(property.getValue().description(), "  ", defaultTag(property.getValue())),
            TsText.key(property.getKey()), !required, types.of(property.getValue())));
      }
      if (!schema.closed() && !types.isOutput()) {
        // Only types params reach keep an index signature (a caller may send keys a newer server reads).
        members.add(new TsViews.Member("", "[key: string]", false, "unknown"));
      }
      return new TsViews.TypeDecl(doc, name, members, List.of());
    }
    return new TsViews.TypeDecl(doc, name, List.of(), List.of(types.definition(schema)));
  }

  /** A property's {@code @defaultValue} (the value the server applies when it is left out), if it has one. */
  private static List<String> defaultTag(Schema property) {
    if (property.defaultValue() == null) {
      return List.of();
    }
    String tag = "@defaultValue `" + TsText.docLine(CompactJson.text(property.defaultValue())) + "`";
    return property.description() == null || property.description().isBlank() ? List.of(tag) : List.of("", tag);
  }

  private String paramsType(Operation op) {
    boolean hasParams = op.params() != null && !linked.resolve(op.params()).properties().isEmpty();
    return hasParams ? types.of(op.params()) : "{ [key: string]: never }";
  }

  /**
   * The {@code ops} tree: per planned namespace its ops (those without a client member included), op
   * aliases (their target's id), child namespaces and namespace aliases (their target's tree), keys
   * sorted, as nested object literals of op id strings.
   */
  private List<TsViews.OpsEntry> opsTree() {
    List<TsViews.OpsEntry> entries = new ArrayList<>();
    walk(plan.root(), "  ", entries);
    return entries;
  }

  private static void walk(NamespacePlan ns, String indent, List<TsViews.OpsEntry> entries) {
    Map<String, Object> members = new TreeMap<>();
    // Aliases too, as in Python's and Java's trees: `ops.process.shell` is the `commands.run` ref, `ops.pty` the terminal tree.
    ns.allCalls().forEach(call -> members.put(call.name(), call.op().id()));
    ns.children().forEach(child -> members.put(child.name(), child.namespace()));
    ns.namespaceAliases().forEach(alias -> members.put(alias.name(), alias.target()));
    members.forEach((segment, value) -> {
      if (value instanceof String id) {
        entries.add(TsViews.OpsEntry.op(indent, TsText.key(segment), TsText.literal(id)));
      } else {
        entries.add(TsViews.OpsEntry.open(indent, TsText.key(segment)));
        walk((NamespacePlan) value, indent + "  ", entries);
        entries.add(TsViews.OpsEntry.close(indent));
      }
    });
  }

  /**
   * The {@code ops} tree as ServerClient builds it at run time ({@code opsTree} in runtime/dynamic.ts), so
   * a client bundle carries the op ids once (in the core facts): a leaf per op of the facts at its id's
   * segments, then these space-separated entries: {@code -a.b} leaves the op a.b out, {@code a.b=id}
   * sets a leaf (an op alias), {@code a.b=>t} sets a.b to the subtree at t (a namespace alias). Walks the
   * plan as {@link #opsTree()} does, so the two trees are equal (TsCompileTest checks it on every test catalog).
   */
  static String opsEntries(ClientPlan plan) {
    Set<String> natural = new java.util.LinkedHashSet<>();
    plan.ops().forEach(op -> natural.add(op.id()));
    List<String> sets = new ArrayList<>();
    List<String> aliases = new ArrayList<>();
    entries(plan.root(), "", natural, sets, aliases);
    List<String> out = new ArrayList<>();
    natural.forEach(id -> out.add("-" + id));
    out.addAll(sets);
    out.addAll(aliases);
    return String.join(" ", out);
  }

  private static void entries(NamespacePlan ns, String prefix, Set<String> natural, List<String> sets, List<String> aliases) {
    Map<String, Object> members = new TreeMap<>();
    ns.allCalls().forEach(call -> members.put(call.name(), call.op().id()));
    ns.children().forEach(child -> members.put(child.name(), child.namespace()));
    ns.namespaceAliases().forEach(alias -> members.put(alias.name(), alias));
    members.forEach((segment, value) -> {
      String path = prefix + segment;
      if (value instanceof String id) {
        if (!(id.equals(path) && natural.remove(id))) {
          sets.add(path + "=" + id);
        }
      } else if (value instanceof Member.NamespaceAlias alias) {
        aliases.add(path + "=>" + alias.target().path());
      } else {
        entries((NamespacePlan) value, path + ".", natural, sets, aliases);
      }
    });
  }
}
