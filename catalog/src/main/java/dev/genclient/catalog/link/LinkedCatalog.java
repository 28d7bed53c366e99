package dev.genclient.catalog.link;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A validated catalog with its references resolved: the namespace tree, the named types (declared
 * and inline), the ops by id, and the error table's base class. Every target renders from this.
 */
public final class LinkedCatalog {
  private final Catalog catalog;
  private final Namespace root;
  private final Map<String, Operation> opsById;
  private final List<NamedType> namedTypes;
  private final IdentityHashMap<Schema, String> typeNames;
  private final Map<String, String> opTypeStems;
  /** {@link #resolve} of each {@code $ref} met so far, by type name (targets render on several threads). */
  private final Map<String, Schema> resolvedRefs = new ConcurrentHashMap<>();

  LinkedCatalog(Catalog catalog, Namespace root, Map<String, Operation> opsById, List<NamedType> namedTypes,
      IdentityHashMap<Schema, String> typeNames, Map<String, String> opTypeStems) {
    this.catalog = catalog;
    this.root = root;
    this.opsById = Map.copyOf(opsById);
    this.namedTypes = List.copyOf(namedTypes);
    this.typeNames = typeNames;
    this.opTypeStems = Map.copyOf(opTypeStems);
  }

  public Catalog catalog() {
    return catalog;
  }

  /** The namespace tree, in the order ops first appear in the catalog. */
  public Namespace root() {
    return root;
  }

  public Optional<Operation> op(String id) {
    return Optional.ofNullable(opsById.get(id));
  }

  /** Declared types first (catalog order), then inline types in the order they were found. */
  public List<NamedType> namedTypes() {
    return namedTypes;
  }

  /** The type name of a schema instance that has one (a {@code $ref} resolves to its type's name). */
  public Optional<String> typeName(Schema schema) {
    if (schema.isRef()) {
      return Optional.of(schema.ref());
    }
    return Optional.ofNullable(typeNames.get(schema));
  }

  /** The PascalCase stem of an op's types ({@code FilesList} for {@code files.list}). */
  public String typeStem(Operation op) {
    return opTypeStems.get(op.id());
  }

  /**
   * Follows {@code $ref}s to the defining schema. Targets ask this at every step of their schema
   * walks, so a schema that is no reference comes back at once and each reference is followed once
   * per type name.
   */
  public Schema resolve(Schema schema) {
    if (schema == null || !schema.isRef()) {
      return schema;
    }
    Schema known = resolvedRefs.get(schema.ref());
    if (known != null) {
      return known;
    }
    Schema resolved = SchemaTree.resolve(catalog, schema);
    if (resolved != null) {
      resolvedRefs.put(schema.ref(), resolved);
    }
    return resolved;
  }

  /** The error row every unmatched error maps to: the first row without a parent. */
  public Optional<ErrorRow> baseError() {
    return catalog.errors().stream().filter(e -> e.parent() == null && !e.clientOnly()).findFirst();
  }

  /**
   * The error table with every row after its parent, table order otherwise: the order in which a
   * language that needs a class declared before its subclasses (TS, Python) declares them.
   */
  public List<ErrorRow> errorsParentsFirst() {
    Map<String, ErrorRow> byClass = errorsByClass();
    Set<String> seen = new HashSet<>();
    List<ErrorRow> out = new ArrayList<>();
    for (ErrorRow row : catalog.errors()) {
      addParentsFirst(row, byClass, seen, out);
    }
    return out;
  }

  private static void addParentsFirst(ErrorRow row, Map<String, ErrorRow> byClass, Set<String> seen, List<ErrorRow> out) {
    if (!seen.add(row.className())) {
      return;
    }
    ErrorRow parent = row.parent() == null ? null : byClass.get(row.parent());
    if (parent != null) {
      addParentsFirst(parent, byClass, seen, out);
    }
    out.add(row);
  }

  /**
   * The row of ContractMismatchError, which a client raises itself: the first client-only
   * row descending from the row that maps the protocol's {@code op.unknown}; else that row itself;
   * empty when no row maps {@code op.unknown}.
   */
  public Optional<ErrorRow> contractMismatchError() {
    List<ErrorRow> errors = catalog.errors();
    Optional<ErrorRow> unknown = ErrorRow.forWireCode(errors, "op.unknown");
    if (unknown.isEmpty()) {
      return Optional.empty();
    }
    Map<String, ErrorRow> byClass = errorsByClass();
    for (ErrorRow row : errors) {
      if (row.clientOnly() && descends(row, unknown.get(), byClass)) {
        return Optional.of(row);
      }
    }
    return unknown;
  }

  private static boolean descends(ErrorRow row, ErrorRow ancestor, Map<String, ErrorRow> byClass) {
    Set<String> seen = new HashSet<>();
    for (ErrorRow at = byClass.get(row.parent()); at != null && seen.add(at.className()); at = byClass.get(at.parent())) {
      if (at == ancestor) {
        return true;
      }
    }
    return false;
  }

  /** The error rows by class name (the first row of a name, should validation have let a twin through). */
  private Map<String, ErrorRow> errorsByClass() {
    Map<String, ErrorRow> byClass = new HashMap<>();
    catalog.errors().forEach(e -> byClass.putIfAbsent(e.className(), e));
    return byClass;
  }

  /** The catalog's op served at {@code method path} (the discovery routes are found this way), if any. */
  public Optional<Operation> opServedAt(String method, String path) {
    return catalog.ops().stream()
        .filter(op -> op.http().method().equals(method) && op.http().path().equals(path)).findFirst();
  }

  /** The op an op alias calls. */
  public Operation target(Alias alias) {
    return opsById.get(alias.target());
  }
}
