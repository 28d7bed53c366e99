package dev.genclient.contract;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A value built once per JVM and generated client (its compiled form), keyed by the client's
 * directory and shared by every test that runs it: the contract suite, the ledger test, the
 * Prism peer test.
 */
final class PerClient<T> {
  /** Builds the value of one catalog. */
  interface Builder<T> {
    T build() throws Exception;
  }

  private final Map<Path, T> values = new HashMap<>();

  synchronized T get(Path client, Builder<T> builder) throws Exception {
    T value = values.get(client);
    if (value == null) {
      value = builder.build();
      values.put(client, value);
    }
    return value;
  }
}
