package dev.genclient.catalog.plan;

import dev.genclient.catalog.ErrorRow;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The error row of each {@link ErrorRole}, resolved once for every client. A role whose own rule
 * finds no row falls back to the base row ({@link #declared} tells the two apart); a role is empty
 * only when the table has no base row either.
 */
public final class ErrorRoles {
  private final Map<ErrorRole, ErrorRow> rows;
  private final Set<ErrorRole> declared;

  ErrorRoles(Map<ErrorRole, ErrorRow> rows, Set<ErrorRole> declared) {
    this.rows = rows.isEmpty() ? Map.of() : new EnumMap<>(rows);
    this.declared = declared.isEmpty() ? EnumSet.noneOf(ErrorRole.class) : EnumSet.copyOf(declared);
  }

  /** The row a client raises for {@code role}, the base row when the role has none of its own. */
  public Optional<ErrorRow> row(ErrorRole role) {
    return Optional.ofNullable(rows.get(role));
  }

  /** True when the table has a row of the role's own (not the base fallback). */
  public boolean declared(ErrorRole role) {
    return declared.contains(role);
  }

  public Optional<ErrorRow> base() {
    return row(ErrorRole.BASE);
  }

  public Optional<ErrorRow> contractMismatch() {
    return row(ErrorRole.CONTRACT_MISMATCH);
  }

  public Optional<ErrorRow> notEnabled() {
    return row(ErrorRole.NOT_ENABLED);
  }

  public Optional<ErrorRow> policyDenied() {
    return row(ErrorRole.POLICY_DENIED);
  }

  public Optional<ErrorRow> invalidArgs() {
    return row(ErrorRole.INVALID_ARGS);
  }

  public Optional<ErrorRow> transport() {
    return row(ErrorRole.TRANSPORT);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("ErrorRoles[");
    for (ErrorRole role : ErrorRole.values()) {
      out.append(role == ErrorRole.BASE ? "" : ", ").append(role.wireName()).append('=')
          .append(row(role).map(ErrorRow::className).orElse(null)).append(declared(role) ? "" : " (base)");
    }
    return out.append(']').toString();
  }
}
