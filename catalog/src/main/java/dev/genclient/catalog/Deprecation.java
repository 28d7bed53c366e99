package dev.genclient.catalog;

import java.util.Objects;

/** Marks an operation deprecated since a catalog version, with an optional replacement op. */
public record Deprecation(String since, String replacement, String note) {
  public Deprecation {
    Objects.requireNonNull(since, "since");
  }
}
