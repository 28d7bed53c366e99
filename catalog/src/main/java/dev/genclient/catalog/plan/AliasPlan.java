package dev.genclient.catalog.plan;

import dev.genclient.catalog.Operation;
import java.util.Objects;
import java.util.Optional;

/**
 * One deprecated alias of the catalog, as declared ({@code alias} and {@code target} keep a namespace
 * alias's {@code .*}), with the op an op alias calls resolved ({@link #op}: empty for a namespace alias).
 */
public record AliasPlan(String alias, String target, boolean namespace, boolean legacyBinding, String deprecatedSince,
    String removeIn, String description, Optional<Operation> op) {
  public AliasPlan {
    Objects.requireNonNull(alias, "alias");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(op, "op");
  }

  /** The alias without its {@code .*} suffix. */
  public String aliasPath() {
    return namespace ? alias.substring(0, alias.length() - 2) : alias;
  }
}
