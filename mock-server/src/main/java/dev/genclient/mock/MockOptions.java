package dev.genclient.mock;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * How one mock server runs: where it listens, which credentials it wants, what it turns off, and
 * the limits and path prefixes {@code /capabilities} reports per op. {@code port} 0 binds a free
 * port; {@code token} null means no auth; {@code log} receives one line per request.
 */
public record MockOptions(
    String host,
    int port,
    String token,
    String adminToken,
    Set<String> disabled,
    Compat compat,
    int maxBodyBytes,
    int maxConnections,
    long headerTimeoutMillis,
    long bodyTimeoutMillis,
    Consumer<String> log,
    Map<String, Map<String, BigDecimal>> limits,
    Map<String, PathGrant> paths,
    boolean requestLog) {

  public static final String DEFAULT_HOST = "127.0.0.1";
  public static final int DEFAULT_MAX_BODY_BYTES = 1 << 20;
  /** Connections served at once (one thread each); a connection past this is closed at once. */
  public static final int DEFAULT_MAX_CONNECTIONS = 1000;
  /** From a connection's opening, or the end of its previous response, to the end of the next request's headers. */
  public static final long DEFAULT_HEADER_TIMEOUT_MILLIS = 10_000;
  /** From the start of a request body's read to its end; also the bound of each response write. */
  public static final long DEFAULT_BODY_TIMEOUT_MILLIS = 30_000;

  public MockOptions {
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(compat, "compat");
    Objects.requireNonNull(log, "log");
    disabled = Set.copyOf(disabled);
    // Insertion order is kept: /capabilities lists limits and paths in the order they were given.
    Map<String, Map<String, BigDecimal>> limitCopy = new LinkedHashMap<>();
    limits.forEach((op, byName) -> limitCopy.put(op, Collections.unmodifiableMap(new LinkedHashMap<>(byName))));
    limits = Collections.unmodifiableMap(limitCopy);
    paths = Collections.unmodifiableMap(new LinkedHashMap<>(paths));
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range: " + port);
    }
    if (maxBodyBytes < 1 || maxConnections < 1 || headerTimeoutMillis < 1 || bodyTimeoutMillis < 1) {
      throw new IllegalArgumentException("maxBodyBytes, maxConnections and the timeouts must be positive");
    }
  }

  /**
   * Loopback, a free port, no auth, nothing disabled, v2.1, 1 MiB bodies, 1,000 connections, 10 s
   * for headers and 30 s for a body, no log, no limits or paths.
   */
  public static MockOptions defaults() {
    return new MockOptions(DEFAULT_HOST, 0, null, null, Set.of(), Compat.V2_1, DEFAULT_MAX_BODY_BYTES,
        DEFAULT_MAX_CONNECTIONS, DEFAULT_HEADER_TIMEOUT_MILLIS, DEFAULT_BODY_TIMEOUT_MILLIS, line -> {}, Map.of(), Map.of(), false);
  }

  public MockOptions withPort(int value) {
    return new MockOptions(host, value, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withHost(String value) {
    return new MockOptions(value, port, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withToken(String value) {
    return new MockOptions(host, port, value, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withAdminToken(String value) {
    return new MockOptions(host, port, token, value, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withDisabled(Set<String> value) {
    return new MockOptions(host, port, token, adminToken, value, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withCompat(Compat value) {
    return new MockOptions(host, port, token, adminToken, disabled, value, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withMaxBodyBytes(int value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, value,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  /** Adds limit {@code name} = {@code value} to op {@code op}'s {@code /capabilities} entry (replacing one of that name). */
  public MockOptions withLimit(String op, String name, BigDecimal value) {
    Map<String, Map<String, BigDecimal>> next = new LinkedHashMap<>(limits);
    Map<String, BigDecimal> byName = new LinkedHashMap<>(next.getOrDefault(op, Map.of()));
    byName.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
    next.put(Objects.requireNonNull(op, "op"), byName);
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, next, paths, requestLog);
  }

  /**
   * Adds path prefix {@code prefix} to op {@code op}'s {@code /capabilities} entry, reported as a bare list
   * of prefixes (the older form) unless {@link #withPathScope} gave the op a scope object.
   */
  public MockOptions withPath(String op, String prefix) {
    PathGrant grant = paths.getOrDefault(Objects.requireNonNull(op, "op"), new PathGrant(List.of(), false, true));
    List<String> roots = new ArrayList<>(grant.roots());
    roots.add(Objects.requireNonNull(prefix, "prefix"));
    return withGrant(op, new PathGrant(roots, grant.readonly(), grant.bare()));
  }

  /** Reports op {@code op}'s path scope as {@code {"roots": [...], "readonly": ...}} in {@code /capabilities}. */
  public MockOptions withPathScope(String op, List<String> roots, boolean readonly) {
    return withGrant(Objects.requireNonNull(op, "op"), new PathGrant(roots, readonly, false));
  }

  private MockOptions withGrant(String op, PathGrant grant) {
    Map<String, PathGrant> next = new LinkedHashMap<>(paths);
    next.put(op, grant);
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, next, requestLog);
  }

  public MockOptions withMaxConnections(int value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes, value, headerTimeoutMillis,
        bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withHeaderTimeoutMillis(long value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes, maxConnections, value,
        bodyTimeoutMillis, log, limits, paths, requestLog);
  }

  public MockOptions withBodyTimeoutMillis(long value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes, maxConnections,
        headerTimeoutMillis, value, log, limits, paths, requestLog);
  }

  /**
   * With {@code true}, the mock keeps every request it received and serves them at
   * {@link RequestRecorder#PATH} (GET reads, DELETE clears): a test control, off by default, never
   * in the served catalog or its OpenAPI document.
   */
  public MockOptions withRequestLog(boolean value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis, bodyTimeoutMillis, log, limits, paths, value);
  }

  public MockOptions withLog(Consumer<String> value) {
    return new MockOptions(host, port, token, adminToken, disabled, compat, maxBodyBytes,
        maxConnections, headerTimeoutMillis,
        bodyTimeoutMillis, value, limits, paths, requestLog);
  }
}
