package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Completes a job op: polls its status op until {@code succeeded} (the result, checked against the job
 * op's result schema) or {@code failed} (the mapped error), at the document's job pace
 * (the server's {@code retry_after} clamped to the policy's bounds, the 202's for the first poll; else
 * doubling from the initial interval), within the wait's deadline: past it, the transport role's
 * {@code job_deadline} error carrying the job id (the pending handle can be waited on again).
 */
public final class JobPoller {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private JobPoller() {}

  /** Waits for the job in this thread; an interrupt stops it before the next poll (CancellationException). */
  public static <T> T await(Transport transport, OpRef jobOp, OpRef statusOp, String idParam, PendingJob pending,
      TypeReference<T> type, RequestOptions options) {
    return Async.join(poll(transport, jobOp, statusOp, idParam, CompletableFuture.completedFuture(pending), type,
        options, true));
  }

  /**
   * Starts the job ({@code jobOp} with {@code params}, its handle read as {@code pendingType}) and waits
   * for it, every request on {@code HttpClient.sendAsync} and every pause on the sleeper's timer (no
   * thread waits). Cancelling the returned future stops the wait at once: the request or pause in
   * flight is cancelled and no further poll is sent.
   */
  public static <T> CompletableFuture<T> awaitAsync(Transport transport, OpRef jobOp, OpRef statusOp, String idParam,
      Object params, TypeReference<? extends PendingJob> pendingType, TypeReference<T> type, RequestOptions options) {
    return Async.start(() -> poll(transport, jobOp, statusOp, idParam,
        transport.callAsync(jobOp, params, pendingType, options), type, options, false));
  }

  private static <T> Async.Steps<T> poll(Transport transport, OpRef jobOp, OpRef statusOp, String idParam,
      CompletableFuture<? extends PendingJob> started, TypeReference<T> type, RequestOptions options,
      boolean blocking) {
    Async.Steps<T> out = new Async.Steps<>();
    out.then(started, (pending, failure) -> {
      if (failure != null) {
        out.fail(failure);
      } else {
        Wait<T> wait = new Wait<>(transport, jobOp, statusOp, idParam, pending, type, options, blocking, out);
        wait.run(() -> wait.next(1, transport.policy().jobs().initialPoll(), pending.retryAfter()));
      }
    });
    return out;
  }

  /** One job wait: its deadline, its pace, the future it completes. */
  private static final class Wait<T> {
    private final Transport transport;
    private final OpRef jobOp;
    private final OpRef statusOp;
    private final String idParam;
    private final PendingJob pending;
    private final TypeReference<T> type;
    private final RequestOptions options;
    private final boolean blocking;
    private final Async.Steps<T> out;
    private final TransportPolicy.Jobs pace;
    private final Sleeper sleeper;
    private final Duration deadline;
    private final long end;
    private boolean running;
    private Runnable queued;

    Wait(Transport transport, OpRef jobOp, OpRef statusOp, String idParam, PendingJob pending, TypeReference<T> type,
        RequestOptions options, boolean blocking, Async.Steps<T> out) {
      this.transport = transport;
      this.jobOp = jobOp;
      this.statusOp = statusOp;
      this.idParam = idParam;
      this.pending = pending;
      this.type = type;
      this.options = options;
      this.blocking = blocking;
      this.out = out;
      this.pace = transport.policy().jobs();
      this.sleeper = transport.sleeper();
      this.deadline = transport.jobTimeout(options);
      this.end = sleeper.nanoTime() + Math.min(deadline.toNanos(), Long.MAX_VALUE / 4);
    }

    /** Waits before poll number {@code poll}, then sends it (or, past the deadline, fails with {@code job_deadline}). */
    void next(int poll, Duration backoff, Double retryAfter) {
      Duration wait = retryAfter != null ? clamp(TransportPolicy.seconds(retryAfter), pace.minPoll(), pace.maxPoll())
          : backoff;
      Duration nextBackoff = retryAfter != null ? backoff : clamp(backoff.multipliedBy(2), pace.minPoll(), pace.maxPoll());
      long left = end - sleeper.nanoTime();
      if (wait.toNanos() > left) {
        out.then(Async.pause(sleeper, Duration.ofNanos(Math.max(0, left)), blocking), (done, failure) -> {
          if (failure != null) {
            out.fail(failure);
            return;
          }
          ObjectNode details = JsonNodeFactory.instance.objectNode().put("reason", "job_deadline")
              .put("job_id", pending.jobId());
          String message = "the job " + pending.jobId() + " did not finish within " + deadline.toMillis() / 1000.0
              + " s; wait on its pending handle again to resume";
          throw transport.errors().transportFailure(message, details.put("message", message), jobOp.id(), null);
        });
        return;
      }
      transport.log().poll(jobOp.id(), pending.jobId(), poll, wait);
      out.then(Async.pause(sleeper, wait, blocking), (done, failure) -> {
        if (failure != null) {
          out.fail(failure);
          return;
        }
        ObjectNode params = JsonNodeFactory.instance.objectNode().put(idParam, pending.jobId());
        out.then(transport.callFuture(statusOp, params, JSON, options, blocking, Transport::raw), (response, failed) -> {
          if (failed != null) {
            out.fail(failed);
          } else {
            answered(poll, nextBackoff, response);
          }
        });
      });
    }

    private void answered(int poll, Duration backoff, RawResponse<JsonNode> response) {
      JsonNode status = response.data();
      String state = status == null ? "" : status.path("status").asText();
      if (state.equals("succeeded")) {
        JsonNode result = status.get("result");
        transport.checkResult(jobOp.id(), result, response.requestId());
        try {
          out.complete(result == null || result.isNull() ? null : transport.mapper().convertValue(result, type));
        } catch (IllegalArgumentException e) {
          throw transport.errors().malformedResult("the job's result does not match the op's result schema", e,
              jobOp.id(), response.requestId());
        }
        return;
      }
      if (state.equals("failed")) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("error", status.get("error"));
        throw transport.errors().map(0, body, statusOp.id(), response.requestId());
      }
      Double retryAfter = status == null || !status.path("retry_after").isNumber() ? null
          : status.get("retry_after").asDouble();
      // A blocking wait's steps complete in this thread: the next poll runs from the loop in run(), not deeper.
      run(() -> next(poll + 1, backoff, retryAfter));
    }

    /**
     * Runs {@code step}; in a blocking wait, whose steps all run in the caller's thread, a step asked for
     * while one runs is queued (so polls do not nest). An asynchronous wait's steps run one after another
     * in the threads that complete them.
     */
    void run(Runnable step) {
      if (!blocking) {
        step.run();
        return;
      }
      if (running) {
        queued = step;
        return;
      }
      running = true;
      try {
        for (Runnable todo = step; todo != null; ) {
          queued = null;
          todo.run();
          todo = queued;
        }
      } finally {
        running = false;
      }
    }
  }

  private static Duration clamp(Duration wait, Duration min, Duration max) {
    return wait.compareTo(min) < 0 ? min : wait.compareTo(max) > 0 ? max : wait;
  }
}
