package dev.genclient.verify.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** What is wrong with an error answer's envelope, if anything. */
final class EnvelopeShape {
  private EnvelopeShape() {}

  /** Null when the body is {@code {"error": {code, message, op, request_id, details}}} for this request. */
  static String problem(ServerProbe.Exchange answer) {
    if (answer.json() == null || !answer.json().isObject()) {
      return "the body is not a JSON object";
    }
    JsonNode error = answer.json().get("error");
    if (error == null || !error.isObject()) {
      return "the body has no \"error\" object";
    }
    for (String key : List.of("code", "message", "request_id")) {
      if (!error.path(key).isTextual()) {
        return "error." + key + " is missing or not a string";
      }
    }
    if (!error.path("details").isObject()) {
      return "error.details is missing or not an object";
    }
    // An op the server does not know has no name to give; any op it does know must be named.
    boolean unknown = "op.unknown".equals(error.path("code").asText());
    JsonNode op = error.get("op");
    if (op == null && !unknown) {
      return "error.op is missing";
    }
    if (op != null && !op.isNull() && !unknown && !op.asText().equals(answer.op())) {
      return "error.op is " + op + ", not " + answer.op();
    }
    return null;
  }
}
