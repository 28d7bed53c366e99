package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code $ref}s must name a type, and no type may need itself to be finite: a chain of bare
 * references, or of required non-null properties, that comes back to where it started has no
 * value any client could build. Arrays, maps, optional and nullable properties break a cycle.
 */
final class ReferenceRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    SchemaTree.walkCatalog(catalog, (schema, at) -> {
      if (schema.isRef() && !catalog.types().containsKey(schema.ref())) {
        out.error(ValidationRule.DANGLING_REF, at.pointer() + "/$ref",
            "$ref '" + Schema.REF_PREFIX + schema.ref() + "' names no entry of types" + refSuggestion(schema.ref(), catalog));
      }
    });
    Map<String, Set<String>> needs = new HashMap<>();
    catalog.types().forEach((name, schema) -> needs.put(name, directNeeds(schema)));
    Set<String> reported = new HashSet<>();
    for (String start : catalog.types().keySet()) {
      List<String> cycle = findCycle(start, needs);
      if (cycle != null && reported.add(String.join(",", new java.util.TreeSet<>(cycle)))) {
        out.error(ValidationRule.REF_CYCLE, "/types/" + SourceMap.escape(start),
            "type " + start + " cannot have a finite value: " + String.join(" -> ", cycle)
                + " (make a property on the cycle optional, nullable or an array)");
      }
    }
  }

  /** ": did you mean '#/types/Item'?" for a misspelt type name, or "". */
  private static String refSuggestion(String name, Catalog catalog) {
    String type = Suggestions.suggest(name, catalog.types().keySet());
    return type == null ? "" : ": did you mean " + MessageText.quote(Schema.REF_PREFIX + type) + "?";
  }

  /** The types a value of this schema must contain: a bare $ref, or a required $ref property. */
  private static Set<String> directNeeds(Schema schema) {
    Set<String> out = new LinkedHashSet<>();
    if (schema.isRef()) {
      out.add(schema.ref());
      return out;
    }
    for (String name : schema.required()) {
      Schema property = schema.properties().get(name);
      if (property != null && property.isRef()) {
        out.add(property.ref());
      }
    }
    return out;
  }

  private static List<String> findCycle(String start, Map<String, Set<String>> needs) {
    List<String> path = new ArrayList<>();
    path.add(start);
    return search(start, start, needs, path, new HashSet<>());
  }

  private static List<String> search(String start, String current, Map<String, Set<String>> needs,
      List<String> path, Set<String> visited) {
    for (String next : needs.getOrDefault(current, Set.of())) {
      if (next.equals(start)) {
        List<String> cycle = new ArrayList<>(path);
        cycle.add(start);
        return cycle;
      }
      if (visited.add(next)) {
        path.add(next);
        List<String> found = search(start, next, needs, path, visited);
        if (found != null) {
          return found;
        }
        path.remove(path.size() - 1);
      }
    }
    return null;
  }
}
