package dev.genclient.mock;

import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * How one mock server runs: where it listens, which credentials it wants, what it turns off.
 * {@code port} 0 binds a free port; {@code token} null means no auth; {@code log} receives one
 * line per request.
 */
public record MockOptions(
    String host,
    int port,
    String token,
    String adminToken,
    Set<String> disabled,
    Compat compat,
    int maxBodyBytes,
    int threads,
    Consumer<String> log) {

  public static final String DEFAULT_HOST = "127.0.0.1";
  public static final int DEFAULT_MAX_BODY_BYTES = 1 << 20;

  public MockOptions {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(compat, "compat");
    Objects.requireNonNull(log, "log");
    disabled = Set.copyOf(disabled);
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range: " + port);
    }
    if (maxBodyBytes < 1 || threads < 1) {
      throw new IllegalArgumentException("maxBodyBytes and threads must be positive");
    }
  }

  /** Loopback, a free port, no auth, nothing disabled, v2.1, 1 MiB bodies, no log. */
  public static MockOptions defaults() {
    int threads = Math.max(8, 2 * Runtime.getRuntime().availableProcessors());
    return new MockOptions(DEFAULT_HOST, 0, null, null, Set.of(), Compat.V2_1, DEFAULT_MAX_BODY_BYTES, threads, line -> {});
  }

  public MockOptions withPort(int value) {
    return new MockOptions(host, value, token, adminToken, disabled, compat, maxBodyBytes, threads, log);
  }

  public MockOptions withHost(String value) {
    return new MockOptions(value, port, token, adminToken, disabled, compat, maxBodyBytes, threads, log);
  }

  public MockOptions withToken(String value) {
    return new MockOptions(host, port, value, adminToken, disabled, compat, maxBodyBytes, threads, log);
  }

  public MockOptions withAdminToken(String value) {
    return new MockOptions(host, port, token, value, disabled, compat, maxBodyBytes, threads, log);
  }

  public MockOptions withDisabled(Set<String> value) {
    return new MockOptions(host, port, token, adminToken, value, compat, maxBodyBytes, threads, log);
  }

  public MockOptions withCompat(Compat value) {
    return new MockOptions(host, port, token, adminToken, disabled, value, maxBodyBytes, threads, log);
  }

  public MockOptions withMaxBodyBytes(int value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, value, threads, log);
  }

  public MockOptions withLog(Consumer<String> value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes, threads, value);
  }
}
