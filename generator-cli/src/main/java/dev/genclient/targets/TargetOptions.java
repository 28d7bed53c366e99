package dev.genclient.targets;

import java.util.HashMap;
import java.util.Map;

/**
 * The values a run gives the options targets declare ({@link Target#options}), by key. An unset
 * option is absent: the target then uses its default, derived from the catalog.
 */
public record TargetOptions(Map<String, String> values) {
  public static final TargetOptions DEFAULTS = new TargetOptions(Map.of());

  public TargetOptions {
    values = Map.copyOf(values);
  }

  /** The value of {@code option}, or null when it is unset. */
  public String get(TargetOption option) {
    return values.get(option.key());
  }

  /** These options with {@code option} set to {@code value} (null: unset). */
  public TargetOptions with(TargetOption option, String value) {
    Map<String, String> copy = new HashMap<>(values);
    if (value == null) {
      copy.remove(option.key());
    } else {
      copy.put(option.key(), value);
    }
    return new TargetOptions(copy);
  }
}
