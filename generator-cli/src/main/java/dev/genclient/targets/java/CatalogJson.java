package dev.genclient.targets.java;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import java.util.List;

/**
 * The catalog model back as catalog JSON (DESIGN §3), defaults applied, for the client's
 * {@code describe()}: the catalog as the generated client knows it.
 */
final class CatalogJson {
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private CatalogJson() {}

  static ObjectNode of(Catalog catalog) {
    ObjectNode root = F.objectNode();
    root.put("catalog_format", catalog.catalogFormat());
    root.put("name", catalog.name());
    putIfPresent(root, "title", catalog.title());
    root.put("catalog_version", catalog.catalogVersion());
    putIfPresent(root, "sdk_version", catalog.sdkVersion());
    putIfPresent(root, "description", catalog.description());
    ObjectNode server = root.putObject("server");
    server.put("default_port", catalog.server().defaultPort());
    server.put("ops_path", catalog.server().opsPath());
    server.put("capabilities_path", catalog.server().capabilitiesPath());
    putIfPresent(server, "check_op", catalog.server().checkOp());
    if (catalog.server().openai() != null) {
      server.putObject("openai").put("base_path", catalog.server().openai().basePath())
          .put("namespace", catalog.server().openai().namespace());
    }
    ObjectNode auth = root.putObject("auth");
    auth.put("bearer", catalog.auth().bearer());
    putIfPresent(auth, "legacy_header", catalog.auth().legacyHeader());
    putIfPresent(auth, "client_header", catalog.auth().clientHeader());
    ArrayNode errors = root.putArray("errors");
    catalog.errors().forEach(row -> errors.add(error(row)));
    ObjectNode exits = root.putObject("exit_codes");
    catalog.exitCodes().forEach(exits::put);
    ObjectNode types = root.putObject("types");
    catalog.types().forEach((name, schema) -> types.set(name, schema.toJson()));
    ArrayNode ops = root.putArray("ops");
    catalog.ops().forEach(op -> ops.add(op(op)));
    ArrayNode aliases = root.putArray("aliases");
    catalog.aliases().forEach(alias -> aliases.add(alias(alias)));
    root.set("reserved_names", strings(catalog.reservedNames()));
    ArrayNode asymmetries = root.putArray("asymmetries");
    catalog.asymmetries().forEach(a -> {
      ObjectNode node = asymmetries.addObject().put("id", a.id());
      putIfPresent(node, "title", a.title());
      putIfPresent(node, "description", a.description());
    });
    ObjectNode groups = root.putObject("legacy_groups");
    catalog.legacyGroups().forEach((group, patterns) -> groups.set(group, strings(patterns)));
    return root;
  }

  private static ObjectNode error(ErrorRow row) {
    ObjectNode node = F.objectNode().put("class", row.className());
    putIfPresent(node, "code", row.code());
    node.set("wire", strings(row.wire()));
    ArrayNode status = node.putArray("status");
    row.status().forEach(status::add);
    putIfPresent(node, "exit", row.exit());
    putIfPresent(node, "parent", row.parent());
    if (!row.names().isEmpty()) {
      ObjectNode names = node.putObject("names");
      row.names().forEach(names::put);
    }
    putIfPresent(node, "description", row.description());
    node.put("client_only", row.clientOnly());
    node.put("legacy", row.legacy());
    return node;
  }

  private static ObjectNode op(Operation op) {
    ObjectNode node = F.objectNode().put("id", op.id());
    putIfPresent(node, "summary", op.summary());
    putIfPresent(node, "description", op.description());
    node.put("kind", op.kind().wireName());
    node.set("http", binding(op.http()));
    if (op.legacy() != null) {
      node.set("legacy", binding(op.legacy()));
    }
    putSchema(node, "params", op.params() == null ? null : op.params().toJson());
    putSchema(node, "result", op.result() == null ? null : op.result().toJson());
    putSchema(node, "event", op.event() == null ? null : op.event().toJson());
    node.set("errors", strings(op.errors()));
    if (!op.limits().isEmpty()) {
      ObjectNode limits = node.putObject("limits");
      op.limits().forEach(limits::put);
    }
    putIfPresent(node, "since", op.since());
    if (op.deprecated() != null) {
      ObjectNode deprecated = node.putObject("deprecated");
      putIfPresent(deprecated, "since", op.deprecated().since());
      putIfPresent(deprecated, "replacement", op.deprecated().replacement());
      putIfPresent(deprecated, "note", op.deprecated().note());
    }
    node.put("admin", op.admin());
    node.put("idempotent", op.idempotent());
    ObjectNode mirror = node.putObject("mirror").put("client", op.mirror().client());
    putIfPresent(mirror, "asymmetry", op.mirror().asymmetry());
    putIfPresent(mirror, "reason", op.mirror().reason());
    putIfPresent(node, "envd_twin", op.envdTwin());
    if (op.job() != null) {
      node.putObject("job").put("status_op", op.job().statusOp()).put("id_param", op.job().idParam())
          .put("pending_class", op.job().pendingClass());
    }
    if (!op.examples().isEmpty()) {
      ArrayNode examples = node.putArray("examples");
      for (Example example : op.examples()) {
        ObjectNode item = examples.addObject();
        putSchema(item, "params", example.params());
        putSchema(item, "result", example.result());
        putIfPresent(item, "description", example.description());
      }
    }
    return node;
  }

  private static ObjectNode alias(Alias alias) {
    ObjectNode node = F.objectNode().put("alias", alias.alias()).put("target", alias.target());
    if (alias.legacyBinding()) {
      node.put("binding", "legacy");
    }
    putIfPresent(node, "deprecated_since", alias.deprecatedSince());
    putIfPresent(node, "remove_in", alias.removeIn());
    putIfPresent(node, "description", alias.description());
    return node;
  }

  private static ObjectNode binding(HttpBinding binding) {
    ObjectNode node = F.objectNode().put("method", binding.method()).put("path", binding.path());
    putIfPresent(node, "since", binding.since());
    return node;
  }

  private static ArrayNode strings(List<String> values) {
    ArrayNode array = F.arrayNode();
    values.forEach(array::add);
    return array;
  }

  private static void putSchema(ObjectNode node, String key, JsonNode value) {
    if (value != null) {
      node.set(key, value);
    }
  }

  private static void putIfPresent(ObjectNode node, String key, String value) {
    if (value != null) {
      node.put(key, value);
    }
  }
}
