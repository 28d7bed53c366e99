package dev.genclient.contract;

import java.util.HashMap;
import java.util.Map;

/**
 * A value built once per JVM and bundled catalog (a compiled golden client), shared by every test
 * that runs that catalog's client: the contract suite, the ledger test, the Prism peer test.
 */
final class PerCatalog<T> {
  /** Builds the value of one catalog. */
  interface Builder<T> {
    T build() throws Exception;
  }

  private final Map<String, T> values = new HashMap<>();

  synchronized T get(String catalog, Builder<T> builder) throws Exception {
    T value = values.get(catalog);
    if (value == null) {
      value = builder.build();
      values.put(catalog, value);
    }
    return value;
  }
}
