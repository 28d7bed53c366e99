package dev.genclient.catalog;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Unmodifiable copies of maps that keep the catalog's key order (Map.copyOf does not). */
final class OrderedMaps {
  private OrderedMaps() {}

  static <K, V> Map<K, V> copyOf(Map<K, V> map) {
    return Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }
}
