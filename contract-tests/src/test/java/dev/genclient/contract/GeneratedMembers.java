package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a generated client holds, spelled like the parity ledger: {@code surface} the client's own
 * root members (call, discover, ...), {@code namespaces} every namespace path, {@code members}
 * every op member path with its twins (async, sync, raw response) folded into it.
 *
 * <p>The TS and Python member scripts print this as JSON:
 * {@code {"surface": [...], "namespaces": [...], "members": [...]}}.
 */
record GeneratedMembers(Set<String> surface, Set<String> namespaces, Set<String> members) {
  GeneratedMembers {
    surface = Set.copyOf(surface);
    namespaces = Set.copyOf(namespaces);
    members = Set.copyOf(members);
  }

  static GeneratedMembers fromJson(JsonNode root) {
    return new GeneratedMembers(strings(root.path("surface")), strings(root.path("namespaces")),
        strings(root.path("members")));
  }

  private static Set<String> strings(JsonNode array) {
    Set<String> out = new TreeSet<>();
    array.forEach(node -> out.add(node.asText()));
    return out;
  }
}
