package dev.genclient.catalog.plan;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The error class of each {@link ErrorRole}, resolved once for every client. A role whose own rule
 * finds no row falls back to the base row ({@link #declared} tells the two apart); a role is empty
 * only when the table has no base row either.
 */
public final class ErrorRoles {
  private final Map<ErrorRole, ErrorClass> rows;
  private final Set<ErrorRole> declared;

  ErrorRoles(Map<ErrorRole, ErrorClass> rows, Set<ErrorRole> declared) {
    this.rows = rows.isEmpty() ? Map.of() : new EnumMap<>(rows);
    this.declared = declared.isEmpty() ? EnumSet.noneOf(ErrorRole.class) : EnumSet.copyOf(declared);
  }

  /** The class a client raises for {@code role}, the base row's when the role has none of its own. */
  public Optional<ErrorClass> row(ErrorRole role) {
    return Optional.ofNullable(rows.get(role));
  }

  /** True when the table has a row of the role's own (not the base fallback). */
  public boolean declared(ErrorRole role) {
    return declared.contains(role);
  }

  public Optional<ErrorClass> base() {
    return row(ErrorRole.BASE);
  }

  public Optional<ErrorClass> contractMismatch() {
    return row(ErrorRole.CONTRACT_MISMATCH);
  }

  public Optional<ErrorClass> notEnabled() {
    return row(ErrorRole.NOT_ENABLED);
  }

  public Optional<ErrorClass> policyDenied() {
    return row(ErrorRole.POLICY_DENIED);
  }

  public Optional<ErrorClass> invalidArgs() {
    return row(ErrorRole.INVALID_ARGS);
  }

  public Optional<ErrorClass> transport() {
    return row(ErrorRole.TRANSPORT);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("ErrorRoles[");
    for (ErrorRole role : ErrorRole.values()) {
      out.append(role == ErrorRole.BASE ? "" : ", ").append(role.wireName()).append('=')
          .append(row(role).map(ErrorClass::className).orElse(null)).append(declared(role) ? "" : " (base)");
    }
    return out.append(']').toString();
  }
}
