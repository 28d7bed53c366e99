package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The contract plan as a {@code gen-client verify} cases file: each call a named case under its op or alias (the
 * call id up to its first {@code /}), the mock's controls as {@code headers} (a stream's error as
 * {@code X-Mock-Stream-Error}), the v1x mock and the closed port as {@code base_url}, the expected error as its wire
 * code (a status-only row as its status, the transport failure as its class), a member the ledger leaves out of a
 * client library as {@code clients} without it; an op without a call (no client member) keeps the example's case.
 */
final class ContractCases {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ContractCases() {}

  static Path write(Catalog catalog, List<ContractCall> calls, JsonNode exampleCases, String legacyBaseUrl, String closedBaseUrl,
      Path file) throws IOException {
    ObjectNode root = MAPPER.createObjectNode();
    for (ContractCall call : calls) {
      String key = call.id().substring(0, call.id().indexOf('/'));
      ArrayNode list = root.has(key) ? (ArrayNode) root.get(key) : root.putArray(key);
      ObjectNode c = list.addObject();
      c.put("name", call.id());
      c.set("args", call.args());
      if (call.body() != null) {
        c.put("body", call.body());
      }
      TreeMap<String, String> headers = new TreeMap<>(call.headers());
      if (call.streamError() != null) {
        headers.put("X-Mock-Stream-Error", call.streamError());
      }
      if (!headers.isEmpty()) {
        headers.forEach(c.putObject("headers")::put);
      }
      switch (call.server()) {
        case LEGACY_MOCK -> c.put("base_url", legacyBaseUrl);
        case CLOSED_PORT -> c.put("base_url", closedBaseUrl);
        default -> { }
      }
      if (call.expected() != null) {
        ObjectNode expect = c.putObject("expect");
        if (call.expected().errorCode() != null) {
          expect.put("error", call.expected().errorCode());
        } else if (call.server() == ContractCall.Server.CLOSED_PORT) {
          expect.put("error", call.expected().catalogClass());
        } else {
          expect.put("status", call.expected().status());
        }
      }
      TreeSet<String> libraries = new TreeSet<>(PlanBuilder.LIBRARIES);
      if (!call.members().keySet().containsAll(libraries)) {
        ArrayNode clients = c.putArray("clients");
        libraries.stream().filter(call.members()::containsKey).forEach(clients::add);
        clients.add("cli");
      }
    }
    for (Operation op : catalog.ops()) {
      if (!root.has(op.id())) {
        root.set(op.id(), exampleCases.get(op.id()));
      }
    }
    Files.createDirectories(file.getParent());
    MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), root);
    return file;
  }
}
