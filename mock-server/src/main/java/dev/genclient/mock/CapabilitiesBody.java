package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The {@code GET /capabilities} body, in the shape of the impersonated server generation. */
final class CapabilitiesBody {
  private CapabilitiesBody() {}

  /**
   * The body for {@code options}: its compat shape, disabled ops, and (v2.1 only) its limits and path
   * scopes: {@code {"roots": [...], "readonly": bool}}, or the older bare list of prefixes ({@code []} for an op
   * without a scope: unrestricted).
   */
  static ObjectNode of(Catalog catalog, MockOptions options) {
    Set<String> disabled = options.disabled();
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode body = f.objectNode();
    switch (options.compat()) {
      case V1: {
        ArrayNode groups = body.putArray("groups");
        catalog.legacyGroups().keySet().forEach(groups::add);
        return body;
      }
      case V1X: {
        ArrayNode endpoints = body.putArray("endpoints");
        for (Operation op : catalog.ops()) {
          if (op.legacy() != null && !disabled.contains(op.id())) {
            endpoints.add(op.legacy().path());
          }
        }
        // A v1.x server keeps v1's key for v1 clients: a union body, read by clients as v1.x (endpoints before groups).
        ArrayNode groups = body.putArray("groups");
        catalog.legacyGroups().keySet().forEach(groups::add);
        return body;
      }
      default: {
        body.put("catalog_version", catalog.catalogVersion());
        body.put("sdk_version", catalog.sdkVersion() == null ? catalog.catalogVersion() : catalog.sdkVersion());
        ObjectNode ops = body.putObject("ops");
        for (Operation op : catalog.ops()) {
          ObjectNode entry = ops.putObject(op.id());
          entry.put("enabled", !disabled.contains(op.id()));
          ObjectNode limits = entry.putObject("limits");
          options.limits().getOrDefault(op.id(), Map.of()).forEach((name, value) -> limits.set(name, number(value)));
          PathGrant grant = options.paths().get(op.id());
          if (grant == null || grant.bare()) {
            ArrayNode paths = entry.putArray("paths");
            (grant == null ? List.<String>of() : grant.roots()).forEach(paths::add);
          } else {
            ObjectNode scope = entry.putObject("paths");
            grant.roots().forEach(scope.putArray("roots")::add);
            scope.put("readonly", grant.readonly());
          }
        }
        return body;
      }
    }
  }

  /** An integral value as a JSON integer ({@code 100}, not {@code 100.0} or {@code 1E+2}), else as a decimal. */
  static JsonNode number(BigDecimal value) {
    BigDecimal plain = value.stripTrailingZeros();
    if (plain.scale() <= 0) {
      try {
        return JsonNodeFactory.instance.numberNode(plain.longValueExact());
      } catch (ArithmeticException e) {
        return JsonNodeFactory.instance.numberNode(plain.toBigIntegerExact());
      }
    }
    return JsonNodeFactory.instance.numberNode(plain);
  }
}
