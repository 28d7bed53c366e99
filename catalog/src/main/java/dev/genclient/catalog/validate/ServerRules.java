package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Server-level references: check_op, health_op, the OpenAI namespace, and legacy group patterns. */
final class ServerRules implements CatalogRule {
  /** The members the clients render in the {@code server.openai} namespace. */
  private static final List<String> OPENAI_HELPERS = List.of("openai_client", "openai_config");

  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Set<String> ids = new HashSet<>();
    catalog.ops().forEach(op -> ids.add(op.id()));
    Set<String> namespaces = IdRules.namespaces(catalog.ops());
    namedOp(catalog.server().checkOp(), "check", ValidationRule.CHECK_OP, catalog, out);
    namedOp(catalog.server().healthOp(), "health", ValidationRule.HEALTH_OP, catalog, out);
    if (catalog.server().openai() != null) {
      String namespace = catalog.server().openai().namespace();
      if (namespace == null || !namespaces.contains(namespace)) {
        out.error(ValidationRule.OPENAI_NAMESPACE, "/server/openai/namespace",
            "server.openai.namespace '" + namespace + "' is not a namespace of this catalog (the clients render openai_client() there)");
      } else {
        Set<String> aliases = new HashSet<>();
        catalog.aliases().forEach(alias -> aliases.add(alias.aliasPath()));
        for (String helper : OPENAI_HELPERS) {
          String id = namespace + "." + helper;
          String clash = ids.contains(id) ? "op " : namespaces.contains(id) ? "namespace " : aliases.contains(id) ? "alias " : null;
          if (clash != null) {
            out.error(ValidationRule.OPENAI_NAMESPACE, "/server/openai/namespace",
                clash + id + " would clash with the " + helper + "() helper of that namespace");
          }
        }
      }
    }
    for (Map.Entry<String, List<String>> group : catalog.legacyGroups().entrySet()) {
      List<String> patterns = group.getValue();
      for (int i = 0; i < patterns.size(); i++) {
        if (!matchesAny(patterns.get(i), catalog.ops())) {
          out.warning(ValidationRule.LEGACY_GROUP, "/legacy_groups/" + group.getKey() + "/" + i,
              "legacy group " + group.getKey() + ": pattern '" + patterns.get(i) + "' matches no op");
        }
      }
    }
  }

  /** A {@code server.<role>_op} reference, reported under {@code rule} ({@code <role>-op}) unless it names an op. */
  private static void namedOp(String id, String role, ValidationRule rule, Catalog catalog, Diagnostics out) {
    List<String> ids = catalog.opIds();
    if (id != null && !ids.contains(id)) {
      out.error(rule, "/server/" + role + "_op", "server." + role + "_op '" + id + "' is not an op of this catalog"
          + Suggestions.question(id, ids));
    }
  }

  /** True when an exact id or an {@code ns.*} pattern matches some op. */
  static boolean matchesAny(String pattern, List<Operation> ops) {
    for (Operation op : ops) {
      if (pattern.endsWith(".*") ? op.id().startsWith(pattern.substring(0, pattern.length() - 1)) : op.id().equals(pattern)) {
        return true;
      }
    }
    return false;
  }
}
