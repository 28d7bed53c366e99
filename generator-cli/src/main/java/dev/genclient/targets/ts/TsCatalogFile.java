package dev.genclient.targets.ts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The view of {@code catalog.ts}: the exported types, the {@code ops} tree, the {@code OpId}
 * union, and the catalog itself as JSON text in string literals (parsed at load time, so wire
 * names such as {@code __proto__} are plain keys, never object-literal syntax).
 */
final class TsCatalogFile {
  private final LinkedCatalog linked;
  private final TsSymbols symbols;
  private final TsTypes types;
  private final TsTypes outputs;
  /** Types a params schema reaches: declared closed; every other type is declared in output mode (open enums). */
  private final Set<String> inputTypes;

  TsCatalogFile(LinkedCatalog linked, TsSymbols symbols) {
    this.linked = linked;
    this.symbols = symbols;
    this.types = new TsTypes(linked, symbols, "");
    this.outputs = types.output();
    this.inputTypes = TsTypes.inputTypes(linked);
  }

  TsViews.Catalog view() {
    List<TsViews.TypeDecl> decls = new ArrayList<>();
    for (NamedType type : linked.namedTypes()) {
      decls.add(decl(type));
    }
    List<String> opIds = new ArrayList<>();
    List<TsViews.OpType> opTypes = new ArrayList<>();
    for (Operation op : linked.catalog().ops()) {
      opIds.add(TsText.literal(op.id()));
      opTypes.add(new TsViews.OpType(TsText.literal(op.id()), TsText.literal(op.kind().name().toLowerCase(Locale.ROOT)),
          paramsType(op), outputs.of(op.result()), op.event() == null ? "never" : outputs.of(op.event())));
    }
    List<TsViews.JsonLine> json = new ArrayList<>();
    for (String line : jsonLines(document(linked.catalog()))) {
      json.add(new TsViews.JsonLine(TsText.literal(line)));
    }
    return new TsViews.Catalog(decls, opsTree(), opIds, opTypes, json);
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
        members.add(new TsViews.Member(TsText.jsdoc(property.getValue().description(), "  ", List.of()),
            TsText.key(property.getKey()), !required, types.of(property.getValue())));
      }
      if (!schema.closed()) {
        members.add(new TsViews.Member("", "[key: string]", false, "unknown"));
      }
      return new TsViews.TypeDecl(doc, name, members, List.of());
    }
    return new TsViews.TypeDecl(doc, name, List.of(), List.of(types.definition(schema)));
  }

  private String paramsType(Operation op) {
    boolean hasParams = op.params() != null && !linked.resolve(op.params()).properties().isEmpty();
    return hasParams ? types.of(op.params()) : "{ [key: string]: never }";
  }

  /** The {@code ops} tree, depth-first with keys sorted: nested object literals of op id strings. */
  private List<TsViews.OpsEntry> opsTree() {
    Map<String, Object> root = new TreeMap<>();
    for (Operation op : linked.catalog().ops()) {
      Map<String, Object> node = root;
      List<String> segments = op.segments();
      for (int i = 0; i < segments.size() - 1; i++) {
        @SuppressWarnings("unchecked")
        Map<String, Object> next = (Map<String, Object>) node.computeIfAbsent(segments.get(i), k -> new TreeMap<String, Object>());
        node = next;
      }
      node.put(op.simpleName(), op.id());
    }
    List<TsViews.OpsEntry> entries = new ArrayList<>();
    walk(root, "  ", entries);
    return entries;
  }

  @SuppressWarnings("unchecked")
  private static void walk(Map<String, Object> node, String indent, List<TsViews.OpsEntry> entries) {
    node.forEach((segment, value) -> {
      if (value instanceof String id) {
        entries.add(TsViews.OpsEntry.op(indent, TsText.key(segment), TsText.literal(id)));
      } else {
        entries.add(TsViews.OpsEntry.open(indent, TsText.key(segment)));
        walk((Map<String, Object>) value, indent + "  ", entries);
        entries.add(TsViews.OpsEntry.close(indent));
      }
    });
  }

  /**
   * The document as JSON text, one line per top-level field and one per element of the
   * {@code types} object and the {@code ops} array: compact, yet a catalog change shows as a
   * change of the lines of the ops it touches.
   */
  static List<String> jsonLines(ObjectNode document) {
    List<String> lines = new ArrayList<>();
    lines.add("{");
    List<String> fields = new ArrayList<>();
    document.fieldNames().forEachRemaining(fields::add);
    for (int i = 0; i < fields.size(); i++) {
      String name = fields.get(i);
      JsonNode value = document.get(name);
      String comma = i + 1 < fields.size() ? "," : "";
      if (value.isContainerNode() && value.size() > 0 && (name.equals("ops") || name.equals("types"))) {
        lines.add(compact(JsonNodeFactory.instance.textNode(name)) + ": " + (value.isArray() ? "[" : "{"));
        List<String> items = new ArrayList<>();
        if (value.isArray()) {
          value.forEach(item -> items.add(compact(item)));
        } else {
          value.fields().forEachRemaining(e -> items.add(compact(JsonNodeFactory.instance.textNode(e.getKey())) + ": "
              + compact(e.getValue())));
        }
        for (int j = 0; j < items.size(); j++) {
          lines.add("  " + items.get(j) + (j + 1 < items.size() ? "," : ""));
        }
        lines.add((value.isArray() ? "]" : "}") + comma);
      } else {
        lines.add(compact(JsonNodeFactory.instance.textNode(name)) + ": " + compact(value) + comma);
      }
    }
    lines.add("}");
    return lines;
  }

  private static String compact(JsonNode node) {
    try {
      return COMPACT.writeValueAsString(node);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize JSON", e);
    }
  }

  private static final com.fasterxml.jackson.databind.ObjectWriter COMPACT = new com.fasterxml.jackson.databind.ObjectMapper().writer();

  /** The catalog as the client needs it at run time: bindings, schemas, errors, discovery data. */
  static ObjectNode document(Catalog catalog) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode root = f.objectNode();
    root.put("name", catalog.name());
    root.put("catalog_version", catalog.catalogVersion());
    root.put("sdk_version", catalog.sdkVersion());
    ObjectNode server = root.putObject("server");
    server.put("ops_path", catalog.server().opsPath());
    server.put("capabilities_path", catalog.server().capabilitiesPath());
    server.put("check_op", catalog.server().checkOp());
    ObjectNode auth = root.putObject("auth");
    auth.put("bearer", catalog.auth().bearer());
    auth.put("legacy_header", catalog.auth().legacyHeader());
    auth.put("client_header", catalog.auth().clientHeader());
    ObjectNode exits = root.putObject("exit_codes");
    catalog.exitCodes().forEach(exits::put);
    ArrayNode errors = root.putArray("errors");
    for (ErrorRow row : catalog.errors()) {
      ObjectNode e = errors.addObject();
      e.put("class", row.className());
      e.put("code", row.code());
      row.wire().forEach(e.putArray("wire")::add);
      row.status().forEach(e.putArray("status")::add);
      e.put("exit", row.exit());
      e.put("parent", row.parent());
      e.put("client_only", row.clientOnly());
    }
    ObjectNode groups = root.putObject("legacy_groups");
    catalog.legacyGroups().forEach((group, patterns) -> patterns.forEach(groups.putArray(group)::add));
    ObjectNode typeNodes = root.putObject("types");
    catalog.types().forEach((name, schema) -> typeNodes.set(name, schema.toJson()));
    ArrayNode ops = root.putArray("ops");
    for (Operation op : catalog.ops()) {
      ObjectNode o = ops.addObject();
      o.put("id", op.id());
      o.put("kind", op.kind().name().toLowerCase(Locale.ROOT));
      o.put("summary", op.summary());
      o.set("http", binding(op.http()));
      o.set("legacy", op.legacy() == null ? f.nullNode() : binding(op.legacy()));
      o.put("idempotent", op.idempotent());
      o.put("admin", op.admin());
      o.put("client", op.mirror().client());
      o.set("params", op.params() == null ? f.nullNode() : op.params().toJson());
      o.set("result", op.result() == null ? f.nullNode() : op.result().toJson());
      o.set("event", op.event() == null ? f.nullNode() : op.event().toJson());
      if (op.job() == null) {
        o.putNull("job");
      } else {
        ObjectNode job = o.putObject("job");
        job.put("status_op", op.job().statusOp());
        job.put("id_param", op.job().idParam());
        job.put("pending_class", op.job().pendingClass());
      }
      o.put("deprecated", op.deprecated() != null);
      op.errors().forEach(o.putArray("errors")::add);
    }
    ArrayNode aliases = root.putArray("aliases");
    for (Alias alias : catalog.aliases()) {
      ObjectNode a = aliases.addObject();
      a.put("alias", alias.alias());
      a.put("target", alias.target());
      a.put("legacy", alias.legacyBinding());
    }
    return root;
  }

  private static ObjectNode binding(HttpBinding binding) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("method", binding.method());
    node.put("path", binding.path());
    return node;
  }
}
