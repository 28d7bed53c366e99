package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What discovery taught the client about its server, and the binding each op call
 * takes from it: the op's own binding on a current server, its legacy REST binding on a v1 or v1.x
 * one, or a ContractMismatchError before sending when the server lacks the op. Nothing is learnt
 * implicitly: only {@code discover()} and the dynamic fallback's {@code GET /ops} feed it.
 */
public final class ServerProfile {
  /** The generation of a discovery body. */
  public enum Generation {
    /** {@code {"groups": [...]}}: gating by legacy groups, legacy bindings and legacy auth. */
    V1,
    /** {@code {"endpoints": [...]}}: legacy REST paths. */
    V1X,
    /** {@code {"catalog_version", "sdk_version", "ops": {...}}}. */
    CURRENT
  }

  /** One discovery body, read: its generation, sdk_version, ops map, groups and endpoints. */
  public record Snapshot(Generation generation, String sdkVersion, JsonNode ops, Set<String> groups,
      Set<String> endpoints) {
    public static Snapshot of(JsonNode body) {
      Set<String> groups = new LinkedHashSet<>();
      body.path("groups").forEach(g -> groups.add(g.asText()));
      Set<String> endpoints = new LinkedHashSet<>();
      body.path("endpoints").forEach(e -> endpoints.add(e.asText()));
      JsonNode sdk = body.path("sdk_version");
      String sdkVersion = sdk.isTextual() ? sdk.asText() : null;
      // ops, then endpoints, then groups: a union body is the newest generation it carries.
      if (!body.has("ops") && body.path("endpoints").isArray()) {
        return new Snapshot(Generation.V1X, null, null, groups, endpoints);
      }
      if (!body.has("ops") && body.path("groups").isArray()) {
        return new Snapshot(Generation.V1, null, null, groups, endpoints);
      }
      return new Snapshot(Generation.CURRENT, sdkVersion, body.path("ops").isObject() ? body.get("ops") : null,
          groups, endpoints);
    }

    /** The server, as a ContractMismatchError names it. */
    public String server() {
      return switch (generation) {
        case V1 -> "a v1 server (v1 servers have no sdk_version)";
        case V1X -> "a v1.x server (v1.x servers have no sdk_version)";
        case CURRENT -> "the server (sdk_version " + (sdkVersion == null ? "unknown" : sdkVersion) + ")";
      };
    }

    /** True when the server serves the op at all (enabled or not); true for a v1 server with a legacy binding. */
    public boolean serves(OpRef op) {
      return switch (generation) {
        case V1 -> op.legacy() != null;
        case V1X -> op.legacy() != null && endpoints.contains(op.legacy().path());
        case CURRENT -> ops == null || ops.has(op.id());
      };
    }

    /** The path scope the server reports for the op; unrestricted for older servers, which report none. */
    public PathScope scope(String opId) {
      return ops == null || !ops.has(opId) ? PathScope.UNRESTRICTED : PathScope.of(ops.get(opId).get("paths"));
    }

    /** False when the server reports the op with {@code "enabled": false} (only a current server reports it). */
    public boolean enabled(OpRef op) {
      return generation != Generation.CURRENT || ops == null || !ops.has(op.id())
          || ops.get(op.id()).path("enabled").asBoolean(true);
    }
  }

  private final boolean strict;
  private final ClientRuntime runtime;
  private volatile Snapshot discovered;
  private volatile OpIndex served;

  /** {@code runtime}: whose error table raises the ContractMismatchError. */
  public ServerProfile(boolean strict, ClientRuntime runtime) {
    this.strict = strict;
    this.runtime = runtime;
  }

  /** Remembers a discovery body. */
  public Snapshot learn(JsonNode capabilities) {
    Snapshot snapshot = Snapshot.of(capabilities);
    discovered = snapshot;
    return snapshot;
  }

  /** Remembers the server's catalog ({@code GET /ops}). */
  public void learnCatalog(OpIndex catalog) {
    served = catalog;
  }

  /** The last discovery, or null before {@code discover()}. */
  public Snapshot discovered() {
    return discovered;
  }

  /** True once discovery found a v1 server: the legacy credential header is then used. */
  public boolean legacyAuth() {
    Snapshot snapshot = discovered;
    return snapshot != null && snapshot.generation() == Generation.V1;
  }

  /**
   * Throws PolicyDeniedError, before sending, when discovery reported a path scope for {@code op} and one
   * of its file-system path params ({@code scoped_params}) in {@code fields} lies outside every root.
   * Nothing is checked before {@code discover()}: the server's answer then decides.
   */
  public void checkPaths(OpRef op, JsonNode fields) {
    Snapshot snapshot = discovered;
    if (snapshot == null || fields == null) {
      return;
    }
    PathScope scope = snapshot.scope(op.id());
    OpIndex.Entry entry = scope.restricted() ? runtime.index().find(op.id()) : null;
    if (entry == null) {
      return;
    }
    for (String name : entry.scopedParams()) {
      JsonNode value = fields.get(name);
      if (value != null && value.isTextual() && !scope.allows(value.asText())) {
        ObjectNode details = JsonNodeFactory.instance.objectNode().put("param", name).put("path", value.asText());
        scope.roots().forEach(details.putArray("roots")::add);
        throw runtime.errors().policyDenied(op.id() + ": " + name + " '" + value.asText()
            + "' is outside the paths the server allows (" + String.join(", ", scope.roots()) + ")", op.id(), details);
      }
    }
  }

  /** The binding to call {@code op} with, or the error that stops the call before sending. */
  public OpRef.Binding route(OpRef op) {
    Snapshot snapshot = discovered;
    if (snapshot == null && strict) {
      throw new IllegalStateException("strict mode: call discover() before calling " + op.id());
    }
    OpIndex catalog = served;
    if (catalog != null && !catalog.has(op.id())) {
      throw runtime.errors().contractMismatch("the server's catalog (sdk_version "
          + (catalog.sdkVersion() == null ? "unknown" : catalog.sdkVersion()) + ") has no op " + op.id(), op.id());
    }
    if (snapshot == null) {
      return op.http();
    }
    if (!snapshot.serves(op)) {
      throw runtime.errors().contractMismatch(snapshot.server() + " does not serve op " + op.id()
          + (snapshot.generation() == Generation.CURRENT ? "" : ", which has no legacy binding it lists"), op.id());
    }
    if (!snapshot.enabled(op)) {
      // Once discovered, a disabled op fails fast in every mode: no request is sent for a known 403.
      throw runtime.errors().notEnabled("operation " + op.id() + " is not enabled on this server", op.id());
    }
    return snapshot.generation() == Generation.CURRENT ? op.http() : op.legacy();
  }
}
