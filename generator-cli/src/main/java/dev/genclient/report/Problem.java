package dev.genclient.report;

import java.util.Objects;

/**
 * One thing a check reports, in the terms every output format needs: how bad it is, its rule, the
 * file it is about and, when known, the 1-based line and column there.
 */
public record Problem(Level level, String rule, String file, int line, int column, String message) {
  /** {@code error} fails the check; {@code warning} and {@code notice} are shown and allowed. */
  public enum Level { ERROR, WARNING, NOTICE }

  /** No line or column is known (0 means unknown). */
  public static final int UNKNOWN = 0;

  public Problem {
    Objects.requireNonNull(level, "level");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(message, "message");
  }
}
