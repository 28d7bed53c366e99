package dev.genclient.catalog.plan;

import dev.genclient.catalog.link.LinkedCatalog;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The language-neutral plan every client target renders from: the namespaces with their members
 * resolved (child namespaces, namespace aliases, ops, op aliases with their target and binding,
 * deprecations, the OpenAI helper), the error roles, the discovery ops and the runtime catalog
 * document. Targets answer hooks over it; none walks namespaces or aliases itself.
 */
public final class ClientPlan {
  private final LinkedCatalog linked;
  private final NamespacePlan root;
  private final List<NamespacePlan> namespaces;
  private final Map<String, NamespacePlan> byPath;
  private final ErrorRoles errors;
  private final Discovery discovery;
  private RuntimeCatalog runtimeCatalog;

  ClientPlan(LinkedCatalog linked, NamespacePlan root, List<NamespacePlan> namespaces, Map<String, NamespacePlan> byPath,
      ErrorRoles errors, Discovery discovery) {
    this.linked = Objects.requireNonNull(linked, "linked");
    this.root = Objects.requireNonNull(root, "root");
    this.namespaces = List.copyOf(namespaces);
    this.byPath = Map.copyOf(byPath);
    this.errors = Objects.requireNonNull(errors, "errors");
    this.discovery = Objects.requireNonNull(discovery, "discovery");
  }

  /**
   * The plan of a linked catalog, built anew on every call: a run builds it once and hands it to every
   * target through their generation context.
   */
  public static ClientPlan of(LinkedCatalog linked) {
    return new ClientPlanBuilder(linked).build();
  }

  public LinkedCatalog linked() {
    return linked;
  }

  public NamespacePlan root() {
    return root;
  }

  /** Every namespace: the root first, then depth-first in the order ops first appear in the catalog. */
  public List<NamespacePlan> namespaces() {
    return namespaces;
  }

  public Optional<NamespacePlan> namespace(String path) {
    return Optional.ofNullable(byPath.get(path));
  }

  public ErrorRoles errors() {
    return errors;
  }

  /** Each error class's parent: its parent row, else the catalog's error root, else the runtime's root. */
  public ErrorTree errorTree() {
    return ErrorTree.of(linked.catalog());
  }

  public Discovery discovery() {
    return discovery;
  }

  /** The document every client embeds and {@code describe()} returns (built on first use). */
  public synchronized RuntimeCatalog runtimeCatalog() {
    if (runtimeCatalog == null) {
      runtimeCatalog = new RuntimeCatalog(linked.catalog(), errors);
    }
    return runtimeCatalog;
  }
}
