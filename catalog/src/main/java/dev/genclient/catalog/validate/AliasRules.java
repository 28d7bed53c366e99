package dev.genclient.catalog.validate;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Aliases name existing targets, never shadow an op (nor a namespace alias a namespace), and legacy
 * ones have a legacy binding. An op alias may take a namespace's name: that namespace becomes
 * callable ({@code system.env()} calls {@code system.env.get}) when the target is a call op (a
 * stream, download, upload or job member takes other arguments or returns another kind of value).
 */
final class AliasRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Map<String, Operation> ops = new HashMap<>();
    catalog.ops().forEach(op -> ops.put(op.id(), op));
    Set<String> namespaces = IdRules.namespaces(catalog.ops());
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < catalog.aliases().size(); i++) {
      Alias alias = catalog.aliases().get(i);
      String at = "/aliases/" + i;
      String path = alias.aliasPath();
      if (!seen.add(path)) {
        out.error(ValidationRule.ALIAS_TARGET, at + "/alias", "alias '" + alias.alias() + "' is declared twice");
      }
      if (ops.containsKey(path) || (alias.isNamespace() && namespaces.contains(path))) {
        out.error(ValidationRule.ALIAS_TARGET, at + "/alias",
            "alias '" + alias.alias() + "' would hide the existing " + (ops.containsKey(path) ? "op" : "namespace") + " of that name");
      } else if (namespaces.contains(path) && ops.containsKey(alias.target()) && ops.get(alias.target()).kind() != Kind.CALL) {
        out.error(ValidationRule.ALIAS_TARGET, at + "/alias", "alias '" + alias.alias() + "' takes the name of a namespace, which becomes"
            + " callable, but its target '" + alias.target() + "' is a " + ops.get(alias.target()).kind().wireName()
            + " op: only a call op can be called through a namespace");
      }
      for (String prefix = parentOf(path); prefix != null; prefix = parentOf(prefix)) {
        if (ops.containsKey(prefix)) {
          out.error(ValidationRule.ALIAS_TARGET, at + "/alias",
              "alias '" + alias.alias() + "' lies under op '" + prefix + "', which is a method, not a namespace");
        }
      }
      if (alias.isNamespace() != alias.target().endsWith(".*")) {
        out.error(ValidationRule.ALIAS_TARGET, at + "/target",
            "a namespace alias ('ns.*') needs a namespace target ('ns.*'), and an op alias an op target");
      } else if (alias.isNamespace() ? !namespaces.contains(alias.targetPath()) : !ops.containsKey(alias.target())) {
        out.error(ValidationRule.ALIAS_TARGET, at + "/target",
            "alias '" + alias.alias() + "': target '" + alias.target() + "' is not " + (alias.isNamespace() ? "a namespace" : "an op") + " of this catalog"
                + (alias.isNamespace() ? namespaceSuggestion(alias.targetPath(), namespaces) : Suggestions.question(alias.target(), catalog.opIds())));
      }
      if (alias.legacyBinding()) {
        Operation target = ops.get(alias.target());
        if (alias.isNamespace()) {
          out.error(ValidationRule.LEGACY_ALIAS, at + "/binding", "binding 'legacy' is for op aliases, not namespace aliases");
        } else if (target != null && target.legacy() == null) {
          out.error(ValidationRule.LEGACY_ALIAS, at + "/binding",
              "alias '" + alias.alias() + "' calls '" + alias.target() + "' through its legacy binding, but that op has no 'legacy'");
        }
      }
      for (String segment : path.split("\\.")) {
        if (catalog.reservedNames().contains(segment)) {
          out.error(ValidationRule.RESERVED_NAME, at + "/alias", "alias '" + alias.alias() + "': segment '" + segment + "' is in reserved_names");
        }
      }
    }
  }

  /** ": did you mean 'files.*'?" for a misspelt namespace target, or "" (sorted, so a tie is decided the same way every run). */
  private static String namespaceSuggestion(String path, Set<String> namespaces) {
    String namespace = Suggestions.suggest(path, new java.util.TreeSet<>(namespaces));
    return namespace == null ? "" : ": did you mean " + MessageText.quote(namespace + ".*") + "?";
  }

  private static String parentOf(String path) {
    int dot = path.lastIndexOf('.');
    return dot < 0 ? null : path.substring(0, dot);
  }
}
