package dev.genclient.verify.cases;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.load.LocatingJsonReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a cases file (the format of {@code docs/cases.schema.json}) against its catalog and checks
 * it, every problem located ({@code cases.json:12:5: [case-expect] ...}) and reported at once:
 * the shape of each case, an expected error the table knows, setup and {@code ${name.result...}}
 * references to earlier cases, and coverage (an op without a case, a case for no op).
 */
public final class CasesReader {
  /** The top-level key an editor reads for the file's JSON Schema; not an op id. */
  private static final String SCHEMA_KEY = "$schema";

  /**
   * Reads {@code bytes} (the file {@code file}, whose directory {@code body_file} paths are
   * relative to); throws with every problem when the file is not a usable cases file.
   */
  public Cases read(Catalog catalog, Path file, byte[] bytes) throws CatalogException {
    String label = file.toString();
    LocatingJsonReader.Parsed parsed;
    try {
      parsed = new LocatingJsonReader().read(bytes);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new CatalogException(label, List.of(e.diagnostic()), null);
    }
    Diagnostics out = new Diagnostics();
    parsed.problems().forEach(out::add);
    List<Case> cases = new ArrayList<>();
    JsonNode root = parsed.root();
    if (!root.isObject()) {
      out.error(ValidationRule.CASES, "", "a cases file is a JSON object: op id -> { \"args\": {...} } or a list of named cases");
    } else {
      Map<String, Operation> ops = new HashMap<>();
      catalog.ops().forEach(op -> ops.put(op.id(), op));
      Path base = file.toAbsolutePath().getParent();
      CaseShape shape = new CaseShape(catalog, base, out);
      for (Map.Entry<String, JsonNode> entry : root.properties()) {
        String at = "/" + SourceMap.escape(entry.getKey());
        String key = entry.getKey();
        if (key.equals(SCHEMA_KEY)) {
          if (!entry.getValue().isTextual()) {
            out.error(ValidationRule.CASE_SHAPE, at, "$schema must be a string (the file's JSON Schema, for editors)");
          }
          continue;
        }
        if (ops.containsKey(key)) {
          cases.addAll(shape.casesOf(key, ops.get(key), null, entry.getValue(), at));
          continue;
        }
        Operation target = aliasTarget(catalog, ops, key);
        if (target == null) {
          out.error(ValidationRule.CASE_UNKNOWN_OP, at, "case for '" + key + "', which is not an op or an alias of the catalog"
              + Suggestions.question(key, ids(catalog)));
          continue;
        }
        cases.addAll(shape.casesOf(key, target, key, entry.getValue(), at));
      }
      for (Operation op : catalog.ops()) {
        if (!root.has(op.id()) || (root.get(op.id()).isArray() && root.get(op.id()).isEmpty())) {
          out.error(ValidationRule.CASE_MISSING, root.has(op.id()) ? "/" + SourceMap.escape(op.id()) : "",
              "op " + op.id() + " has no contract case");
        }
      }
      references(cases, out);
    }
    if (out.hasErrors()) {
      List<Diagnostic> sorted = out.sorted(parsed.sourceMap());
      throw new CatalogException(label, sorted, parsed.sourceMap());
    }
    return new Cases(label, cases);
  }

  /** The ids a case can be for: the ops, then the op aliases. */
  private static List<String> ids(Catalog catalog) {
    List<String> ids = new ArrayList<>();
    catalog.ops().forEach(op -> ids.add(op.id()));
    catalog.aliases().stream().filter(alias -> !alias.isNamespace()).forEach(alias -> ids.add(alias.alias()));
    return ids;
  }

  /** The op {@code key} calls when it is an op alias, or an op's id under a namespace alias ({@code pty.create}); else null. */
  private static Operation aliasTarget(Catalog catalog, Map<String, Operation> ops, String key) {
    for (Alias alias : catalog.aliases()) {
      if (!alias.isNamespace() && alias.alias().equals(key)) {
        return ops.get(alias.target());
      }
      String from = alias.alias().substring(0, alias.alias().length() - 1);
      if (alias.isNamespace() && key.startsWith(from)) {
        Operation op = ops.get(alias.target().substring(0, alias.target().length() - 1) + key.substring(from.length()));
        if (op != null) {
          return op;
        }
      }
    }
    return null;
  }

  /** Names are unique; {@code setup} names earlier cases; each {@code ${name.result...}} names one of the case's setup. */
  private static void references(List<Case> cases, Diagnostics out) {
    Set<String> earlier = new HashSet<>();
    for (Case c : cases) {
      if (!earlier.add(c.name())) {
        out.error(ValidationRule.CASE_NAME, c.pointer() + "/name", "two cases are named '" + c.name() + "'; a name must be unique in the file");
      }
      for (int i = 0; i < c.setup().size(); i++) {
        String name = c.setup().get(i);
        if (!earlier.contains(name) || name.equals(c.name())) {
          out.error(ValidationRule.CASE_REFERENCE, c.pointer() + "/setup/" + i,
              "setup names '" + name + "', which is not a case earlier in the file");
        }
      }
      for (References.Found found : References.in(c.args(), "/args")) {
        if (!c.setup().contains(found.caseName())) {
          out.error(ValidationRule.CASE_REFERENCE, c.pointer() + found.pointer(), "'${" + found.caseName()
              + ".result" + found.path() + "}' refers to a case that is not in this case's setup");
        }
      }
    }
  }
}
