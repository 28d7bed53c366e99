package dev.genclient.catalog.plan;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Server;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Builds the {@link ClientPlan} of a linked (hence validated) catalog: the one walk of namespaces and aliases. */
public final class ClientPlanBuilder {
  /** The protocol's wire codes for the roles a client raises itself. */
  static final String NOT_ENABLED_CODE = "op.not_enabled";
  static final String INVALID_ARGS_CODE = "args.invalid";
  static final String POLICY_DENIED_CODE = "policy.denied";
  /** A request without any HTTP response maps like this status. */
  static final int TRANSPORT_STATUS = 503;

  private final LinkedCatalog linked;
  private final Map<String, NamespacePlan> byPath = new LinkedHashMap<>();

  public ClientPlanBuilder(LinkedCatalog linked) {
    this.linked = linked;
  }

  public ClientPlan build() {
    List<NamespacePlan> order = new ArrayList<>();
    List<Namespace> tree = new ArrayList<>();
    create(linked.root(), order, tree);
    for (int i = 0; i < order.size(); i++) {
      order.get(i).members(members(tree.get(i)));
    }
    ErrorClasses errorClasses = ErrorClasses.of(linked);
    return new ClientPlan(linked, byPath.get(""), order, byPath, errorClasses, errorRoles(linked, errorClasses),
        discovery(linked), aliases());
  }

  /** Creates every namespace first (pre-order), so a namespace alias can point at any of them. */
  private void create(Namespace ns, List<NamespacePlan> order, List<Namespace> tree) {
    NamespacePlan plan = new NamespacePlan(ns.path());
    byPath.put(ns.path(), plan);
    order.add(plan);
    tree.add(ns);
    ns.children().forEach(child -> create(child, order, tree));
  }

  private List<Member> members(Namespace ns) {
    List<Member> members = new ArrayList<>();
    for (Namespace child : ns.children()) {
      members.add(new Member.ChildNamespace(child.name(), byPath.get(child.path())));
    }
    for (Alias alias : ns.namespaceAliases()) {
      NamespacePlan target = byPath.get(alias.targetPath());
      if (target != null) {
        members.add(new Member.NamespaceAlias(lastSegment(alias.aliasPath()), alias.aliasPath(), target,
            aliasDeprecation(alias, alias.targetPath())));
      }
    }
    for (Operation op : ns.ops()) {
      MemberDeprecation deprecated = op.deprecated() == null ? null : new MemberDeprecation(op.deprecated().since(),
          op.deprecated().replacement(), null, op.deprecated().note(), false);
      members.add(new Member.ClientOp(op.simpleName(), op, job(op), deprecated));
    }
    for (Alias alias : ns.opAliases()) {
      Operation target = linked.target(alias);
      if (target != null) {
        Binding binding = alias.legacyBinding() && target.legacy() != null ? Binding.LEGACY : Binding.DEFAULT;
        Member.OpAlias member = new Member.OpAlias(lastSegment(alias.alias()), alias.alias(), target, binding, job(target),
            aliasDeprecation(alias, target.id()));
        NamespacePlan named = byPath.get(alias.alias());
        if (named != null) {
          named.call(member);
        } else {
          members.add(member);
        }
      }
    }
    Server.OpenAi openai = linked.catalog().server().openai();
    if (openai != null && !ns.isRoot() && ns.path().equals(openai.namespace())) {
      members.add(new Member.OpenAiHelper(openai.basePath(), "/" + openai.basePath().replaceFirst("^/+", "")));
    }
    return members;
  }

  /** Every alias in catalog order, each op alias with the op it calls. */
  private List<AliasPlan> aliases() {
    List<AliasPlan> out = new ArrayList<>();
    for (Alias alias : linked.catalog().aliases()) {
      out.add(new AliasPlan(alias.alias(), alias.target(), alias.isNamespace(), alias.legacyBinding(),
          alias.deprecatedSince(), alias.removeIn(), alias.description(),
          alias.isNamespace() ? Optional.empty() : linked.op(alias.target())));
    }
    return out;
  }

  private JobPlan job(Operation op) {
    if (op.job() == null) {
      return null;
    }
    Operation status = linked.op(op.job().statusOp()).orElse(op);
    return new JobPlan(status, op.job().idParam(), op.job().pendingClass());
  }

  private static MemberDeprecation aliasDeprecation(Alias alias, String replacement) {
    return new MemberDeprecation(alias.deprecatedSince(), replacement, alias.removeIn(), alias.description(), true);
  }

  private static String lastSegment(String path) {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  /**
   * The error roles: base as {@link LinkedCatalog#baseError}; contract mismatch as
   * {@link LinkedCatalog#contractMismatchError}; not enabled, policy denied and invalid args the rows the protocol's
   * codes map to; transport the row a bare 503 maps to (a row listing 503 without wire codes first,
   * then any row listing 503). Only rows a server can send take part (client-only rows do not).
   */
  static ErrorRoles errorRoles(LinkedCatalog linked, ErrorClasses classes) {
    List<ErrorRow> served = linked.catalog().errors().stream().filter(r -> !r.clientOnly()).toList();
    Map<ErrorRole, ErrorRow> own = new EnumMap<>(ErrorRole.class);
    linked.baseError().ifPresent(row -> own.put(ErrorRole.BASE, row));
    linked.contractMismatchError().ifPresent(row -> own.put(ErrorRole.CONTRACT_MISMATCH, row));
    ErrorRow.forWireCode(served, NOT_ENABLED_CODE).ifPresent(row -> own.put(ErrorRole.NOT_ENABLED, row));
    ErrorRow.forWireCode(served, POLICY_DENIED_CODE).ifPresent(row -> own.put(ErrorRole.POLICY_DENIED, row));
    ErrorRow.forWireCode(served, INVALID_ARGS_CODE).ifPresent(row -> own.put(ErrorRole.INVALID_ARGS, row));
    List<ErrorRow> unavailable = served.stream().filter(r -> r.status().contains(TRANSPORT_STATUS)).toList();
    unavailable.stream().filter(r -> r.wire().isEmpty()).findFirst().or(() -> unavailable.stream().findFirst())
        .ifPresent(row -> own.put(ErrorRole.TRANSPORT, row));
    Set<ErrorRole> declared = own.isEmpty() ? EnumSet.noneOf(ErrorRole.class) : EnumSet.copyOf(own.keySet());
    Map<ErrorRole, ErrorClass> rows = new EnumMap<>(ErrorRole.class);
    own.forEach((role, row) -> rows.put(role, classes.named(row.className()).orElseThrow()));
    ErrorClass base = rows.get(ErrorRole.BASE);
    if (base != null) {
      for (ErrorRole role : ErrorRole.values()) {
        rows.putIfAbsent(role, base);
      }
    }
    return new ErrorRoles(rows, declared);
  }

  private static Discovery discovery(LinkedCatalog linked) {
    Catalog catalog = linked.catalog();
    return new Discovery(linked.opServedAt("GET", catalog.server().capabilitiesPath()),
        linked.opServedAt("GET", catalog.server().opsPath()),
        Optional.ofNullable(catalog.server().checkOp()).flatMap(linked::op));
  }
}
