package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.StreamFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Answers a valid op call by its kind: call → the result JSON; stream → NDJSON or server-sent events;
 * download → bytes; upload → the result JSON; job → 202 and a handle whose id carries the job's
 * controls ({@link JobTicket}): the status op reports it running for the asked-for polls, then
 * succeeded (the job op's result) or failed (the asked-for error). A paginated call answers one page ({@link MockPages}).
 */
final class OpResponder {
  /** Events sent before the error line of {@code X-Mock-Stream-Error}. */
  static final int EVENTS_BEFORE_STREAM_ERROR = 2;

  private final Catalog catalog;
  private final ResultSynthesizer synthesizer;
  private final MockPages pages;
  private final ErrorResponder errors;
  private final Supplier<JsonNode> capabilities;
  private final Map<String, Operation> jobByStatusOp = new HashMap<>();
  /** Polls per job id, for X-Mock-Job-Polls (each started job has its own id). */
  private final RecentCounts polls = new RecentCounts(MockControls.REMEMBERED_IDS);

  OpResponder(Catalog catalog, ErrorResponder errors, Supplier<JsonNode> capabilities) {
    this.catalog = catalog;
    this.synthesizer = new ResultSynthesizer(catalog);
    this.pages = new MockPages(catalog, synthesizer);
    this.errors = errors;
    this.capabilities = capabilities;
    for (Operation op : catalog.ops()) {
      if (op.job() != null) {
        jobByStatusOp.put(op.job().statusOp(), op);
      }
    }
  }

  /**
   * Writes the answer and returns its status; {@code ticket} is the job's (null for other kinds). The
   * requested controls shape it: a stream's error line or broken line, a gzip-encoded body.
   */
  int answer(MockExchange exchange, Operation op, ObjectNode params, String requestId, MockControls.Requested requested,
      JobTicket ticket) throws IOException {
    String encoding = requested.gzip() ? "gzip" : null;
    switch (op.kind()) {
      case STREAM:
        streamLines(exchange, op, requestId, requested);
        return 200;
      case DOWNLOAD:
        String text = "mock download of " + op.id() + " " + new String(HttpReply.toBytes(params), StandardCharsets.UTF_8) + "\n";
        HttpReply.bytes(exchange, 200, "application/octet-stream", text.getBytes(StandardCharsets.UTF_8), encoding);
        return 200;
      case JOB:
        HttpReply.bytes(exchange, 202, HttpReply.JSON, HttpReply.toBytes(jobHandle(ticket == null ? JobTicket.plain(op.id()) : ticket)),
            encoding);
        return 202;
      default:
        JsonNode result = pages.page(op, params, result(op, params, requestId), requested.items(), requested.repeatCursor());
        HttpReply.bytes(exchange, 200, HttpReply.JSON, HttpReply.toBytes(result), encoding);
        return 200;
    }
  }

  /** The JSON result of a call or upload op. */
  JsonNode result(Operation op, ObjectNode params, String requestId) {
    if (op.http().method().equals("GET") && op.http().path().equals(catalog.server().capabilitiesPath())) {
      return capabilities.get();
    }
    Operation job = jobByStatusOp.get(op.id());
    return job == null ? synthesizer.result(op) : jobStatus(op, job, params, requestId);
  }

  private static ObjectNode jobHandle(JobTicket ticket) {
    ObjectNode handle = JsonNodeFactory.instance.objectNode();
    handle.put("job_id", ticket.id());
    handle.put("status", "pending");
    handle.put("retry_after", ticket.retryAfterSeconds());
    return handle;
  }

  /**
   * The status op's answer for the asked-for job: running while its ticket's polls last, then
   * failed with its ticket's error envelope (the job op as {@code op}, this poll's request id), or
   * succeeded with the job op's result.
   */
  private JsonNode jobStatus(Operation statusOp, Operation job, ObjectNode params, String requestId) {
    JsonNode base = synthesizer.result(statusOp);
    if (!base.isObject()) {
      return base;
    }
    ObjectNode status = (ObjectNode) base;
    JsonNode id = params.get(job.job().idParam());
    String jobId = id == null ? JobTicket.plain(job.id()).id() : id.asText();
    JobTicket ticket = JobTicket.parse(jobId, job.id());
    status.put("job_id", jobId);
    status.put("retry_after", ticket.retryAfterSeconds());
    status.remove("error");
    status.remove("result");
    if (ticket.forever() || ticket.polls() > 0 && polls.next(jobId) <= ticket.polls()) {
      status.put("status", "running");
    } else if (ticket.error() != null) {
      status.put("status", "failed");
      status.set("error", errors.envelope(ticket.error(), "mock job failure requested by " + MockControls.JOB_ERROR,
          job.id(), requestId, JsonNodeFactory.instance.objectNode().put("mock", true)).get("error"));
    } else {
      status.put("status", "succeeded");
      if (job.result() != null) {
        status.set("result", synthesizer.result(job));
      }
    }
    return status;
  }

  /**
   * The stream's events, framed by the op's stream format (NDJSON lines or server-sent events); with
   * X-Mock-Stream-Error two of them, then the error line (an {@code error} event); with X-Mock-Stream one,
   * then a line (an event's data) that is not JSON ({@code bad-line}) or the first half of the next event's
   * line (event) at the end of the body ({@code partial-line}), or only the event it gives as a JSON object.
   */
  private void streamLines(MockExchange exchange, Operation op, String requestId, MockControls.Requested requested)
      throws IOException {
    boolean sse = op.streamFormat() == StreamFormat.SSE;
    List<JsonNode> events = synthesizer.events(op);
    if (requested.stream() != null && requested.stream().startsWith("{")) {
      List<JsonNode> given = List.of(HttpReply.MAPPER.readTree(requested.stream()));
      if (sse) {
        HttpReply.sse(exchange, given, false, "");
      } else {
        HttpReply.ndjson(exchange, given, "");
      }
      return;
    }
    if (requested.stream() != null) {
      byte[] next = HttpReply.toBytes(events.size() > 1 ? events.get(1) : events.get(0));
      String bad = "mock: this line is not JSON (" + MockControls.STREAM + ": bad-line)";
      String half = new String(next, 0, next.length / 2, StandardCharsets.UTF_8);
      if (sse) {
        HttpReply.sse(exchange, events.subList(0, 1), false,
            requested.stream().equals("bad-line") ? "data: " + bad + "\n\n" : "data: " + half);
      } else {
        HttpReply.ndjson(exchange, events.subList(0, 1), requested.stream().equals("bad-line") ? bad + "\n" : half);
      }
      return;
    }
    List<JsonNode> lines = events;
    if (requested.streamError() != null) {
      lines = new ArrayList<>(events.subList(0, Math.min(EVENTS_BEFORE_STREAM_ERROR, events.size())));
      lines.add(errors.envelope(requested.streamError(), "mock stream error requested by " + MockControls.STREAM_ERROR,
          op.id(), requestId, null));
    }
    if (sse) {
      HttpReply.sse(exchange, lines, requested.streamError() != null, "");
    } else {
      HttpReply.ndjson(exchange, lines, "");
    }
  }
}
