package dev.genclient.targets;

import java.util.Objects;
import java.util.function.Function;

/**
 * One option a target declares: its command-line flag, its key in {@link TargetOptions} and in a
 * sync lock, its help, and the check of its value (a problem is a usage error, exit 2).
 */
public record TargetOption(String flag, String key, String paramLabel, String description,
    Function<String, String> check) {
  public TargetOption {
    Objects.requireNonNull(flag, "flag");
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(paramLabel, "paramLabel");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(check, "check");
  }

  /** A value accepted as it is. */
  public static TargetOption free(String flag, String key, String paramLabel, String description) {
    return new TargetOption(flag, key, paramLabel, description, value -> null);
  }

  /** Why {@code value} cannot be used, or null when it can (or is unset). */
  public String problem(String value) {
    return value == null ? null : check.apply(value);
  }
}
