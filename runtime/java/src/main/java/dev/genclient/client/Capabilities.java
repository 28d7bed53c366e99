package dev.genclient.client;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.runtime.OpIndex;
import dev.genclient.client.runtime.OpRef;
import dev.genclient.client.runtime.PathScope;
import dev.genclient.client.runtime.RequestOptions;
import dev.genclient.client.runtime.ServerProfile;
import dev.genclient.client.runtime.Transport;
import java.util.List;
import java.util.Map;

/**
 * What the server said it serves ({@code discover()}): which ops are enabled, their
 * limits and allowed paths. A v1 server ({@code groups}) is gated through the catalog's legacy
 * groups, a v1.x server ({@code endpoints}) through each op's legacy path.
 */
public final class Capabilities {
  private final JsonNode body;
  private final ServerProfile.Snapshot snapshot;
  private final Transport transport;
  private final OpRef checkOp;

  Capabilities(JsonNode body, ServerProfile.Snapshot snapshot, Transport transport, OpRef checkOp) {
    this.body = body;
    this.snapshot = snapshot;
    this.transport = transport;
    this.checkOp = checkOp;
  }

  /** The raw discovery body. */
  public JsonNode body() {
    return body;
  }

  /** True for a v1 server: gating by legacy groups, legacy bindings and the legacy credential header. */
  public boolean legacy() {
    return snapshot.generation() == ServerProfile.Generation.V1;
  }

  /** The server's sdk_version; null for v1 and v1.x servers, which have none. */
  public String sdkVersion() {
    return snapshot.sdkVersion();
  }

  /** True when the server serves the op and reports it enabled. */
  public boolean can(String opId) {
    return can(ref(opId));
  }

  public boolean can(OpRef op) {
    if (!snapshot.serves(op)) {
      return false;
    }
    return switch (snapshot.generation()) {
      case V1 -> inGroup(op.id());
      case V1X -> true;
      case CURRENT -> snapshot.ops() == null || snapshot.ops().path(op.id()).path("enabled").asBoolean(true);
    };
  }

  /** A numeric limit of the op, or null. */
  public Double limit(String opId, String name) {
    JsonNode value = entry(opId).path("limits").path(name);
    return value.isNumber() ? value.asDouble() : null;
  }

  public Double limit(OpRef op, String name) {
    return limit(op.id(), name);
  }

  /**
   * The op's path scope: the roots it may touch and whether the server says it is read-only (no roots:
   * no restriction reported). After {@code discover()} a call with a file-system path param outside the
   * roots raises PolicyDeniedError before sending.
   */
  public PathScope paths(String opId) {
    JsonNode paths = entry(opId).get("paths");
    return paths == null ? PathScope.UNRESTRICTED : PathScope.of(paths);
  }

  public PathScope paths(OpRef op) {
    return paths(op.id());
  }

  /**
   * Throws, without a request, when the op cannot be called: ContractMismatchError when the server
   * lacks it, OperationNotEnabledError when it is turned off.
   */
  public void require(String opId) {
    require(ref(opId));
  }

  public void require(OpRef op) {
    if (!snapshot.serves(op)) {
      throw transport.errors().contractMismatch(snapshot.server() + " does not serve op " + op.id(), op.id());
    }
    if (!can(op)) {
      throw transport.errors().notEnabled("operation " + op.id() + " is not enabled on this server", op.id());
    }
  }

  /** Asks the server whether {@code opId} with {@code args} would be allowed (a dry run), and returns its answer. */
  public JsonNode check(String opId, Map<String, ?> args) {
    if (checkOp == null) {
      throw new UnsupportedOperationException("the catalog names no check op");
    }
    return transport.call(checkOp, Map.of("op", opId, "args", args), new TypeReference<JsonNode>() {},
        RequestOptions.NONE).data();
  }

  public JsonNode check(OpRef op, Map<String, ?> args) {
    return check(op.id(), args);
  }

  private JsonNode entry(String opId) {
    return snapshot.ops() == null ? body.path("ops").path(opId) : snapshot.ops().path(opId);
  }

  private boolean inGroup(String opId) {
    OpIndex catalog = transport.runtime().index();
    for (String group : snapshot.groups()) {
      for (String pattern : catalog.legacyGroup(group)) {
        if (pattern.equals(opId) || pattern.endsWith(".*") && opId.startsWith(pattern.substring(0, pattern.length() - 1))) {
          return true;
        }
      }
    }
    return false;
  }

  /** The reference of an op id this client knows (aliases resolved); an unknown id has no legacy binding. */
  private OpRef ref(String opId) {
    OpIndex.Entry entry = transport.runtime().index().find(opId);
    return entry != null ? entry.ref() : new OpRef(opId, new OpRef.Binding("POST", "", List.of(), false), null, false,
        "call");
  }
}
