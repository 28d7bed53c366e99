package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SchemaTree;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The server's side of path scopes: a {@code format: path} param of an op with a reported scope
 * whose value lies outside every root is refused with 403 {@code policy.denied}.
 */
final class ScopeCheck {
  private final Map<String, PathGrant> grants;
  private final Map<String, List<String>> scoped = new HashMap<>();

  ScopeCheck(Catalog catalog, Map<String, PathGrant> grants) {
    this.grants = grants;
    for (Operation op : catalog.ops()) {
      if (grants.containsKey(op.id())) {
        scoped.put(op.id(), SchemaTree.filePathParams(catalog, op.params()));
      }
    }
  }

  void check(Operation op, ObjectNode values) {
    PathGrant grant = grants.get(op.id());
    if (grant == null) {
      return;
    }
    for (String name : scoped.getOrDefault(op.id(), List.of())) {
      JsonNode value = values.get(name);
      if (value != null && value.isTextual() && !grant.allows(value.asText())) {
        ObjectNode details = JsonNodeFactory.instance.objectNode().put("param", name).put("path", value.asText());
        details.set("roots", JsonNodeFactory.instance.arrayNode().addAll(grant.roots().stream()
            .map(JsonNodeFactory.instance::textNode).toList()));
        throw new MockFailure("policy.denied", "op " + op.id() + ": " + name + " is outside the allowed paths", details);
      }
    }
  }
}
