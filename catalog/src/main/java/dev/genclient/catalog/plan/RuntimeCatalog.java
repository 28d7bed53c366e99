package dev.genclient.catalog.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ClientDefaults;
import dev.genclient.catalog.CompactJson;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The runtime catalog document: the catalog as every generated client embeds it and returns it from
 * {@code describe()} — bindings, schemas, the error table with its roles, discovery and auth data.
 * One document for every language, field by field described in {@code docs/runtime-catalog.md}; every
 * field is always present ({@code null} where the catalog has no value, {@code []} or {@code {}} for an empty
 * collection), in a fixed order.
 */
public final class RuntimeCatalog {
  /** The version of this document's shape; bumped when a field changes meaning or goes away. */
  public static final int FORMAT = 1;
  /** The top-level fields whose members each get a line of their own in {@link #lines()}. */
  private static final Set<String> ONE_LINE_PER_ITEM = Set.of("errors", "types", "ops", "aliases");
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final Catalog catalog;
  private final ErrorRoles roles;
  /**
   * {@link #lines()}, made when the document is built: every client target embeds the same text.
   * Only the text is kept, not the tree it is written from (a node per value of every op, which
   * would stay live for the whole run).
   */
  private final List<String> lines;

  RuntimeCatalog(Catalog catalog, ErrorRoles roles) {
    this.catalog = catalog;
    this.roles = roles;
    this.lines = List.copyOf(serializeLines(build(catalog, roles)));
  }

  /**
   * The document's core facts as JSON text in lines (as {@link #lines()}): its {@code types},
   * {@code ops} and {@code aliases} as every call needs them (with {@link #clientFactsLines()}, the
   * document's shape), without what only {@code describe()} and the command-line client read.
   * Each op keeps its id, kind, bindings, idempotency, scoped params, result and event schemas, job,
   * exit check, pagination and errors, each only where it differs from its default (the runtime's
   * {@code expandFacts} fills the rest back); it has no summary, params (the client validates the
   * params of ops it does not know only, which come from the server), limits, since, deprecation or
   * examples; schemas keep only the keywords the result and event check reads; {@code types} keeps the
   * named types a result or an event reaches; {@code aliases} is empty. Made on each call (only the
   * TypeScript client, whose bundles pay for every byte, embeds it).
   */
  public List<String> factsLines() {
    return RuntimeFacts.lines(build(catalog, roles));
  }

  /**
   * The document's client facts as JSON text in lines: its own fields (server, auth, client_defaults,
   * exit_codes, errors, error_roles, ...), which {@link #factsLines()} leaves out; what every call reads
   * whatever its op (the TypeScript client embeds them apart, so the modular entry's core reads them
   * without the ops).
   */
  public List<String> clientFactsLines() {
    return RuntimeFacts.clientLines(build(catalog, roles));
  }

  /**
   * The client facts a call reads, as JSON text in lines: {@link #clientFactsLines()} without what only the
   * tree client reads (the server's discovery fields, the jobs' waits, the download limit, the error rows'
   * exit codes, parents and legacy flags): what the TypeScript client's modular entry embeds for its core.
   */
  public List<String> callFactsLines() {
    return RuntimeFacts.callLines(build(catalog, roles));
  }

  /**
   * Each op's own facts, by op id in catalog order, as one line of JSON text: the op as in
   * {@link #factsLines()} and the named types its result and event reach, bare (what one function of the
   * TypeScript client's modular entry embeds, so a bundle keeps the facts of the ops it calls only).
   */
  public Map<String, String> opFactsLines() {
    return RuntimeFacts.opLines(build(catalog, roles));
  }

  /** The document as a tree, built afresh (each call gives a new one). */
  public ObjectNode document() {
    return build(catalog, roles);
  }

  /**
   * The document as JSON text split into lines: one per top-level field, and one per element of
   * {@code errors}, {@code types}, {@code ops} and {@code aliases}; joined with {@code \n} they are
   * the JSON text. A catalog change shows as a change of the lines it touches. The list is
   * unmodifiable, made once and shared by every target that embeds the document.
   */
  public List<String> lines() {
    return lines;
  }

  static List<String> serializeLines(ObjectNode document) {
    List<String> lines = new ArrayList<>();
    lines.add("{");
    Iterator<Map.Entry<String, JsonNode>> fields = document.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> field = fields.next();
      String comma = fields.hasNext() ? "," : "";
      JsonNode value = field.getValue();
      String key = compact(F.textNode(field.getKey())) + ": ";
      if (ONE_LINE_PER_ITEM.contains(field.getKey()) && value.size() > 0) {
        lines.add(key + (value.isArray() ? "[" : "{"));
        List<String> items = new ArrayList<>();
        if (value.isArray()) {
          value.forEach(item -> items.add(compact(item)));
        } else {
          value.fields().forEachRemaining(e -> items.add(compact(F.textNode(e.getKey())) + ": " + compact(e.getValue())));
        }
        for (int i = 0; i < items.size(); i++) {
          lines.add("  " + items.get(i) + (i + 1 < items.size() ? "," : ""));
        }
        lines.add((value.isArray() ? "]" : "}") + comma);
      } else {
        lines.add(key + compact(value) + comma);
      }
    }
    lines.add("}");
    return lines;
  }

  /** The JSON text: {@link #lines()} joined with {@code \n}, ending in {@code \n}. */
  public String json() {
    return String.join("\n", lines()) + "\n";
  }

  private static ObjectNode build(Catalog catalog, ErrorRoles roles) {
    ObjectNode root = F.objectNode();
    root.put("runtime_catalog_format", FORMAT);
    root.put("name", catalog.name());
    root.put("title", catalog.displayTitle());
    root.put("catalog_version", catalog.catalogVersion());
    root.put("sdk_version", catalog.sdkVersion());
    root.put("catalog_digest", catalog.digest());
    ObjectNode server = root.putObject("server");
    server.put("default_port", catalog.server().defaultPort());
    server.put("ops_path", catalog.server().opsPath());
    server.put("capabilities_path", catalog.server().capabilitiesPath());
    server.put("check_op", catalog.server().checkOp());
    server.put("health_op", catalog.server().healthOp());
    if (catalog.server().openai() == null) {
      server.putNull("openai");
    } else {
      server.putObject("openai").put("base_path", catalog.server().openai().basePath())
          .put("namespace", catalog.server().openai().namespace());
    }
    ObjectNode auth = root.putObject("auth");
    auth.put("bearer", catalog.auth().bearer());
    auth.put("legacy_header", catalog.auth().legacyHeader());
    auth.put("client_header", catalog.auth().clientHeader());
    auth.put("idempotency_header", catalog.auth().idempotencyHeader());
    clientDefaults(root.putObject("client_defaults"), catalog);
    ObjectNode exits = root.putObject("exit_codes");
    catalog.exitCodes().forEach(exits::put);
    int other = catalog.exitCodes().getOrDefault("other", 1);
    ArrayNode errors = root.putArray("errors");
    for (ErrorRow row : catalog.errors()) {
      ObjectNode e = errors.addObject();
      e.put("class", row.className());
      e.put("code", row.code());
      row.wire().forEach(e.putArray("wire")::add);
      row.status().forEach(e.putArray("status")::add);
      e.put("exit", row.exit());
      e.put("exit_code", catalog.exitCodes().getOrDefault(row.exit(), other));
      e.put("parent", row.parent());
      e.put("client_only", row.clientOnly());
      e.put("legacy", row.legacy());
    }
    ObjectNode roleNode = root.putObject("error_roles");
    for (ErrorRole role : ErrorRole.values()) {
      roleNode.put(role.wireName(), roles.row(role).map(ErrorClass::className).orElse(null));
    }
    ObjectNode groups = root.putObject("legacy_groups");
    catalog.legacyGroups().forEach((group, patterns) -> patterns.forEach(groups.putArray(group)::add));
    ObjectNode types = root.putObject("types");
    catalog.types().forEach((name, schema) -> types.set(name, schema.toJson()));
    ArrayNode ops = root.putArray("ops");
    catalog.ops().forEach(op -> ops.add(op(catalog, op)));
    ArrayNode aliases = root.putArray("aliases");
    for (Alias alias : catalog.aliases()) {
      ObjectNode a = aliases.addObject();
      a.put("alias", alias.alias());
      a.put("target", alias.target());
      a.put("namespace", alias.isNamespace());
      a.put("binding", (alias.legacyBinding() ? Binding.LEGACY : Binding.DEFAULT).wireName());
      a.put("deprecated_since", alias.deprecatedSince());
      a.put("remove_in", alias.removeIn());
    }
    return root;
  }

  private static void clientDefaults(ObjectNode node, Catalog catalog) {
    ClientDefaults defaults = catalog.clientDefaults();
    node.put("gateway_header", defaults.gatewayHeader());
    node.put("timeout_seconds", defaults.timeoutSeconds());
    ClientDefaults.Retry retry = defaults.retry();
    ObjectNode r = node.putObject("retry");
    r.put("max_retries", retry.maxRetries());
    retry.statuses().forEach(r.putArray("statuses")::add);
    r.put("connection_errors", retry.connectionErrors());
    seconds(r, "base_seconds", retry.baseSeconds());
    seconds(r, "cap_seconds", retry.capSeconds());
    r.put("jitter", retry.jitter());
    seconds(r, "retry_after_max_seconds", retry.retryAfterMaxSeconds());
    ObjectNode redirects = node.putObject("redirects");
    redirects.put("max", defaults.redirects().max());
    defaults.redirects().keepMethod().forEach(redirects.putArray("keep_method")::add);
    defaults.redirects().getOnly().forEach(redirects.putArray("get_only")::add);
    ArrayNode strip = redirects.putArray("cross_origin_strip");
    crossOriginStrip(catalog).forEach(strip::add);
    ObjectNode jobs = node.putObject("jobs");
    seconds(jobs, "min_poll_seconds", defaults.jobs().minPollSeconds());
    seconds(jobs, "max_poll_seconds", defaults.jobs().maxPollSeconds());
    seconds(jobs, "initial_poll_seconds", defaults.jobs().initialPollSeconds());
    seconds(jobs, "deadline_seconds", defaults.jobs().deadlineSeconds());
    whole(node.putObject("stream"), "max_line_bytes", defaults.maxLineBytes());
    whole(node.putObject("download"), "max_buffered_bytes", defaults.maxBufferedBytes());
  }

  /** The credential headers a redirect to another origin drops, lower-cased: the bearer's, the legacy one, the gateway's. */
  private static Set<String> crossOriginStrip(Catalog catalog) {
    Set<String> headers = new LinkedHashSet<>();
    headers.add("authorization");
    if (catalog.auth().legacyHeader() != null) {
      headers.add(catalog.auth().legacyHeader().toLowerCase(Locale.ROOT));
    }
    headers.add(catalog.clientDefaults().gatewayHeader().toLowerCase(Locale.ROOT));
    return headers;
  }

  /**
   * A number of seconds: whole numbers as integers ({@code 60}), fractions as decimals ({@code 0.5}); an
   * integer as the smallest node that holds it, as a JSON parser reads it back.
   */
  private static void seconds(ObjectNode node, String key, double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      whole(node, key, (long) value);
    } else {
      node.put(key, value);
    }
  }

  private static void whole(ObjectNode node, String key, long value) {
    if (value == (int) value) {
      node.put(key, (int) value);
    } else {
      node.put(key, value);
    }
  }

  private static ObjectNode op(Catalog catalog, Operation op) {
    ObjectNode o = F.objectNode();
    o.put("id", op.id());
    o.put("summary", op.summary());
    o.put("kind", op.kind().wireName());
    o.set("http", binding(op.http()));
    o.set("legacy", op.legacy() == null ? F.nullNode() : binding(op.legacy()));
    o.put("idempotent", op.idempotent());
    o.put("admin", op.admin());
    o.put("client", op.mirror().client());
    o.set("params", schema(op.params()));
    SchemaTree.filePathParams(catalog, op.params()).forEach(o.putArray("scoped_params")::add);
    o.set("result", schema(op.result()));
    o.set("event", schema(op.event()));
    o.put("stream_format", op.streamFormat() == null ? null : op.streamFormat().wireName());
    if (op.job() == null) {
      o.putNull("job");
    } else {
      o.putObject("job").put("status_op", op.job().statusOp()).put("id_param", op.job().idParam())
          .put("pending_class", op.job().pendingClass());
    }
    if (op.exitCheck() == null) {
      o.putNull("exit_check");
    } else {
      o.putObject("exit_check").put("field", op.exitCheck().field()).put("error", op.exitCheck().error());
    }
    o.set("pagination", pagination(op.pagination()));
    op.errors().forEach(o.putArray("errors")::add);
    ObjectNode limits = o.putObject("limits");
    op.limits().forEach(limits::put);
    o.put("since", op.since());
    if (op.deprecated() == null) {
      o.putNull("deprecated");
    } else {
      o.putObject("deprecated").put("since", op.deprecated().since()).put("replacement", op.deprecated().replacement())
          .put("note", op.deprecated().note());
    }
    ArrayNode examples = o.putArray("examples");
    for (Example example : op.examples()) {
      examples.addObject().<ObjectNode>set("params", orNull(example.params())).set("result", orNull(example.result()));
    }
    return o;
  }

  /** The walk's inputs, flattened: the style, the position and limit params, the next, total and items fields. */
  private static JsonNode pagination(Pagination pagination) {
    if (pagination == null) {
      return F.nullNode();
    }
    return F.objectNode().put("style", pagination.style().wireName()).put("param", pagination.position())
        .put("limit", pagination.limit()).put("next", pagination.next()).put("total", pagination.total())
        .put("items", pagination.items());
  }

  private static JsonNode schema(Schema schema) {
    return schema == null ? F.nullNode() : schema.toJson();
  }

  private static JsonNode orNull(JsonNode value) {
    return value == null ? F.nullNode() : value.deepCopy();
  }

  private static ObjectNode binding(HttpBinding binding) {
    ObjectNode node = F.objectNode();
    node.put("method", binding.method());
    node.put("path", binding.path());
    binding.pathParams().forEach(node.putArray("path_params")::add);
    node.put("query", binding.usesQuery());
    return node;
  }

  static String compact(JsonNode node) {
    return CompactJson.text(node);
  }
}
