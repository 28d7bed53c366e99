package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Objects;
import dev.genclient.verify.clients.ExpectedError;

/**
 * One call of the plan (RUNNER-PROTOCOL.md) with what the suite expects of it. {@code subject} is
 * the op or alias the call exercises (the matrix row); {@code op} the op id on the wire.
 * {@code expected} is null for a call that must succeed; {@code server} is where the call goes.
 */
record ContractCall(
    String id,
    String subject,
    String op,
    String kind,
    boolean admin,
    Map<String, String> members,
    JsonNode args,
    String body,
    Map<String, String> headers,
    String streamError,
    Server server,
    ExpectedError expected) {

  /** Where a call is sent: the mock, the {@code v1x} mock (legacy bindings), or a closed port (transport failure). */
  enum Server { MOCK, LEGACY_MOCK, CLOSED_PORT }

  ContractCall {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(server, "server");
    members = Map.copyOf(members);
    headers = Map.copyOf(headers);
  }

  boolean legacyBinding() {
    return server == Server.LEGACY_MOCK;
  }

  boolean expectsError() {
    return expected != null;
  }
}
