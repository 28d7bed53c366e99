package dev.genclient.targets.ts;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.plan.ClientPlan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The modular entry for browser bundles: {@code fn.ts} (the small core the functions take, and the ops at
 * the root) and one {@code fn/NAMESPACE.ts} per namespace that declares ops, each op a standalone function
 * with its own facts (the plan's per-op facts), so a bundler keeps only the ops an app calls. Every kind
 * but jobs, which are the tree client's only.
 */
final class TsModular {
  /** Names a module declares or imports besides its functions. */
  private static final Set<String> TAKEN = Set.of("T", "createCore", "clientFacts", "callFacts", "errorClasses", "ErrorTable", "BaseCore",
      "CoreOptions", "CoreExtras", "OpCallOptions", "observing", "redirecting");

  /** The params type of an op without params, as the modules import it. */
  private static final String EMPTY = "$Empty";

  private final ClientPlan plan;
  private final TsSymbols symbols;
  private final Map<String, String> opFacts;

  TsModular(ClientPlan plan, TsSymbols symbols) {
    this.plan = plan;
    this.symbols = symbols;
    this.opFacts = plan.runtimeCatalog().opFactsLines();
  }

  /** The modules by path: {@code fn.ts} first, then {@code fn/NAMESPACE.ts} in plan order. */
  Map<String, TsViews.FnModule> modules(String clientValue, String defaultBaseUrl) {
    Map<String, TsViews.FnModule> out = new LinkedHashMap<>();
    out.put("fn.ts", module("the ops at the root of the namespace tree", "./", plan.opsByNamespace().getOrDefault("", List.of()),
        List.of(new TsViews.FnCore(clientValue, defaultBaseUrl))));
    plan.opsByNamespace().forEach((ns, ops) -> {
      if (!ns.isEmpty() && ops.stream().anyMatch(TsModular::modular)) {
        out.put("fn/" + ns + ".ts", module("the " + ns + " namespace", "../", ops, List.of()));
      }
    });
    return out;
  }

  /** Whether the modular entry has a function for the op: every kind but jobs. */
  static boolean modular(Operation op) {
    return op.kind() != Kind.JOB;
  }

  private TsViews.FnModule module(String title, String up, List<Operation> ops, List<TsViews.FnCore> core) {
    TsTypes types = new TsTypes(plan.linked(), symbols, "T.");
    Set<String> used = new HashSet<>(TAKEN);
    Map<Kind, List<TsViews.FnOp>> byKind = new LinkedHashMap<>();
    for (Operation op : ops) {
      if (modular(op)) {
        byKind.computeIfAbsent(op.kind(), k -> new ArrayList<>()).add(function(op, used, types));
      }
    }
    List<TsViews.FnOp> calls = byKind.getOrDefault(Kind.CALL, List.of());
    List<TsViews.FnOp> downloads = byKind.getOrDefault(Kind.DOWNLOAD, List.of());
    List<TsViews.FnOp> uploads = byKind.getOrDefault(Kind.UPLOAD, List.of());
    List<TsViews.FnOp> streams = byKind.getOrDefault(Kind.STREAM, List.of());
    boolean functions = !byKind.isEmpty();
    boolean empty = byKind.values().stream().flatMap(List::stream).anyMatch(fn -> fn.paramType().equals(EMPTY));
    boolean paging = calls.stream().anyMatch(fn -> !fn.paged().isEmpty());
    return new TsViews.FnModule(title, up, types.usedPrefix(), empty, functions, !uploads.isEmpty(), !streams.isEmpty(), paging, calls,
        downloads, uploads, streams, core);
  }

  private TsViews.FnOp function(Operation op, Set<String> used, TsTypes types) {
    String segment = op.id().substring(op.id().lastIndexOf('.') + 1);
    String name = free(segment, used);
    Schema params = op.params() == null ? null : plan.linked().resolve(op.params());
    boolean hasParams = params != null && !params.properties().isEmpty();
    String result = types.output().of(op.result());
    String doc = TsText.jsdoc(op.summary(), "", List.of("Op id: `" + TsText.docLine(op.id()) + "` (the tree client's `srv."
        + TsText.docLine(op.id()) + "`).", "@param core - The client (`createCore`).", "@param params - The op's params.",
        "@param options - Per-call options."));
    String item = types.pageItem(op);
    List<TsViews.FnPages> paged = item.isEmpty() ? List.of() : List.of(new TsViews.FnPages(free(name + "Pages", used),
        free(name + "Items", used), item));
    return new TsViews.FnOp(doc, name, TsText.literal(opFacts.get(op.id())), hasParams ? types.of(op.params()) : EMPTY,
        !hasParams || params.required().isEmpty(), result, op.event() == null ? "unknown" : types.output().of(op.event()), paged);
  }

  /** {@code name}, or with as many trailing {@code _} as it takes to be unused in its module (then used). */
  private static String free(String name, Set<String> used) {
    String out = name;
    while (!used.add(out) || TsSymbols.LANGUAGE.contains(out)) {
      out = out + "_";
    }
    return out;
  }
}
