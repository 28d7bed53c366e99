package dev.genclient.catalog;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Unmodifiable copies of maps that keep the catalog's key order (Map.copyOf does not). */
final class OrderedMaps {
  private OrderedMaps() {}

  static <K, V> Map<K, V> copyOf(Map<K, V> map) {
    // Most schemas have no properties: one shared empty map, not a wrapped empty LinkedHashMap each.
    return map.isEmpty() ? Collections.emptyMap() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }
}
