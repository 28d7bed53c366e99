package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Kind;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * A runner's PLAN.json (contract-tests/RUNNER-PROTOCOL.md) for a batch of calls in one language:
 * the server, the tokens, and one call per case with its references already replaced by the
 * language's own results of its setup cases.
 */
record RunnerPlan(String baseUrl, String token, String adminToken, String gatewayToken, String gatewayHeader, Duration timeoutPerCall) {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * The plan for {@code calls} in {@code language}. The cli column's runner calls an op by the TS
   * member's name (an alias by its own name), so its member goes under {@code ts}.
   */
  ObjectNode toJson(List<CaseCall> calls, String language) {
    ObjectNode plan = MAPPER.createObjectNode();
    plan.put("base_url", baseUrl);
    plan.put("token", token);
    plan.put("admin_token", adminToken);
    if (gatewayToken != null) {
      plan.put("gateway_token", gatewayToken);
    }
    var array = plan.putArray("calls");
    for (CaseCall c : calls) {
      ObjectNode call = array.addObject();
      call.put("id", c.c().name());
      call.put("op", c.op().id());
      call.put("kind", c.op().kind().name().toLowerCase(Locale.ROOT));
      call.put("admin", c.c().admin() || c.op().admin());
      call.putObject("members").put(language.equals("cli") ? "ts" : language, c.member());
      call.set("args", c.args());
      call.put("body", c.body());
      ObjectNode headers = call.putObject("headers");
      new TreeMap<>(c.headers()).forEach(headers::put);
      call.putNull("stream_error");
      call.put("timeout_ms", timeoutPerCall.toMillis());
      if (c.op().kind() == Kind.JOB) {
        call.put("job_timeout_ms", timeoutPerCall.toMillis());
      }
      if (c.c().baseUrl() != null) {
        call.put("base_url", c.c().baseUrl());
      }
    }
    return plan;
  }
}
