package dev.genclient.targets;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each namespace's name is written in the catalog: a namespace exists because of the ops under
 * it, so a path derived from it is located at the id of the first of them ({@code /ops/N/id}).
 */
public final class NamespacePointers {
  private final Map<String, String> pointers = new HashMap<>();

  public NamespacePointers(ClientPlan plan) {
    List<Operation> ops = plan.ops();
    for (int i = 0; i < ops.size(); i++) {
      String id = ops.get(i).id();
      for (int dot = id.indexOf('.'); dot > 0; dot = id.indexOf('.', dot + 1)) {
        pointers.putIfAbsent(id.substring(0, dot), "/ops/" + i + "/id");
      }
    }
  }

  /** The pointer for the namespace {@code path} ({@code /ops} when no op names it). */
  public String of(String path) {
    return pointers.getOrDefault(path, "/ops");
  }
}
