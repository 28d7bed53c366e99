package dev.genclient.contract;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;

/**
 * Writes PLAN.json (RUNNER-PROTOCOL.md): the mock's address, the tokens and the calls, in plan order;
 * a call to another server (the {@code v1x} mock, a closed port) carries that server's {@code base_url}.
 */
record PlanFile(String baseUrl, String legacyBaseUrl, String closedBaseUrl, String token, String adminToken) {
  static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  ObjectNode toJson(List<ContractCall> calls) {
    ObjectNode plan = MAPPER.createObjectNode();
    plan.put("base_url", baseUrl);
    plan.put("token", token);
    plan.put("admin_token", adminToken);
    ArrayNode array = plan.putArray("calls");
    for (ContractCall call : calls) {
      ObjectNode node = array.addObject();
      node.put("id", call.id());
      node.put("op", call.op());
      node.put("kind", call.kind());
      node.put("admin", call.admin());
      ObjectNode members = node.putObject("members");
      new TreeMap<>(call.members()).forEach(members::put);
      node.set("args", call.args());
      node.put("body", call.body());
      ObjectNode headers = node.putObject("headers");
      new TreeMap<>(call.headers()).forEach(headers::put);
      node.put("stream_error", call.streamError());
      switch (call.server()) {
        case LEGACY_MOCK -> node.put("base_url", legacyBaseUrl);
        case CLOSED_PORT -> node.put("base_url", closedBaseUrl);
        default -> { }
      }
    }
    return plan;
  }

  Path write(List<ContractCall> calls, Path file) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, MAPPER.writeValueAsString(toJson(calls)) + "\n");
    return file;
  }
}
