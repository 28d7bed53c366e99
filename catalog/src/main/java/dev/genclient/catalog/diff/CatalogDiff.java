package dev.genclient.catalog.diff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRoot;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Classifies every change between two valid catalogs by the rules of docs/diff.md ({@link DiffRule}).
 * Takes the parsed trees too, so top-level settings and anything no rule models are compared as JSON.
 */
public final class CatalogDiff {
  private static final List<String> SETTINGS = List.of("name", "title", "description", "sdk_version", "server", "auth",
      "exit_codes", "reserved_names", "asymmetries", "legacy_groups");

  private final Catalog oldCatalog;
  private final Catalog newCatalog;
  private final List<Finding> findings = new ArrayList<>();

  private CatalogDiff(Catalog oldCatalog, Catalog newCatalog) {
    this.oldCatalog = oldCatalog;
    this.newCatalog = newCatalog;
  }

  /** Every finding, version check included, in catalog order: ops, errors, aliases, types, settings. */
  public static List<Finding> diff(Catalog oldCatalog, JsonNode oldTree, Catalog newCatalog, JsonNode newTree) {
    CatalogDiff diff = new CatalogDiff(oldCatalog, newCatalog);
    diff.ops();
    diff.errors();
    diff.errorRoot();
    diff.aliases();
    diff.types();
    diff.order("ops", oldCatalog.ops().stream().map(Operation::id).toList(), newCatalog.ops().stream().map(Operation::id).toList());
    diff.order("errors", oldCatalog.errors().stream().map(ErrorRow::className).toList(),
        newCatalog.errors().stream().map(ErrorRow::className).toList());
    diff.order("aliases", oldCatalog.aliases().stream().map(Alias::alias).toList(), newCatalog.aliases().stream().map(Alias::alias).toList());
    diff.settings(oldTree, newTree);
    diff.unclassified(oldTree, newTree);
    List<Finding> unique = deduplicated(diff.findings);
    VersionBump.check(oldCatalog.catalogVersion(), newCatalog.catalogVersion(), unique).ifPresent(unique::add);
    return unique;
  }

  private void ops() {
    Map<String, Integer> oldIndex = index(oldCatalog.ops().stream().map(Operation::id).toList());
    Map<String, Integer> newIndex = index(newCatalog.ops().stream().map(Operation::id).toList());
    oldIndex.forEach((id, i) -> {
      if (!newIndex.containsKey(id)) {
        addOld(DiffRule.OP_REMOVED, id, "/ops/" + i, "op " + id + " removed");
      }
    });
    newIndex.forEach((id, j) -> {
      Integer i = oldIndex.get(id);
      if (i == null) {
        add(DiffRule.OP_ADDED, id, "/ops/" + j, "op " + id + " added");
      } else {
        new OperationDiff(oldCatalog, newCatalog, findings)
            .compare(oldCatalog.ops().get(i), "/ops/" + i, newCatalog.ops().get(j), "/ops/" + j);
      }
    });
  }

  private void errors() {
    Map<String, Integer> oldIndex = index(oldCatalog.errors().stream().map(ErrorRow::className).toList());
    Map<String, Integer> newIndex = index(newCatalog.errors().stream().map(ErrorRow::className).toList());
    oldIndex.forEach((name, i) -> {
      if (!newIndex.containsKey(name)) {
        addOld(DiffRule.ERROR_CLASS_REMOVED, null, "/errors/" + i, "error class " + name + " removed");
      }
    });
    newIndex.forEach((name, j) -> {
      Integer i = oldIndex.get(name);
      String at = "/errors/" + j;
      if (i == null) {
        add(DiffRule.ERROR_CLASS_ADDED, null, at, "error class " + name + " added");
        return;
      }
      ErrorRow a = oldCatalog.errors().get(i);
      ErrorRow b = newCatalog.errors().get(j);
      List<String> changed = new ArrayList<>();
      compareField(changed, "code", a.code(), b.code());
      compareField(changed, "status", a.status(), b.status());
      compareField(changed, "parent", a.parent(), b.parent());
      compareField(changed, "exit", a.exit(), b.exit());
      compareField(changed, "names", a.names(), b.names());
      compareField(changed, "client_only", a.clientOnly(), b.clientOnly());
      if (!changed.isEmpty()) {
        add(DiffRule.ERROR_CLASS_CHANGED, null, at, "error class " + name + " changed " + String.join(", ", changed));
      }
      for (String wire : a.wire()) {
        if (!b.wire().contains(wire)) {
          add(DiffRule.ERROR_CODE_REMOVED, null, at + "/wire", "error class " + name + " no longer maps wire code " + wire);
        }
      }
      for (int k = 0; k < b.wire().size(); k++) {
        if (!a.wire().contains(b.wire().get(k))) {
          add(DiffRule.ERROR_CODE_ADDED, null, at + "/wire/" + k, "error class " + name + " maps new wire code " + b.wire().get(k));
        }
      }
      if (!Objects.equals(a.description(), b.description())) {
        add(DiffRule.DESCRIPTION_CHANGED, null, at + "/description", "description of error class " + name + " changed");
      }
      if (a.legacy() != b.legacy()) {
        add(DiffRule.METADATA_CHANGED, null, at + "/legacy", "legacy flag of error class " + name + " became " + b.legacy());
      }
    });
  }

  private void errorRoot() {
    ErrorRoot a = oldCatalog.errorRoot();
    ErrorRoot b = newCatalog.errorRoot();
    if (a == null && b != null) {
      add(DiffRule.ERROR_ROOT_ADDED, null, "/error_root", "error root " + b.className() + " added");
    } else if (a != null && b == null) {
      addOld(DiffRule.ERROR_ROOT_CHANGED, null, "/error_root", "error root " + a.className() + " removed");
    } else if (a != null) {
      if (!a.className().equals(b.className()) || !a.names().equals(b.names())) {
        add(DiffRule.ERROR_ROOT_CHANGED, null, "/error_root", "error root " + a.className() + " became " + b.className()
            + (a.names().equals(b.names()) ? "" : " with names " + b.names()));
      }
      if (!Objects.equals(a.description(), b.description())) {
        add(DiffRule.DESCRIPTION_CHANGED, null, "/error_root/description", "description of error root changed");
      }
    }
  }

  private static void compareField(List<String> changed, String field, Object a, Object b) {
    if (!Objects.equals(a, b)) {
      changed.add(field + " " + a + " -> " + b);
    }
  }

  private void aliases() {
    Map<String, Integer> oldIndex = index(oldCatalog.aliases().stream().map(Alias::alias).toList());
    Map<String, Integer> newIndex = index(newCatalog.aliases().stream().map(Alias::alias).toList());
    oldIndex.forEach((name, i) -> {
      if (!newIndex.containsKey(name)) {
        addOld(DiffRule.ALIAS_REMOVED, null, "/aliases/" + i, "alias " + name + " removed");
      }
    });
    newIndex.forEach((name, j) -> {
      Integer i = oldIndex.get(name);
      String at = "/aliases/" + j;
      if (i == null) {
        add(DiffRule.ALIAS_ADDED, null, at, "alias " + name + " added (target " + newCatalog.aliases().get(j).target() + ")");
        return;
      }
      Alias a = oldCatalog.aliases().get(i);
      Alias b = newCatalog.aliases().get(j);
      if (!a.target().equals(b.target()) || a.legacyBinding() != b.legacyBinding()) {
        add(DiffRule.ALIAS_TARGET_CHANGED, null, at, "alias " + name + " now calls " + b.target()
            + (b.legacyBinding() ? " over its legacy binding" : "") + " instead of " + a.target() + (a.legacyBinding() ? " over its legacy binding" : ""));
      }
      if (!Objects.equals(a.deprecatedSince(), b.deprecatedSince()) || !Objects.equals(a.removeIn(), b.removeIn())) {
        add(DiffRule.METADATA_CHANGED, null, at, "deprecation dates of alias " + name + " changed");
      }
      if (!Objects.equals(a.description(), b.description())) {
        add(DiffRule.DESCRIPTION_CHANGED, null, at, "description of alias " + name + " changed");
      }
    });
  }

  private void types() {
    Set<String> oldTypes = oldCatalog.types().keySet();
    Set<String> newTypes = newCatalog.types().keySet();
    for (String name : oldTypes) {
      if (!newTypes.contains(name)) {
        addOld(DiffRule.TYPE_REMOVED, null, "/types/" + SourceMap.escape(name), "type " + name + " removed");
      }
    }
    for (String name : newTypes) {
      if (!oldTypes.contains(name)) {
        add(DiffRule.TYPE_ADDED, null, "/types/" + SourceMap.escape(name), "type " + name + " added");
      }
    }
  }

  /** Reports a section whose common entries appear in another order. */
  private void order(String section, List<String> oldKeys, List<String> newKeys) {
    List<String> oldCommon = oldKeys.stream().filter(newKeys::contains).toList();
    List<String> newCommon = newKeys.stream().filter(oldKeys::contains).toList();
    if (!oldCommon.equals(newCommon)) {
      add(DiffRule.UNCLASSIFIED_CHANGE, null, "/" + section, "the order of " + section + " changed"
          + (section.equals("errors") ? " (the first row listing a status decides the status mapping)" : "") + "; review it by hand");
    }
  }

  private void settings(JsonNode oldTree, JsonNode newTree) {
    idempotencyHeader();
    for (String key : SETTINGS) {
      if (!Objects.equals(withoutIdempotencyHeader(oldTree.get(key)), withoutIdempotencyHeader(newTree.get(key)))) {
        boolean removed = newTree.get(key) == null;
        findings.add(new Finding(DiffRule.CATALOG_SETTING_CHANGED, null,
            removed ? Finding.Side.OLD : Finding.Side.NEW, "/" + key, "catalog setting " + key + (removed ? " removed" : " changed")));
      }
    }
  }

  /** {@code auth.idempotency_header}: adding it is compatible; removing or renaming it breaks clients built before. */
  private void idempotencyHeader() {
    String a = oldCatalog.auth().idempotencyHeader();
    String b = newCatalog.auth().idempotencyHeader();
    if (Objects.equals(a, b)) {
      return;
    }
    String at = "/auth/idempotency_header";
    if (a == null) {
      add(DiffRule.IDEMPOTENCY_HEADER_ADDED, null, at, "auth.idempotency_header " + b + " added");
    } else if (b == null) {
      addOld(DiffRule.IDEMPOTENCY_HEADER_CHANGED, null, at, "auth.idempotency_header " + a + " removed");
    } else {
      add(DiffRule.IDEMPOTENCY_HEADER_CHANGED, null, at, "auth.idempotency_header changed from " + a + " to " + b);
    }
  }

  /** The {@code auth} setting without its idempotency header (its own rules judge it); other settings as they are. */
  private static JsonNode withoutIdempotencyHeader(JsonNode setting) {
    if (setting == null || !setting.isObject() || !setting.has("idempotency_header")) {
      return setting;
    }
    return ((ObjectNode) setting.deepCopy()).without("idempotency_header");
  }

  /**
   * A safety net: each top-level key (and each named type) whose JSON changed while no finding
   * points into it is reported, so no change goes unmentioned.
   */
  private void unclassified(JsonNode oldTree, JsonNode newTree) {
    Set<String> keys = new LinkedHashSet<>();
    oldTree.fieldNames().forEachRemaining(keys::add);
    newTree.fieldNames().forEachRemaining(keys::add);
    keys.remove("catalog_version");
    List<String> candidates = new ArrayList<>();
    for (String key : keys) {
      if (key.equals("types") && oldTree.get(key) != null && newTree.get(key) != null) {
        Set<String> names = new LinkedHashSet<>();
        oldTree.get(key).fieldNames().forEachRemaining(names::add);
        newTree.get(key).fieldNames().forEachRemaining(names::add);
        names.forEach(n -> candidates.add("/types/" + SourceMap.escape(n)));
      } else {
        candidates.add("/" + SourceMap.escape(key));
      }
    }
    for (String pointer : candidates) {
      JsonNode a = oldTree.at(pointer);
      JsonNode b = newTree.at(pointer);
      boolean covered = findings.stream().anyMatch(f -> f.pointer().equals(pointer) || f.pointer().startsWith(pointer + "/"));
      if (!a.equals(b) && !covered) {
        findings.add(new Finding(DiffRule.UNCLASSIFIED_CHANGE, null, b.isMissingNode() ? Finding.Side.OLD : Finding.Side.NEW,
            pointer, pointer.substring(1) + " changed in a way no rule classifies; review it by hand"));
      }
    }
  }

  private static List<Finding> deduplicated(List<Finding> findings) {
    Map<String, Finding> unique = new LinkedHashMap<>();
    for (Finding f : findings) {
      unique.putIfAbsent(f.rule().id() + "\0" + f.side() + "\0" + f.pointer() + "\0" + f.message(), f);
    }
    return new ArrayList<>(unique.values());
  }

  private static Map<String, Integer> index(List<String> keys) {
    Map<String, Integer> index = new LinkedHashMap<>();
    for (int i = 0; i < keys.size(); i++) {
      index.putIfAbsent(keys.get(i), i);
    }
    return index;
  }

  private void add(DiffRule rule, String op, String pointer, String message) {
    findings.add(new Finding(rule, op, Finding.Side.NEW, pointer, message));
  }

  private void addOld(DiffRule rule, String op, String pointer, String message) {
    findings.add(new Finding(rule, op, Finding.Side.OLD, pointer, message));
  }
}
