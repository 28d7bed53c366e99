package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ops of a catalog document, read leniently: unknown keys are ignored and missing
 * ones take the format's defaults, so a newer server's {@code GET /ops} never breaks this client.
 * Used for the embedded catalog and for the server's own.
 */
public final class OpIndex {
  private static final Pattern PATH_PARAM = Pattern.compile("\\{([^{}]*)}");

  /**
   * One op: its reference, its params schema (refs resolved, or null), its job's status op and id param,
   * the params that hold server file-system paths ({@code scoped_params}; empty when the document has none),
   * and its result and event schemas as written (or null).
   */
  public record Entry(OpRef ref, JsonNode params, String statusOp, String idParam, List<String> scopedParams,
      JsonNode result, JsonNode event) {
    public Entry {
      scopedParams = List.copyOf(scopedParams);
    }
  }

  private final Map<String, Entry> ops = new LinkedHashMap<>();
  private final Map<String, String> aliases = new HashMap<>();
  private final Map<String, Boolean> legacyAliases = new HashMap<>();
  private final Map<String, String> namespaceAliases = new LinkedHashMap<>();
  private final Map<String, List<String>> legacyGroups = new LinkedHashMap<>();
  private final String sdkVersion;

  private OpIndex(JsonNode catalog) {
    JsonNode sdk = catalog.path("sdk_version");
    this.sdkVersion = sdk.isTextual() ? sdk.asText() : null;
    String opsPath = catalog.path("server").path("ops_path").asText("/ops");
    JsonNode types = catalog.path("types");
    for (JsonNode op : catalog.path("ops")) {
      String id = op.path("id").asText("");
      if (id.isEmpty()) {
        continue;
      }
      OpRef.Binding http = binding(op.get("http"));
      if (http == null) {
        http = new OpRef.Binding("POST", opsPath + "/" + id, List.of(), false);
      }
      JsonNode idempotent = op.get("idempotent");
      boolean retry = idempotent != null && idempotent.isBoolean() ? idempotent.asBoolean() : http.method().equals("GET");
      JsonNode params = op.get("params");
      JsonNode ref = params == null ? null : params.get("$ref");
      if (ref != null && ref.isTextual() && ref.asText().startsWith("#/types/")) {
        params = types.get(ref.asText().substring("#/types/".length()));
      }
      JsonNode job = op.path("job");
      List<String> scoped = new ArrayList<>();
      op.path("scoped_params").forEach(name -> {
        if (name.isTextual()) {
          scoped.add(name.asText());
        }
      });
      JsonNode format = op.get("stream_format");
      ops.put(id, new Entry(new OpRef(id, http, binding(op.get("legacy")), retry, op.path("kind").asText("call"),
          format != null && format.isTextual() ? format.asText() : null),
          params, job.path("status_op").isTextual() ? job.path("status_op").asText() : null,
          job.path("id_param").asText("job_id"), scoped, op.get("result"), op.get("event")));
    }
    for (JsonNode alias : catalog.path("aliases")) {
      String name = alias.path("alias").asText("");
      String target = alias.path("target").asText("");
      if (name.endsWith(".*") && target.endsWith(".*")) {
        namespaceAliases.put(name.substring(0, name.length() - 1), target.substring(0, target.length() - 1));
      } else if (!name.isEmpty() && !target.isEmpty()) {
        aliases.put(name, target);
        legacyAliases.put(name, "legacy".equals(alias.path("binding").asText()));
      }
    }
    catalog.path("legacy_groups").properties().forEach(group -> {
      List<String> patterns = new ArrayList<>();
      group.getValue().forEach(p -> patterns.add(p.asText()));
      legacyGroups.put(group.getKey(), patterns);
    });
  }

  public static OpIndex parse(JsonNode catalog) {
    return new OpIndex(catalog);
  }

  /** The op with this id or alias (an alias resolves to its target's id), or null. */
  public Entry find(String id) {
    Entry entry = ops.get(id);
    if (entry != null) {
      return entry;
    }
    String target = aliases.get(id);
    if (target != null) {
      Entry resolved = ops.get(target);
      return resolved == null || !legacyAliases.get(id) ? resolved
          : new Entry(resolved.ref().viaLegacy(), resolved.params(), resolved.statusOp(), resolved.idParam(),
              resolved.scopedParams(), resolved.result(), resolved.event());
    }
    for (Map.Entry<String, String> alias : namespaceAliases.entrySet()) {
      if (id.startsWith(alias.getKey())) {
        return ops.get(alias.getValue() + id.substring(alias.getKey().length()));
      }
    }
    return null;
  }

  /** True when an op (not an alias) has this id. */
  public boolean has(String id) {
    return ops.containsKey(id);
  }

  /** The op-id patterns ({@code files.*}) of a v1 capability group; empty for an unknown group. */
  public List<String> legacyGroup(String group) {
    return legacyGroups.getOrDefault(group, List.of());
  }

  /** The document's sdk_version, or null. */
  public String sdkVersion() {
    return sdkVersion;
  }

  private static OpRef.Binding binding(JsonNode node) {
    if (node == null || !node.isObject() || !node.path("path").isTextual()) {
      return null;
    }
    String method = node.path("method").asText("POST").toUpperCase(Locale.ROOT);
    String path = node.path("path").asText();
    List<String> pathParams = new ArrayList<>();
    Matcher m = PATH_PARAM.matcher(path);
    while (m.find()) {
      pathParams.add(m.group(1));
    }
    return new OpRef.Binding(method, path, pathParams, method.equals("GET") || method.equals("DELETE"));
  }
}
