package dev.genclient.client.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javax.net.ssl.SSLSession;

/**
 * The asynchronous plumbing of the transport: every call is a chain of futures on
 * {@code HttpClient.sendAsync} and timed waits (no thread blocks for a call), a blocking member waits
 * for its future, and a {@link Steps} future cancels whatever step is in flight when it is cancelled.
 */
final class Async {
  /** One daemon thread for every timed wait (retry pauses, job polls, idle bodies) of every client. */
  private static final class Timer {
    static final ScheduledThreadPoolExecutor TIMER = timer();

    private static ScheduledThreadPoolExecutor timer() {
      ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, task -> {
        Thread thread = new Thread(task, "genclient-timer");
        thread.setDaemon(true);
        return thread;
      });
      timer.setRemoveOnCancelPolicy(true);
      return timer;
    }
  }

  private Async() {}

  /** Waits for {@code future}; an interrupt cancels it (a CancellationException, the thread left interrupted). */
  static <T> T join(CompletableFuture<T> future) {
    try {
      return future.get();
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw cancelled(e);
    } catch (ExecutionException e) {
      throw unchecked(e.getCause());
    }
  }

  /** The future {@code start} makes; what it throws before it has one is the returned future's failure. */
  static <T> CompletableFuture<T> start(Supplier<CompletableFuture<T>> start) {
    try {
      return start.get();
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /** The failure a future completed with, unwrapped from the completion wrappers. */
  static Throwable cause(Throwable failure) {
    Throwable out = failure;
    while ((out instanceof CompletionException || out instanceof ExecutionException) && out.getCause() != null) {
      out = out.getCause();
    }
    return out;
  }

  /** {@code failure} to throw from a member without a {@code throws} clause. */
  static RuntimeException unchecked(Throwable failure) {
    Throwable cause = cause(failure);
    if (cause instanceof RuntimeException e) {
      return e;
    }
    if (cause instanceof Error e) {
      throw e;
    }
    return new CompletionException(cause);
  }

  /**
   * The answer of {@code client.send} in this thread as a completed future (a blocking call runs the same
   * steps as an asynchronous one, each already complete): an error the body subscriber raised is
   * itself, an interrupt a CancellationException (the thread left interrupted).
   */
  static <T> CompletableFuture<HttpResponse<T>> sendNow(HttpClient client, HttpRequest request,
      HttpResponse.BodyHandler<T> handler) {
    try {
      return CompletableFuture.completedFuture(client.send(request, handler));
    } catch (IOException e) {
      // java.net.http wraps what a body subscriber failed with in an IOException of its own.
      return CompletableFuture.failedFuture(e.getCause() instanceof RuntimeException cause ? cause : e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CompletableFuture.failedFuture(cancelled(e));
    }
  }

  /**
   * The answer of {@code client.sendAsync}, completed as soon as a body gathered whole ({@link WholeBody}) has
   * come, in java.net.http's worker thread that gathered it, by a response made of the answer's status line and
   * headers, the request and that body. {@code sendAsync}'s own future completes only after a hop to
   * {@code CompletableFuture}'s default executor (a new thread per call where the common pool has one thread);
   * the call no longer waits for it, but takes its failure (no answer, a body cut or silent), and cancelling
   * this future cancels it. A streamed body's answer is {@code sendAsync}'s.
   */
  static CompletableFuture<HttpResponse<InputStream>> sendEarly(HttpClient client, HttpRequest request,
      HttpResponse.BodyHandler<InputStream> handler) {
    Steps<HttpResponse<InputStream>> answer = new Steps<>();
    HttpResponse.BodyHandler<InputStream> early = info -> {
      HttpResponse.BodySubscriber<InputStream> body = handler.apply(info);
      if (body instanceof WholeBody whole) {
        whole.onWhole(stream -> answer.complete(new Answered(info, request, stream)));
      }
      return body;
    };
    CompletableFuture<HttpResponse<InputStream>> sent = client.sendAsync(request, early);
    answer.current = sent;
    sent.whenComplete((response, failure) -> {
      if (failure != null) {
        answer.fail(failure);
      } else {
        answer.complete(response);
      }
    });
    return answer;
  }

  /** A response whose body came whole, before {@code sendAsync}'s future completed: no TLS session is known. */
  private record Answered(HttpResponse.ResponseInfo info, HttpRequest request, InputStream body)
      implements HttpResponse<InputStream> {
    @Override
    public int statusCode() {
      return info.statusCode();
    }

    @Override
    public Optional<HttpResponse<InputStream>> previousResponse() {
      return Optional.empty();
    }

    @Override
    public HttpHeaders headers() {
      return info.headers();
    }

    @Override
    public Optional<SSLSession> sslSession() {
      return Optional.empty();
    }

    @Override
    public URI uri() {
      return request.uri();
    }

    @Override
    public HttpClient.Version version() {
      return info.version();
    }
  }

  /** {@code sleeper}'s wait: in this thread when {@code blocking}, else as its {@link Sleeper#delay}. */
  static CompletableFuture<Void> pause(Sleeper sleeper, Duration wait, boolean blocking) {
    if (!blocking) {
      return sleeper.delay(wait);
    }
    try {
      sleeper.sleep(wait);
      return CompletableFuture.completedFuture(null);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CompletableFuture.failedFuture(cancelled(e));
    }
  }

  private static CancellationException cancelled(InterruptedException e) {
    CancellationException cancelled = new CancellationException("interrupted while waiting for the call");
    cancelled.initCause(e);
    return cancelled;
  }

  /** A future completed after {@code wait} on the shared timer thread; cancelling it drops the timer. */
  static CompletableFuture<Void> after(Duration wait) {
    if (wait.isZero() || wait.isNegative()) {
      return CompletableFuture.completedFuture(null);
    }
    CompletableFuture<Void> done = new CompletableFuture<>();
    ScheduledFuture<?> timer = Timer.TIMER.schedule(() -> done.complete(null), wait.toNanos(), TimeUnit.NANOSECONDS);
    done.whenComplete((v, e) -> timer.cancel(false));
    return done;
  }

  /** Runs {@code task} after {@code wait} on the timer thread; the returned handle cancels it. */
  static ScheduledFuture<?> schedule(Runnable task, Duration wait) {
    return Timer.TIMER.schedule(task, wait.toNanos(), TimeUnit.NANOSECONDS);
  }

  /**
   * The future of a call made of steps (tries, waits, polls): {@link #then} runs the next step when one
   * completes; cancelling this future cancels the step in flight, so no further request is sent.
   */
  static final class Steps<T> extends CompletableFuture<T> {
    private volatile CompletableFuture<?> current;

    /** Waits for {@code step}, then calls {@code next} with its value or failure (a throw fails this future). */
    <S> void then(CompletableFuture<S> step, BiConsumer<? super S, ? super Throwable> next) {
      current = step;
      if (isDone()) {
        step.cancel(true);
        return;
      }
      step.whenComplete((value, failure) -> {
        if (isDone()) {
          return;
        }
        try {
          next.accept(value, failure == null ? null : cause(failure));
        } catch (RuntimeException | Error e) {
          completeExceptionally(e);
        }
      });
    }

    /** Fails this future with {@code failure} unwrapped. */
    void fail(Throwable failure) {
      completeExceptionally(cause(failure));
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      CompletableFuture<?> step = current;
      if (cancelled && step != null) {
        step.cancel(true);
      }
      return cancelled;
    }
  }
}
