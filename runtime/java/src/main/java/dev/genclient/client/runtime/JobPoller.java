package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;

/** Completes a job op: polls its status op until {@code succeeded} (the result) or {@code failed} (the mapped error). */
public final class JobPoller {
  private JobPoller() {}

  public static <T> T await(Transport transport, OpRef statusOp, String idParam, PendingJob pending,
      TypeReference<T> type, RequestOptions options) {
    Double retryAfter = pending.retryAfter();
    while (true) {
      pause(transport, retryAfter);
      ObjectNode params = JsonNodeFactory.instance.objectNode().put(idParam, pending.jobId());
      RawResponse<JsonNode> response = transport.call(statusOp, params, new TypeReference<JsonNode>() {}, options);
      JsonNode status = response.data();
      String state = status == null ? "" : status.path("status").asText();
      if (state.equals("succeeded")) {
        return transport.mapper().convertValue(status.get("result"), type);
      }
      if (state.equals("failed")) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("error", status.get("error"));
        throw transport.errors().map(0, body, statusOp.id(), response.requestId());
      }
      retryAfter = status == null || !status.hasNonNull("retry_after") ? null : status.get("retry_after").asDouble();
    }
  }

  private static void pause(Transport transport, Double seconds) {
    try {
      transport.sleeper().sleep(Duration.ofMillis(seconds == null ? 1000 : (long) (seconds * 1000)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a job", e);
    }
  }
}
