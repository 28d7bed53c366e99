package dev.genclient.catalog.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One namespace of the client plan: its path ({@code ""} for the root) and its members in the order
 * every client renders them — child namespaces, namespace aliases, ops, op aliases, then the OpenAI
 * helper — each in catalog order. Members whose op the clients do not render ({@code mirror.client:
 * false}) are kept, marked by {@link Member#client()}, for the ops tree; {@link #clientMembers} leaves them out.
 */
public final class NamespacePlan {
  private final String path;
  private List<Member> members = List.of();
  private Member.OpAlias call;

  NamespacePlan(String path) {
    this.path = Objects.requireNonNull(path, "path");
  }

  /** Set once by the builder: a namespace alias may reach a namespace built after it. */
  void members(List<Member> members) {
    this.members = List.copyOf(members);
  }

  /** Set by the builder when an op alias has this namespace's name ({@code system.env} → {@code system.env.get}). */
  void call(Member.OpAlias alias) {
    this.call = alias;
  }

  /**
   * The op alias that calling this namespace calls, if one has its name: Python and TypeScript make the
   * namespace callable; Java cannot (a method returns the namespace), so it renders no member for it.
   * The alias is not among the parent's members.
   */
  public Optional<Member.OpAlias> call() {
    return Optional.ofNullable(call).filter(Member::client);
  }

  public String path() {
    return path;
  }

  /** The last segment of the path ({@code ""} for the root). */
  public String name() {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  public boolean isRoot() {
    return path.isEmpty();
  }

  /** Every member in order, those of unrendered ops included. */
  public List<Member> members() {
    return members;
  }

  /** The members the clients render, in order. */
  public List<Member> clientMembers() {
    return members.stream().filter(Member::client).toList();
  }

  public List<Member.ChildNamespace> children() {
    return of(Member.ChildNamespace.class);
  }

  public List<Member.NamespaceAlias> namespaceAliases() {
    return of(Member.NamespaceAlias.class);
  }

  /** The ops the clients render as methods here, in catalog order. */
  public List<Member.ClientOp> ops() {
    return of(Member.ClientOp.class).stream().filter(Member::client).toList();
  }

  /** The op aliases the clients render here (their target is rendered), in catalog order. */
  public List<Member.OpAlias> opAliases() {
    return of(Member.OpAlias.class).stream().filter(Member::client).toList();
  }

  /** Ops then op aliases that the clients render: every method that calls an op. */
  public List<Member.Call> calls() {
    return of(Member.Call.class).stream().filter(Member::client).toList();
  }

  /** Ops then op aliases, unrendered ones included: the entries of the ops tree. */
  public List<Member.Call> allCalls() {
    return of(Member.Call.class);
  }

  public Optional<Member.OpenAiHelper> openAi() {
    return of(Member.OpenAiHelper.class).stream().findFirst();
  }

  private <T extends Member> List<T> of(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (Member member : members) {
      if (type.isInstance(member)) {
        out.add(type.cast(member));
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "NamespacePlan[" + path + "]";
  }
}
