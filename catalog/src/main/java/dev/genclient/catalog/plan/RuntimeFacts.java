package dev.genclient.catalog.plan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Schema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The runtime catalog document's core facts ({@link RuntimeCatalog#factsLines()}): what every call reads, compactly. */
final class RuntimeFacts {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** The value an op's field has in the facts when the facts leave it out (the runtime's {@code expandFacts} fills it back). */
  private static final Map<String, JsonNode> OP_DEFAULTS = Map.ofEntries(Map.entry("kind", F.textNode("call")),
      Map.entry("legacy", F.nullNode()), Map.entry("idempotent", F.booleanNode(false)), Map.entry("admin", F.booleanNode(false)),
      Map.entry("client", F.booleanNode(true)), Map.entry("scoped_params", F.arrayNode()), Map.entry("result", F.nullNode()),
      Map.entry("event", F.nullNode()), Map.entry("stream_format", F.nullNode()), Map.entry("job", F.nullNode()),
      Map.entry("exit_check", F.nullNode()), Map.entry("pagination", F.nullNode()), Map.entry("errors", F.arrayNode()));

  private RuntimeFacts() {}

  /**
   * The document's fields the core facts hold ({@link #lines}): the ops and what no call reads; the client
   * facts ({@link #clientLines}) are the others (name, server, auth, client_defaults, the error table).
   */
  private static final List<String> CORE_FIELDS = List.of("runtime_catalog_format", "title", "catalog_version", "sdk_version",
      "catalog_digest", "legacy_groups", "types", "ops", "aliases");

  /** The core facts of {@code facts}, a document built afresh (changed in place), as JSON text in lines: the fields of CORE_FIELDS. */
  static List<String> lines(ObjectNode facts) {
    Set<String> reached = new LinkedHashSet<>();
    ObjectNode types = (ObjectNode) facts.get("types");
    String opsPath = facts.get("server").get("ops_path").asText();
    for (JsonNode op : facts.get("ops")) {
      compact((ObjectNode) op, types, reached, opsPath);
    }
    ObjectNode kept = reachedTypes(types, reached);
    share(facts.get("ops"), kept);
    facts.set("types", kept);
    facts.putArray("aliases");
    ObjectNode out = F.objectNode();
    CORE_FIELDS.forEach(name -> out.set(name, facts.get(name)));
    return RuntimeCatalog.serializeLines(out);
  }

  /** The op fields whose schemas {@link #share} makes named types of. */
  private static final List<String> SHARED_FIELDS = List.of("result", "event");

  /**
   * An inline result or event schema (already bare) that two or more ops of {@code ops} carry alike becomes one
   * named type of {@code types}, the ops referencing it, so the facts carry each shape once. The names are
   * numbers in order of first use ({@code "1"}, {@code "2"}, ...): a catalog's type names start with a capital
   * letter, so they never clash. The checks read a reference as the schema itself.
   */
  private static void share(JsonNode ops, ObjectNode types) {
    Map<JsonNode, Integer> uses = new LinkedHashMap<>();
    for (JsonNode op : ops) {
      for (String field : SHARED_FIELDS) {
        if (inline(op.get(field))) {
          uses.merge(op.get(field), 1, Integer::sum);
        }
      }
    }
    Map<JsonNode, String> names = new LinkedHashMap<>();
    for (JsonNode op : ops) {
      for (String field : SHARED_FIELDS) {
        JsonNode schema = op.get(field);
        if (inline(schema) && uses.get(schema) > 1) {
          String name = names.computeIfAbsent(schema, s -> String.valueOf(names.size() + 1));
          types.set(name, schema);
          ((ObjectNode) op).set(field, F.objectNode().put("$ref", "#/types/" + name));
        }
      }
    }
  }

  /** Whether {@code schema} is an object schema of its own (not absent, not null, not a bare reference). */
  private static boolean inline(JsonNode schema) {
    return schema != null && schema.isObject() && !(schema.size() == 1 && schema.has("$ref"));
  }

  /** The client facts of {@code document}: its fields other than CORE_FIELDS, as JSON text in lines. */
  static List<String> clientLines(ObjectNode document) {
    document.remove(CORE_FIELDS);
    return RuntimeCatalog.serializeLines(document);
  }

  /** The error rows' fields a call reads (their class, E-code, wire codes, statuses, exit family, client-only flag). */
  private static final List<String> CALL_ROW_FIELDS = List.of("class", "code", "wire", "status", "exit", "client_only");

  /**
   * The client facts a call reads ({@link #clientLines} narrowed), as JSON text in lines: the name, the ops
   * path of the server, auth, client_defaults without the jobs' waits and the download limit, exit_codes,
   * the error table's rows with CALL_ROW_FIELDS only, error_roles (what the modular entry's core embeds).
   */
  static List<String> callLines(ObjectNode document) {
    ObjectNode out = F.objectNode();
    out.set("name", document.get("name"));
    out.putObject("server").set("ops_path", document.get("server").get("ops_path"));
    out.set("auth", document.get("auth"));
    ObjectNode defaults = document.get("client_defaults").deepCopy();
    defaults.remove(List.of("jobs", "download"));
    out.set("client_defaults", defaults);
    out.set("exit_codes", document.get("exit_codes"));
    var rows = out.putArray("errors");
    for (JsonNode row : document.get("errors")) {
      ObjectNode kept = rows.addObject();
      CALL_ROW_FIELDS.forEach(name -> kept.set(name, row.get(name)));
    }
    out.set("error_roles", document.get("error_roles"));
    return RuntimeCatalog.serializeLines(out);
  }

  /**
   * Each op's own facts, by op id, as one line of JSON text: {@code {"op": <the op as in the core facts,
   * without its legacy binding and scoped params>, "types": <the named types its result reaches>}} (what one
   * function of the modular entry embeds: it calls the op's own binding and has no discovery to check the
   * scoped params against, so it reads neither).
   */
  static Map<String, String> opLines(ObjectNode document) {
    ObjectNode types = (ObjectNode) document.get("types");
    String opsPath = document.get("server").get("ops_path").asText();
    Map<String, String> out = new LinkedHashMap<>();
    for (JsonNode op : document.get("ops")) {
      Set<String> reached = new LinkedHashSet<>();
      ObjectNode o = (ObjectNode) op;
      compact(o, types, reached, opsPath);
      o.remove(List.of("legacy", "scoped_params"));
      ObjectNode facts = F.objectNode();
      facts.set("op", o);
      facts.set("types", reachedTypes(types, reached));
      out.put(o.get("id").asText(), RuntimeCatalog.compact(facts));
    }
    return out;
  }

  /** An op of the document made compact in place: result and event schemas bare, the fields calls do not read and the defaulted ones left out. */
  private static void compact(ObjectNode o, ObjectNode types, Set<String> reached, String opsPath) {
    o.set("result", bare(o.get("result"), types, reached));
    o.set("event", bare(o.get("event"), types, reached));
    o.remove(List.of("summary", "params", "limits", "since", "deprecated", "examples"));
    o.remove(defaulted(o, opsPath));
  }

  /** The named types {@code reached} (and those they reach, added to it), bare, in the document's order. */
  private static ObjectNode reachedTypes(ObjectNode types, Set<String> reached) {
    ObjectNode kept = F.objectNode();
    Set<String> done = new LinkedHashSet<>();
    while (done.size() < reached.size()) {
      for (String name : List.copyOf(reached)) {
        if (done.add(name) && types.has(name)) {
          kept.set(name, bare(types.get(name), types, reached));
        }
      }
    }
    ObjectNode ordered = F.objectNode();
    types.fieldNames().forEachRemaining(name -> {
      if (kept.has(name)) {
        ordered.set(name, kept.get(name));
      }
    });
    return ordered;
  }

  /** The fields of a facts op that hold their default: those of {@link #OP_DEFAULTS}, and {@code http} when it is {@code POST <ops_path>/<id>}. */
  private static List<String> defaulted(ObjectNode op, String opsPath) {
    List<String> out = new ArrayList<>();
    op.fields().forEachRemaining(field -> {
      if (field.getValue().equals(OP_DEFAULTS.get(field.getKey()))) {
        out.add(field.getKey());
      }
    });
    ObjectNode http = F.objectNode().put("method", "POST").put("path", opsPath + "/" + op.get("id").asText());
    http.putArray("path_params");
    http.put("query", false);
    if (http.equals(op.get("http"))) {
      out.add("http");
    }
    return out;
  }

  /**
   * A schema with only the keywords the runtime's result and event check reads ({@code violation} in
   * {@code runtime/values.ts}, lenient: unknown properties, enum and const values pass), at every level:
   * {@code $ref}, {@code type}, {@code required}, {@code properties}, {@code items},
   * {@code additionalProperties}, {@code oneOf}, {@code anyOf} and {@code discriminator}, and the fixed
   * values a union's branch is told apart by ({@code const}, a one-value {@code enum}); adds the types it
   * names to {@code reached}.
   */
  private static JsonNode bare(JsonNode schema, ObjectNode types, Set<String> reached) {
    if (schema == null || !schema.isObject()) {
      return schema;
    }
    ObjectNode out = F.objectNode();
    schema.fields().forEachRemaining(field -> {
      String keyword = field.getKey();
      JsonNode value = field.getValue();
      switch (keyword) {
        case "type", "required" -> out.set(keyword, value);
        case "properties" -> {
          ObjectNode properties = out.putObject("properties");
          value.fields().forEachRemaining(p -> properties.set(p.getKey(), bare(p.getValue(), types, reached)));
        }
        case "items", "additionalProperties" -> out.set(keyword, bare(value, types, reached));
        case "oneOf", "anyOf" -> {
          ArrayNode branches = out.putArray(keyword);
          value.forEach(branch -> branches.add(bare(branch, types, reached)));
        }
        case "discriminator" -> {
          value.path("mapping").forEach(target -> {
            if (target.isTextual() && target.asText().startsWith(Schema.REF_PREFIX)) {
              reached.add(target.asText().substring(Schema.REF_PREFIX.length()));
            }
          });
          out.set(keyword, value);
        }
        case "const" -> out.set(keyword, value);
        case "enum" -> {
          if (value.size() == 1) {
            out.set(keyword, value);
          }
        }
        case "$ref" -> {
          if (value.isTextual() && value.asText().startsWith(Schema.REF_PREFIX)) {
            reached.add(value.asText().substring(Schema.REF_PREFIX.length()));
          }
          out.set(keyword, value);
        }
        default -> { }
      }
    });
    return out;
  }
}
