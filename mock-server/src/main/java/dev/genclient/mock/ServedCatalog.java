package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The catalogs one mock serves, merged: the first catalog's errors, types, server and auth; the
 * ops of later catalogs appended (an id already served is ignored). {@code json} is what
 * {@code GET /ops} returns.
 */
public record ServedCatalog(Catalog catalog, JsonNode json) {
  public ServedCatalog {
    Objects.requireNonNull(catalog, "catalog");
    Objects.requireNonNull(json, "json");
  }

  public static ServedCatalog merge(List<CatalogLoader.Loaded> loaded) {
    if (loaded.isEmpty()) {
      throw new IllegalArgumentException("at least one catalog is needed");
    }
    Catalog first = loaded.get(0).catalog();
    ObjectNode json = loaded.get(0).tree().deepCopy();
    ArrayNode jsonOps = json.withArray("ops");
    List<Operation> ops = new ArrayList<>(first.ops());
    Set<String> ids = new LinkedHashSet<>();
    ops.forEach(op -> ids.add(op.id()));
    for (CatalogLoader.Loaded later : loaded.subList(1, loaded.size())) {
      List<Operation> laterOps = later.catalog().ops();
      JsonNode laterJson = later.tree().path("ops");
      for (int i = 0; i < laterOps.size(); i++) {
        if (ids.add(laterOps.get(i).id())) {
          ops.add(laterOps.get(i));
          jsonOps.add(laterJson.get(i).deepCopy());
        }
      }
    }
    Catalog merged = new Catalog(first.catalogFormat(), first.name(), first.title(), first.catalogVersion(),
        first.sdkVersion(), first.description(), first.server(), first.auth(), first.clientDefaults(), first.errors(), first.errorRoot(), first.exitCodes(),
        first.types(), ops, first.aliases(), first.reservedNames(), first.asymmetries(), first.legacyGroups(),
        first.digest());
    return new ServedCatalog(merged, json);
  }

  /** The op with this id, or null. */
  public Operation op(String id) {
    for (Operation op : catalog.ops()) {
      if (op.id().equals(id)) {
        return op;
      }
    }
    return null;
  }
}
