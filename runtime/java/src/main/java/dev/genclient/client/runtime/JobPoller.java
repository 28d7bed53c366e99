package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

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
    return poll(transport, jobOp, statusOp, idParam, pending, type, options, () -> Thread.currentThread().isInterrupted());
  }

  /**
   * Starts the job and waits for it on the client's executor. Cancelling the returned future stops the
   * wait at once: the waiting thread is interrupted and no further poll is sent.
   */
  public static <T> CompletableFuture<T> awaitAsync(Transport transport, OpRef jobOp, OpRef statusOp, String idParam,
      Supplier<? extends PendingJob> start, TypeReference<T> type, RequestOptions options) {
    Waiting<T> future = new Waiting<>();
    transport.executor().execute(() -> {
      if (!future.enter()) {
        return;
      }
      try {
        future.complete(poll(transport, jobOp, statusOp, idParam, start.get(), type, options, future::isDone));
      } catch (RuntimeException | Error e) {
        future.completeExceptionally(e);
      } finally {
        future.leave();
      }
    });
    return future;
  }

  private static <T> T poll(Transport transport, OpRef jobOp, OpRef statusOp, String idParam, PendingJob pending,
      TypeReference<T> type, RequestOptions options, BooleanSupplier stopped) {
    TransportPolicy.Jobs pace = transport.policy().jobs();
    Sleeper sleeper = transport.sleeper();
    Duration deadline = transport.jobTimeout(options);
    long end = sleeper.nanoTime() + Math.min(deadline.toNanos(), Long.MAX_VALUE / 4);
    Duration backoff = pace.initialPoll();
    Double retryAfter = pending.retryAfter();
    for (int poll = 1; ; poll++) {
      Duration wait;
      if (retryAfter != null) {
        wait = clamp(TransportPolicy.seconds(retryAfter), pace.minPoll(), pace.maxPoll());
      } else {
        wait = backoff;
        backoff = clamp(backoff.multipliedBy(2), pace.minPoll(), pace.maxPoll());
      }
      long left = end - sleeper.nanoTime();
      if (wait.toNanos() > left) {
        pause(sleeper, Duration.ofNanos(Math.max(0, left)), stopped);
        ObjectNode details = JsonNodeFactory.instance.objectNode().put("reason", "job_deadline")
            .put("job_id", pending.jobId());
        String message = "the job " + pending.jobId() + " did not finish within " + deadline.toMillis() / 1000.0
            + " s; wait on its pending handle again to resume";
        throw transport.errors().transportFailure(message, details.put("message", message), jobOp.id(), null);
      }
      transport.log().poll(jobOp.id(), pending.jobId(), poll, wait);
      pause(sleeper, wait, stopped);
      ObjectNode params = JsonNodeFactory.instance.objectNode().put(idParam, pending.jobId());
      RawResponse<JsonNode> response = transport.call(statusOp, params, JSON, options);
      JsonNode status = response.data();
      String state = status == null ? "" : status.path("status").asText();
      if (state.equals("succeeded")) {
        JsonNode result = status.get("result");
        transport.checkResult(jobOp.id(), result, response.requestId());
        try {
          return result == null || result.isNull() ? null : transport.mapper().convertValue(result, type);
        } catch (IllegalArgumentException e) {
          throw transport.errors().malformedResult("the job's result does not match the op's result schema", e,
              jobOp.id(), response.requestId());
        }
      }
      if (state.equals("failed")) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.set("error", status.get("error"));
        throw transport.errors().map(0, body, statusOp.id(), response.requestId());
      }
      retryAfter = status == null || !status.path("retry_after").isNumber() ? null : status.get("retry_after").asDouble();
    }
  }

  private static Duration clamp(Duration wait, Duration min, Duration max) {
    return wait.compareTo(min) < 0 ? min : wait.compareTo(max) > 0 ? max : wait;
  }

  /** Sleeps, unless the wait was cancelled: then (or when interrupted) no further poll is sent. */
  private static void pause(Sleeper sleeper, Duration wait, BooleanSupplier stopped) {
    if (stopped.getAsBoolean()) {
      throw new CancellationException("the job wait was cancelled");
    }
    try {
      sleeper.sleep(wait);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("the job wait was interrupted");
    }
    if (stopped.getAsBoolean()) {
      throw new CancellationException("the job wait was cancelled");
    }
  }

  /** The future of an asynchronous wait: cancelling it interrupts the thread polling for it. */
  private static final class Waiting<T> extends CompletableFuture<T> {
    private Thread worker;

    synchronized boolean enter() {
      if (isDone()) {
        return false;
      }
      worker = Thread.currentThread();
      return true;
    }

    synchronized void leave() {
      worker = null;
      // An interrupt meant for this wait must not reach the executor's next task.
      Thread.interrupted();
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      synchronized (this) {
        if (cancelled && worker != null) {
          worker.interrupt();
        }
      }
      return cancelled;
    }
  }
}
