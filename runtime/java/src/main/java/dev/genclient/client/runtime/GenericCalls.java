package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BinaryNode;
import java.net.http.HttpRequest;
import java.util.Map;

/**
 * The generic {@code call(op, args)}: any op by its reference, JSON in, JSON out, whatever its
 * kind — a download gives a binary node, a stream the array of its events, a job its final result
 * (polled with {@code statusOp}), an upload sends {@code body} (empty when null) with the arguments
 * in the query string.
 */
public final class GenericCalls {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private GenericCalls() {}

  public static JsonNode call(Transport transport, OpRef op, OpRef statusOp, String idParam, Map<String, ?> args,
      byte[] body, RequestOptions options) {
    if (body != null && !op.kind().equals("upload")) {
      throw new IllegalArgumentException(op.id() + " is a " + op.kind() + " op: only upload ops take a body");
    }
    switch (op.kind()) {
      case "download":
        return BinaryNode.valueOf(transport.download(op, args, options).data());
      case "stream": {
        ArrayNode events = transport.mapper().createArrayNode();
        try (EventStream<JsonNode> stream = transport.stream(op, args, JSON, options)) {
          stream.forEachRemaining(events::add);
        }
        return events;
      }
      case "upload":
        return transport.upload(op, args, body == null ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofByteArray(body), JSON, options).data();
      case "job": {
        JsonNode handle = transport.call(op, args, JSON, options).data();
        if (statusOp == null || handle == null) {
          return handle;
        }
        PendingJob pending = new PendingJob() {
          @Override
          public String jobId() {
            return handle.path("job_id").asText();
          }

          @Override
          public Double retryAfter() {
            return handle.hasNonNull("retry_after") ? handle.get("retry_after").asDouble() : null;
          }
        };
        return JobPoller.await(transport, op, statusOp, idParam, pending, JSON, options);
      }
      default:
        return transport.call(op, args, JSON, options).data();
    }
  }
}
