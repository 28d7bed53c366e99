package dev.genclient.catalog.plan;

import dev.genclient.catalog.Asymmetry;
import dev.genclient.catalog.Auth;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ClientDefaults;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Server;
import dev.genclient.catalog.link.LinkedCatalog;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The language-neutral plan every target renders from: the catalog's identity and settings, its ops,
 * the namespaces with their members resolved (child namespaces, namespace aliases, ops, op aliases with
 * their target and binding, deprecations, the OpenAI helper), the error classes with their parents and
 * roles, the aliases, the discovery ops and the runtime catalog document. Targets answer hooks over it;
 * none walks namespaces, aliases or the error table itself. Immutable once built: a run builds one and
 * hands it to every target.
 */
public final class ClientPlan {
  private final LinkedCatalog linked;
  private final NamespacePlan root;
  private final List<NamespacePlan> namespaces;
  private final Map<String, NamespacePlan> byPath;
  private final ErrorClasses errorClasses;
  private final ErrorRoles errors;
  private final Discovery discovery;
  private final List<AliasPlan> aliases;
  private final Map<String, List<AliasPlan>> aliasesByOp = new HashMap<>();
  private final Map<String, List<Operation>> opsByNamespace = new LinkedHashMap<>();
  private final Map<String, String> asymmetryTitles = new HashMap<>();
  private RuntimeCatalog runtimeCatalog;

  ClientPlan(LinkedCatalog linked, NamespacePlan root, List<NamespacePlan> namespaces, Map<String, NamespacePlan> byPath,
      ErrorClasses errorClasses, ErrorRoles errors, Discovery discovery, List<AliasPlan> aliases) {
    this.linked = Objects.requireNonNull(linked, "linked");
    this.root = Objects.requireNonNull(root, "root");
    this.namespaces = List.copyOf(namespaces);
    this.byPath = Map.copyOf(byPath);
    this.errorClasses = Objects.requireNonNull(errorClasses, "errorClasses");
    this.errors = Objects.requireNonNull(errors, "errors");
    this.discovery = Objects.requireNonNull(discovery, "discovery");
    this.aliases = List.copyOf(aliases);
    for (AliasPlan alias : aliases) {
      if (!alias.namespace()) {
        aliasesByOp.computeIfAbsent(alias.target(), id -> new ArrayList<>()).add(alias);
      }
    }
    for (Operation op : linked.catalog().ops()) {
      opsByNamespace.computeIfAbsent(op.namespace(), ns -> new ArrayList<>()).add(op);
    }
    for (Asymmetry asymmetry : linked.catalog().asymmetries()) {
      asymmetryTitles.putIfAbsent(asymmetry.id(), asymmetry.title());
    }
  }

  /** The plan of a linked catalog, built anew on every call: a run builds it once and hands it to every target. */
  public static ClientPlan of(LinkedCatalog linked) {
    return new ClientPlanBuilder(linked).build();
  }

  /** The linked catalog under the plan: the named types and schemas a target maps to its language. */
  public LinkedCatalog linked() {
    return linked;
  }

  /** The catalog's machine name ({@code agent-sandbox-server}). */
  public String name() {
    return catalog().name();
  }

  /** The human title, falling back to the machine name. */
  public String displayTitle() {
    return catalog().displayTitle();
  }

  public String catalogVersion() {
    return catalog().catalogVersion();
  }

  /** The clients' package version when the catalog sets one, else null. */
  public String sdkVersion() {
    return catalog().sdkVersion();
  }

  /** The catalog's description, or null. */
  public String description() {
    return catalog().description();
  }

  public Server server() {
    return catalog().server();
  }

  public Auth auth() {
    return catalog().auth();
  }

  /** The transport policy every client follows: the built-in one with the catalog's overrides merged in. */
  public ClientDefaults clientDefaults() {
    return catalog().clientDefaults();
  }

  /** Each exit family's process exit code, in catalog order. */
  public Map<String, Integer> exitCodes() {
    return catalog().exitCodes();
  }

  /** The legacy groups: each group's name and the ops in it, in catalog order. */
  public Map<String, List<String>> legacyGroups() {
    return catalog().legacyGroups();
  }

  /** Every op, in catalog order (those the clients do not render included). */
  public List<Operation> ops() {
    return catalog().ops();
  }

  /** The ops by the namespace they are declared in, namespaces in the order their first op appears. */
  public Map<String, List<Operation>> opsByNamespace() {
    return opsByNamespace;
  }

  /** The ops in {@code namespace} and below it, in catalog order; empty when no op lives there. */
  public List<Operation> opsUnder(String namespace) {
    return ops().stream().filter(op -> op.namespace().equals(namespace) || op.namespace().startsWith(namespace + "."))
        .toList();
  }

  /** The title of an asymmetry id, if the catalog declares it with one. */
  public Optional<String> asymmetryTitle(String id) {
    return Optional.ofNullable(asymmetryTitles.get(id));
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

  /** The error classes: the error root, the rows in table order and parents first, each with the class it extends. */
  public ErrorClasses errorClasses() {
    return errorClasses;
  }

  /** The error class of each role a client raises itself. */
  public ErrorRoles errors() {
    return errors;
  }

  /** Every alias (namespace and op aliases), in catalog order. */
  public List<AliasPlan> aliases() {
    return aliases;
  }

  /** The op aliases that call {@code op}, in catalog order. */
  public List<AliasPlan> aliasesOf(Operation op) {
    return aliasesByOp.getOrDefault(op.id(), List.of());
  }

  public Discovery discovery() {
    return discovery;
  }

  /** The document every client embeds and {@code describe()} returns (built on first use: a run without a client needs none). */
  public synchronized RuntimeCatalog runtimeCatalog() {
    if (runtimeCatalog == null) {
      runtimeCatalog = new RuntimeCatalog(linked.catalog(), errors);
    }
    return runtimeCatalog;
  }

  private Catalog catalog() {
    return linked.catalog();
  }
}
