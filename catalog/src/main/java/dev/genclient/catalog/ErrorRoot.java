package dev.genclient.catalog;

import java.util.Map;
import java.util.Objects;

/**
 * The catalog's client-side root class above the error table ({@code error_root}): every row without
 * a parent is its subclass in every client.
 */
public record ErrorRoot(String className, String description, Map<String, String> names) {
  public ErrorRoot {
    Objects.requireNonNull(className, "className");
    names = OrderedMaps.copyOf(names);
  }

  /** The class name in one language: its {@code names} override, else the catalog class. */
  public String nameFor(String language) {
    return names.getOrDefault(language, className);
  }
}
