package dev.genclient.catalog.plan;

import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import java.util.Objects;
import java.util.Optional;

/**
 * One member of a namespace in the client plan. {@link #name} is the member's segment in wire
 * spelling ({@code claude_code}, {@code list}); each target maps it to its language's identifier.
 */
public sealed interface Member {
  String name();

  /** True when the clients render this member (an op or alias whose op has {@code mirror.client: false} is not). */
  default boolean client() {
    return true;
  }

  /** The member's deprecation, if any (every alias is deprecated). */
  default Optional<MemberDeprecation> deprecation() {
    return Optional.empty();
  }

  /** A child namespace: {@code files} in the root. */
  record ChildNamespace(String name, NamespacePlan namespace) implements Member {
    public ChildNamespace {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(namespace, "namespace");
    }
  }

  /** A deprecated namespace alias ({@code pty.*} → {@code terminal.*}): {@code target} is the namespace it reaches. */
  record NamespaceAlias(String name, String aliasPath, NamespacePlan target, MemberDeprecation deprecated)
      implements Member {
    public NamespaceAlias {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(aliasPath, "aliasPath");
      Objects.requireNonNull(target, "target");
      Objects.requireNonNull(deprecated, "deprecated");
    }

    @Override
    public Optional<MemberDeprecation> deprecation() {
      return Optional.of(deprecated);
    }
  }

  /**
   * A member that calls an op: the op itself or an op alias. {@link #op} is the op called (an alias's
   * target), {@link #binding} which of its HTTP bindings, {@link #http} that binding.
   */
  sealed interface Call extends Member {
    Operation op();

    Binding binding();

    /** The id this member is known by: the op's id, or the alias's. */
    String id();

    /** The binding the call goes over: {@code op.http()}, or {@code op.legacy()} for a legacy alias. */
    default HttpBinding http() {
      return binding() == Binding.LEGACY ? op().legacy() : op().http();
    }

    @Override
    default boolean client() {
      return op().mirror().client();
    }

    /** How a {@code job} op completes; empty for every other kind. */
    Optional<JobPlan> job();
  }

  /** An op of the namespace. {@code job} is set for {@code job} ops, {@code deprecated} when the op is. */
  record ClientOp(String name, Operation op, JobPlan jobPlan, MemberDeprecation deprecated) implements Call {
    public ClientOp {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(op, "op");
    }

    @Override
    public Binding binding() {
      return Binding.DEFAULT;
    }

    @Override
    public String id() {
      return op.id();
    }

    @Override
    public Optional<JobPlan> job() {
      return Optional.ofNullable(jobPlan);
    }

    @Override
    public Optional<MemberDeprecation> deprecation() {
      return Optional.ofNullable(deprecated);
    }
  }

  /** A deprecated op alias ({@code process.shell} → {@code commands.run}), with its target op and binding resolved. */
  record OpAlias(String name, String aliasId, Operation op, Binding binding, JobPlan jobPlan,
      MemberDeprecation deprecated) implements Call {
    public OpAlias {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(aliasId, "aliasId");
      Objects.requireNonNull(op, "op");
      Objects.requireNonNull(binding, "binding");
      Objects.requireNonNull(deprecated, "deprecated");
    }

    @Override
    public String id() {
      return aliasId;
    }

    @Override
    public Optional<JobPlan> job() {
      return Optional.ofNullable(jobPlan);
    }

    @Override
    public Optional<MemberDeprecation> deprecation() {
      return Optional.of(deprecated);
    }
  }

  /**
   * The OpenAI-compatible endpoint helper ({@code server.openai}) in the namespace it names.
   * {@code declaredBasePath} is the catalog's text; {@code basePath} the same with exactly one leading
   * {@code /}, which is what a client joins to its base URL (kept without a trailing slash).
   */
  record OpenAiHelper(String declaredBasePath, String basePath) implements Member {
    public OpenAiHelper {
      Objects.requireNonNull(declaredBasePath, "declaredBasePath");
      Objects.requireNonNull(basePath, "basePath");
    }

    /** {@code openai_client}: the helper's neutral name; each language spells (or renames) it. */
    @Override
    public String name() {
      return "openai_client";
    }
  }
}
