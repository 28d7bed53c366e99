package dev.genclient.catalog.diff;

import java.util.Objects;

/**
 * One classified change. {@code side} says which catalog {@code pointer} points into: the old one
 * for things that were removed, else the new one. {@code op} is null for changes outside ops.
 */
public record Finding(DiffRule rule, String op, Side side, String pointer, String message) {
  /** Which of the two catalogs a finding's pointer refers to. */
  public enum Side { OLD, NEW }

  public Finding {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(message, "message");
  }

  public Impact impact() {
    return rule.impact();
  }
}
