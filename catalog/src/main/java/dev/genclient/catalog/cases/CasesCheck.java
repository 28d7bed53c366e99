package dev.genclient.catalog.cases;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.load.LocatingJsonReader;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a contract cases file against its catalog: one case per op, no case for an
 * op that does not exist, {@code args} an object and {@code body} (uploads) a string.
 */
public final class CasesCheck {
  public void check(Catalog catalog, String file, byte[] bytes) throws CatalogException {
    LocatingJsonReader.Parsed parsed;
    try {
      parsed = new LocatingJsonReader().read(bytes);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new CatalogException(file, List.of(e.diagnostic()), null);
    }
    Diagnostics out = new Diagnostics();
    parsed.problems().forEach(out::add);
    JsonNode root = parsed.root();
    if (!root.isObject()) {
      out.error(ValidationRule.CASES, "", "a cases file is a JSON object: op id -> { \"args\": {...} }");
    } else {
      Set<String> ids = new HashSet<>();
      catalog.ops().forEach(op -> ids.add(op.id()));
      for (Map.Entry<String, JsonNode> entry : root.properties()) {
        String at = "/" + SourceMap.escape(entry.getKey());
        if (!ids.contains(entry.getKey())) {
          out.error(ValidationRule.CASE_UNKNOWN_OP, at, "case for '" + entry.getKey() + "', which is not an op of the catalog");
          continue;
        }
        JsonNode value = entry.getValue();
        if (!value.isObject() || (value.has("args") && !value.get("args").isObject())) {
          out.error(ValidationRule.CASE_SHAPE, at, "case for " + entry.getKey() + " must be { \"args\": { ... } }");
        }
        if (value.has("body") && !value.get("body").isTextual()) {
          out.error(ValidationRule.CASE_SHAPE, at + "/body", "case body for " + entry.getKey() + " must be a string");
        }
      }
      for (Operation op : catalog.ops()) {
        if (!root.has(op.id())) {
          out.error(ValidationRule.CASE_MISSING, "", "op " + op.id() + " has no contract case");
        }
      }
    }
    if (out.hasErrors()) {
      List<Diagnostic> sorted = out.sorted(parsed.sourceMap());
      throw new CatalogException(file, sorted, parsed.sourceMap());
    }
  }
}
