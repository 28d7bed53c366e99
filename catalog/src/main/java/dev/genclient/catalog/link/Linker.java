package dev.genclient.catalog.link;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Resolves a validated catalog into the {@link LinkedCatalog} every target renders from. */
public final class Linker {
  public LinkedCatalog link(Catalog catalog) {
    Map<String, Operation> byId = new LinkedHashMap<>();
    catalog.ops().forEach(op -> byId.put(op.id(), op));
    Map<String, String> stems = opTypeStems(catalog);
    TypeNamer namer = new TypeNamer(catalog);
    namer.nameAll(stems);
    return new LinkedCatalog(catalog, buildTree(catalog), byId, namer.types(), namer.names(), stems);
  }

  /** {@code files.list} → {@code FilesList}; a clash ({@code a.b_c}, {@code a_b.c}) gets a numeric suffix. */
  private static Map<String, String> opTypeStems(Catalog catalog) {
    Map<String, String> stems = new LinkedHashMap<>();
    Set<String> used = new HashSet<>(catalog.types().keySet());
    for (Operation op : catalog.ops()) {
      String wanted = WordCase.pascal(op.id().replace('.', '_'));
      String stem = wanted;
      for (int n = 2; !used.add(stem); n++) {
        stem = wanted + n;
      }
      stems.put(op.id(), stem);
    }
    return stems;
  }

  private static Namespace buildTree(Catalog catalog) {
    Node root = new Node("");
    for (Operation op : catalog.ops()) {
      root.descend(op.namespace()).ops.add(op);
    }
    for (Alias alias : catalog.aliases()) {
      String path = alias.aliasPath();
      int dot = path.lastIndexOf('.');
      Node parent = root.descend(dot < 0 ? "" : path.substring(0, dot));
      (alias.isNamespace() ? parent.namespaceAliases : parent.opAliases).add(alias);
    }
    return root.freeze();
  }

  /** A mutable tree node used while building; frozen into {@link Namespace}. */
  private static final class Node {
    final String path;
    final Map<String, Node> children = new LinkedHashMap<>();
    final List<Operation> ops = new ArrayList<>();
    final List<Alias> opAliases = new ArrayList<>();
    final List<Alias> namespaceAliases = new ArrayList<>();

    Node(String path) {
      this.path = path;
    }

    Node descend(String namespace) {
      Node current = this;
      if (namespace.isEmpty()) {
        return current;
      }
      for (String segment : namespace.split("\\.")) {
        String childPath = current.path.isEmpty() ? segment : current.path + "." + segment;
        current = current.children.computeIfAbsent(segment, s -> new Node(childPath));
      }
      return current;
    }

    Namespace freeze() {
      List<Namespace> frozen = new ArrayList<>();
      children.values().forEach(child -> frozen.add(child.freeze()));
      return new Namespace(path, frozen, ops, opAliases, namespaceAliases);
    }
  }
}
