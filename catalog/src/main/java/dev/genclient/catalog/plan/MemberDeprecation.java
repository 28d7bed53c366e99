package dev.genclient.catalog.plan;

import java.util.Objects;

/**
 * Why a member is deprecated, resolved for every language alike. An op's own deprecation has
 * {@code forRemoval} false and the catalog's {@code replacement} and {@code note}; an alias is always
 * deprecated for removal, its replacement being its target (an op id, or a namespace path), its note
 * the alias's description. {@code since}, {@code replacement}, {@code removeIn} and {@code note} may be null.
 */
public record MemberDeprecation(String since, String replacement, String removeIn, String note, boolean forRemoval) {
  public MemberDeprecation {
    if (forRemoval) {
      Objects.requireNonNull(replacement, "replacement");
    }
  }
}
