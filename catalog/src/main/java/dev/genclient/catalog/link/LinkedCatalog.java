package dev.genclient.catalog.link;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

  /** Follows {@code $ref}s to the defining schema. */
  public Schema resolve(Schema schema) {
    return SchemaTree.resolve(catalog, schema);
  }

  /** The error row every unmatched error maps to: the first row without a parent. */
  public Optional<ErrorRow> baseError() {
    return catalog.errors().stream().filter(e -> e.parent() == null && !e.clientOnly()).findFirst();
  }

  /** The op an op alias calls. */
  public Operation target(Alias alias) {
    return opsById.get(alias.target());
  }
}
