package dev.genclient.naming;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SchemaTree;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.catalog.validate.CatalogRule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Names that differ in the catalog but collide once a language spells them: two members of one
 * namespace ({@code list_async} against the async twin of {@code list} in Java, {@code list_items} against a
 * paginated {@code list}'s {@code listItems}), two properties of
 * one object ({@code content-type} and {@code content_type}), two {@code Ops} constants.
 */
public final class NameCollisionRule implements CatalogRule {
  private final LanguageNames names;

  public NameCollisionRule(LanguageNames names) {
    this.names = names;
  }

  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Map<String, Map<String, String>> members = new HashMap<>();
    Map<String, String> root = members.computeIfAbsent("", k -> new LinkedHashMap<>());
    names.rootMembers().forEach(m -> root.put(m, "the client's own member"));
    if (catalog.server().openai() != null && catalog.server().openai().namespace() != null) {
      Map<String, String> helpers = members.computeIfAbsent(catalog.server().openai().namespace(),
          k -> new LinkedHashMap<>());
      names.openAiMembers().forEach(m -> helpers.put(m, "the server.openai helper"));
    }
    Map<String, String> constants = new HashMap<>();
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String at = "/ops/" + i + "/id";
      claimNamespaces(op.id(), members, at, out);
      for (String member : members(op, op.simpleName())) {
        claim(members, op.namespace(), member, "op " + op.id(), at, out);
      }
      claimConstant(op.id(), constants, at, out);
    }
    for (int i = 0; i < catalog.aliases().size(); i++) {
      Alias alias = catalog.aliases().get(i);
      String at = "/aliases/" + i + "/alias";
      String path = alias.aliasPath();
      int dot = path.lastIndexOf('.');
      String parent = dot < 0 ? "" : path.substring(0, dot);
      String segment = path.substring(dot + 1);
      if (alias.isNamespace()) {
        claim(members, parent, names.namespaceMember(segment), "alias " + alias.alias(), at, out);
      } else {
        Operation target = catalog.ops().stream().filter(o -> o.id().equals(alias.target())).findFirst().orElse(null);
        for (String member : members(target, segment)) {
          claim(members, parent, member, "alias " + alias.alias(), at, out);
        }
        claimConstant(path, constants, at, out);
      }
    }
    SchemaTree.walkCatalog(catalog, (schema, at) -> {
      if (schema.properties().size() < 2) {
        return; // one property cannot collide with another
      }
      Map<String, String> seen = new HashMap<>();
      for (String wire : schema.properties().keySet()) {
        String spelled = names.propertyName(wire);
        String earlier = seen.putIfAbsent(spelled, wire);
        if (earlier != null) {
          out.error(ValidationRule.NAME_COLLISION, at.pointer() + "/properties",
              "properties '" + earlier + "' and '" + wire + "' both become '" + spelled + "' in " + names.language());
        }
      }
    });
  }

  /** The members an op (or an op alias of {@code op}, null when its target is missing) named {@code segment} adds. */
  private List<String> members(Operation op, String segment) {
    List<String> all = new ArrayList<>(names.opMembers(segment));
    if (op != null && op.kind() == Kind.CALL && op.pagination() != null) {
      all.addAll(names.pagedMembers(segment));
    }
    return all;
  }

  /** Each namespace on the way to an op is a member of its parent. */
  private void claimNamespaces(String id, Map<String, Map<String, String>> members, String at, Diagnostics out) {
    String[] segments = id.split("\\.");
    String parent = "";
    for (int s = 0; s < segments.length - 1; s++) {
      String path = parent.isEmpty() ? segments[s] : parent + "." + segments[s];
      Map<String, String> siblings = members.computeIfAbsent(parent, k -> new LinkedHashMap<>());
      String member = names.namespaceMember(segments[s]);
      String owner = siblings.get(member);
      String self = "namespace " + path;
      if (owner == null) {
        siblings.put(member, self);
      } else if (!owner.equals(self)) {
        collision(member, owner, self, parent, at, out);
      }
      parent = path;
    }
  }

  private void claim(Map<String, Map<String, String>> members, String namespace, String member, String who, String at,
      Diagnostics out) {
    String owner = members.computeIfAbsent(namespace, k -> new LinkedHashMap<>()).putIfAbsent(member, who);
    if (owner != null) {
      collision(member, owner, who, namespace, at, out);
    }
  }

  private void collision(String member, String owner, String who, String namespace, String at, Diagnostics out) {
    if (nameOf(owner).equals(nameOf(who))) {
      return; // the same catalog name twice: duplicate-id or namespace-clash already reports it
    }
    out.error(ValidationRule.NAME_COLLISION, at, who + " and " + owner + " both become the " + names.language() + " member '"
        + member + "' " + (namespace.isEmpty() ? "of the client" : "in namespace " + namespace));
  }

  /** {@code "op files.list"} → {@code "files.list"}. */
  private static String nameOf(String who) {
    return who.substring(who.indexOf(' ') + 1);
  }

  private void claimConstant(String id, Map<String, String> constants, String at, Diagnostics out) {
    String constant = names.opConstant(id);
    if (constant == null) {
      return;
    }
    String earlier = constants.putIfAbsent(constant, id);
    if (earlier != null && !earlier.equals(id)) {
      out.error(ValidationRule.NAME_COLLISION, at, "'" + id + "' and '" + earlier + "' both become the " + names.language()
          + " constant " + constant);
    }
  }
}
