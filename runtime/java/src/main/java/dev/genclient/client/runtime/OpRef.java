package dev.genclient.client.runtime;

import java.util.List;
import java.util.Objects;

/**
 * A reference to one op ({@code Ops.files().list()}): its id, its binding, its legacy REST binding
 * (or null), whether retries are allowed, its kind ({@code call}, {@code stream}, {@code download},
 * {@code upload}, {@code job}) and a stream's framing ({@code ndjson} or {@code sse}; null for other
 * kinds). Capability checks and the generic {@code call} accept it.
 */
public record OpRef(String id, Binding http, Binding legacy, boolean idempotent, String kind, String streamFormat) {
  public OpRef {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(http, "http");
    Objects.requireNonNull(kind, "kind");
    if (streamFormat == null && kind.equals("stream")) {
      streamFormat = "ndjson";
    }
  }

  /** An op whose stream, if it is one, is NDJSON. */
  public OpRef(String id, Binding http, Binding legacy, boolean idempotent, String kind) {
    this(id, http, legacy, idempotent, kind, null);
  }

  /** One HTTP binding: method, path template, the params the path takes, and whether the others go to the query. */
  public record Binding(String method, String path, List<String> pathParams, boolean query) {
    public Binding {
      Objects.requireNonNull(method, "method");
      Objects.requireNonNull(path, "path");
      pathParams = List.copyOf(pathParams);
    }
  }

  /** A route of the server that the catalog has no op for ({@code GET /capabilities}): a retryable GET named by its path. */
  public static OpRef route(String path) {
    return new OpRef(path, new Binding("GET", path, List.of(), true), null, true, "call");
  }

  /** This op called over its legacy binding (aliases declared with {@code binding: legacy}); itself without one. */
  public OpRef viaLegacy() {
    return legacy == null ? this : new OpRef(id, legacy, legacy, idempotent, kind, streamFormat);
  }
}
