package dev.genclient.targets.ts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * with its own facts (the plan's per-op facts), so a bundler keeps only the ops an app calls. Every kind:
 * a job's function embeds its status op's facts and the jobs policy too, and waits for the job's result.
 */
final class TsModular {
  /** Names a module declares or imports besides its functions. */
  private static final Set<String> TAKEN = Set.of("T", "createCore", "clientFacts", "callFacts", "errorClasses", "ErrorTable", "BaseCore",
      "CoreOptions", "CoreExtras", "OpCallOptions", "observing", "redirecting");

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The params type of an op without params, as the modules import it. */
  private static final String EMPTY = "$Empty";

  private final ClientPlan plan;
  private final TsSymbols symbols;
  private final Map<String, String> opFacts;
  /** The catalog's {@code jobs} policy, read once (building the runtime document costs as much as the catalog). */
  private JsonNode jobsPolicy;

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
      if (!ns.isEmpty() && !ops.isEmpty()) {
        out.put("fn/" + ns + ".ts", module("the " + ns + " namespace", "../", ops, List.of()));
      }
    });
    return out;
  }

  private TsViews.FnModule module(String title, String up, List<Operation> ops, List<TsViews.FnCore> core) {
    TsTypes types = new TsTypes(plan.linked(), symbols, "T.");
    Set<String> used = new HashSet<>(TAKEN);
    Map<Kind, List<TsViews.FnOp>> byKind = new LinkedHashMap<>();
    for (Operation op : ops) {
      byKind.computeIfAbsent(op.kind(), k -> new ArrayList<>()).add(function(op, used, types));
    }
    List<TsViews.FnOp> calls = byKind.getOrDefault(Kind.CALL, List.of());
    List<TsViews.FnOp> downloads = byKind.getOrDefault(Kind.DOWNLOAD, List.of());
    List<TsViews.FnOp> uploads = byKind.getOrDefault(Kind.UPLOAD, List.of());
    List<TsViews.FnOp> streams = byKind.getOrDefault(Kind.STREAM, List.of());
    List<TsViews.FnOp> jobs = byKind.getOrDefault(Kind.JOB, List.of());
    boolean functions = !byKind.isEmpty();
    boolean empty = byKind.values().stream().flatMap(List::stream).anyMatch(fn -> fn.paramType().equals(EMPTY));
    boolean paging = calls.stream().anyMatch(fn -> !fn.paged().isEmpty());
    boolean unions = byKind.values().stream().flatMap(List::stream).anyMatch(TsViews.FnOp::unions);
    return new TsViews.FnModule(title, up, types.usedPrefix(), empty, functions, !uploads.isEmpty(), !streams.isEmpty(), paging,
        !jobs.isEmpty(), unions, calls, downloads, uploads, streams, jobs, core);
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
    String facts = facts(op);
    // A union keyword is a key of the facts' JSON text (a property of that name, too: then the check is carried needlessly).
    boolean unions = facts.contains("\"oneOf\":") || facts.contains("\"anyOf\":");
    return new TsViews.FnOp(doc, name, TsText.literal(facts), hasParams ? types.of(op.params()) : EMPTY,
        !hasParams || params.required().isEmpty(), result, op.event() == null ? "unknown" : types.output().of(op.event()), paged, unions);
  }

  /**
   * The op's facts as its function embeds them: the op's own ({@code OpFacts}); a job's also its status op's
   * ({@code status}) and the catalog's {@code jobs} policy ({@code JobFacts}).
   */
  private String facts(Operation op) {
    if (op.kind() != Kind.JOB) {
      return opFacts.get(op.id());
    }
    try {
      ObjectNode facts = (ObjectNode) JSON.readTree(opFacts.get(op.id()));
      facts.set("status", JSON.readTree(opFacts.get(op.job().statusOp())));
      if (jobsPolicy == null) {
        jobsPolicy = plan.runtimeCatalog().document().get("client_defaults").get("jobs");
      }
      facts.set("jobs", jobsPolicy);
      return JSON.writeValueAsString(facts);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the runtime catalog's facts are JSON", e);
    }
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
