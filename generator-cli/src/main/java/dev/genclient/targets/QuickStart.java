package dev.genclient.targets;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The call a package's README starts with: the first op of the client plan (in tree order) that is a
 * plain {@code call}, rendered by the clients and not deprecated, and whose first catalog example has
 * only string and boolean params, so every language can write its arguments as literals. The mock
 * answers those params with the example's result.
 */
public record QuickStart(List<String> namespace, String member, Operation op, List<Map.Entry<String, JsonNode>> params) {
  public QuickStart {
    namespace = List.copyOf(namespace);
    Objects.requireNonNull(member, "member");
    Objects.requireNonNull(op, "op");
    params = List.copyOf(params);
  }

  /** The quick-start call of {@code plan}; empty when no op qualifies (the README then shows the client alone). */
  public static Optional<QuickStart> of(ClientPlan plan) {
    for (NamespacePlan ns : plan.namespaces()) {
      for (Member.ClientOp call : ns.ops()) {
        Operation op = call.op();
        if (!call.client() || call.deprecation().isPresent() || op.kind() != Kind.CALL || op.examples().isEmpty()) {
          continue;
        }
        Example example = op.examples().get(0);
        Optional<List<Map.Entry<String, JsonNode>>> params = literalParams(example.params());
        if (params.isPresent()) {
          List<String> segments = ns.isRoot() ? List.of() : List.of(ns.path().split("\\."));
          return Optional.of(new QuickStart(segments, call.name(), op, params.get()));
        }
      }
    }
    return Optional.empty();
  }

  /** The example's params in catalog order, when each is a string or a boolean. */
  private static Optional<List<Map.Entry<String, JsonNode>>> literalParams(JsonNode params) {
    List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
    if (params == null || params.isNull()) {
      return Optional.of(out);
    }
    if (!params.isObject()) {
      return Optional.empty();
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = params.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      if (!field.getValue().isTextual() && !field.getValue().isBoolean()) {
        return Optional.empty();
      }
      out.add(Map.entry(field.getKey(), field.getValue()));
    }
    return Optional.of(out);
  }
}
