package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Operation;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.References;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A runner's PLAN.json (contract-tests/RUNNER-PROTOCOL.md) for a batch of cases in one language:
 * the server, the tokens, and one call per case with its references already replaced by the
 * language's own results of its setup cases.
 */
record RunnerPlan(String baseUrl, String token, String adminToken, Duration timeoutPerCall) {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** The plan for {@code cases} in {@code language}; {@code results} holds each earlier case's result by name. */
  ObjectNode toJson(List<Case> cases, Map<String, Operation> ops, Members members, String language,
      Map<String, JsonNode> results) throws IOException {
    ObjectNode plan = MAPPER.createObjectNode();
    plan.put("base_url", baseUrl);
    plan.put("token", token);
    plan.put("admin_token", adminToken);
    ArrayNode calls = plan.putArray("calls");
    for (Case c : cases) {
      Operation op = ops.get(c.op());
      ObjectNode call = calls.addObject();
      call.put("id", c.name());
      call.put("op", c.op());
      call.put("kind", op.kind().name().toLowerCase(java.util.Locale.ROOT));
      call.put("admin", c.admin() || op.admin());
      ObjectNode paths = call.putObject("members");
      paths.put(language, members.of(c.op(), language));
      call.set("args", References.resolve(c.args(), results));
      call.put("body", c.bodyFile() != null ? Files.readString(c.bodyFile(), StandardCharsets.UTF_8) : c.body());
      ObjectNode headers = call.putObject("headers");
      new TreeMap<>(c.headers()).forEach(headers::put);
      call.putNull("stream_error");
      call.put("timeout_ms", timeoutPerCall.toMillis());
      if (op.kind() == dev.genclient.catalog.Kind.JOB) {
        call.put("job_timeout_ms", timeoutPerCall.toMillis());
      }
      if (c.baseUrl() != null) {
        call.put("base_url", c.baseUrl());
      }
    }
    return plan;
  }
}
