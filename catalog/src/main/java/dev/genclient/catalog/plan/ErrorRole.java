package dev.genclient.catalog.plan;

import java.util.Locale;

/** The errors a client raises by role rather than from a response's wire code. */
public enum ErrorRole {
  /** Every error that maps to no other row: the first row without a parent (and not client-only). */
  BASE,
  /** Raised before sending when discovery or {@code /ops} shows the server lacks the op. */
  CONTRACT_MISMATCH,
  /** Raised before sending when discovery shows the op disabled (the protocol's {@code op.not_enabled}). */
  NOT_ENABLED,
  /**
   * Raised before sending when discovery shows a path argument outside the op's path scope (the row the
   * protocol's {@code policy.denied} maps to).
   */
  POLICY_DENIED,
  /** Raised before sending when the arguments fail the op's params schema (the protocol's {@code args.invalid}). */
  INVALID_ARGS,
  /** Raised when a request got no HTTP response at all, once its retries are used up (maps like status 503). */
  TRANSPORT;

  /** The spelling in the runtime catalog document: {@code base}, {@code contract_mismatch}, ... */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
