package dev.genclient.mock;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import java.util.Set;

/** The {@code GET /capabilities} body of DESIGN §6, in the shape of the impersonated server generation. */
final class CapabilitiesBody {
  private CapabilitiesBody() {}

  static ObjectNode of(Catalog catalog, Compat compat, Set<String> disabled) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode body = f.objectNode();
    switch (compat) {
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
        return body;
      }
      default: {
        body.put("catalog_version", catalog.catalogVersion());
        body.put("sdk_version", catalog.sdkVersion() == null ? catalog.catalogVersion() : catalog.sdkVersion());
        ObjectNode ops = body.putObject("ops");
        for (Operation op : catalog.ops()) {
          ObjectNode entry = ops.putObject(op.id());
          entry.put("enabled", !disabled.contains(op.id()));
          entry.putObject("limits");
          entry.putArray("paths");
        }
        return body;
      }
    }
  }
}
