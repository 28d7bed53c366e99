package dev.genclient.client.runtime;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A response body gathered whole without a thread waiting for it: the response completes when the
 * last byte has come, as an in-memory stream. A body silent for {@code idle} (java.net.http's timeout
 * ends with the headers) or cut off fails the call with {@code failure}'s error ({@code "timeout"},
 * {@code "connection"}); a body over {@code limit} bytes (announced or found) fails with
 * {@code tooLarge}'s without being read further. A lenient body (an answer only drained or mapped by
 * its status) ends empty instead of failing.
 */
final class WholeBody implements HttpResponse.BodySubscriber<InputStream>, IdleWatch.Watched {
  private static final byte[] EMPTY = new byte[0];

  private final CompletableFuture<InputStream> body = new CompletableFuture<>();
  private final Duration idle;
  private final long limit;
  private final long announced;
  private final boolean lenient;
  private final BiFunction<String, Throwable, RuntimeException> failure;
  private final Supplier<RuntimeException> tooLarge;
  private Flow.Subscription subscription;
  private byte[] bytes = EMPTY;
  private int size;
  private volatile long lastArrival;
  private final IdleWatch watch;
  /** Given the body as soon as it is whole, before the response's future completes (or null). */
  private volatile Consumer<InputStream> whole;

  WholeBody(HttpResponse.ResponseInfo info, IdleWatch watch, Duration idle, long limit, boolean lenient,
      BiFunction<String, Throwable, RuntimeException> failure, Supplier<RuntimeException> tooLarge) {
    this.watch = watch;
    this.idle = idle;
    this.limit = limit;
    this.lenient = lenient;
    this.failure = failure;
    this.tooLarge = tooLarge;
    String length = Transport.first(info.headers(), "Content-Length");
    this.announced = length == null ? -1 : Long.parseLong(length);
  }

  /**
   * Hands the body to {@code whole} as soon as it is whole (or ends empty, lenient), in the thread that
   * gathered it and before the response's future completes; a failed body is only that future's failure.
   */
  void onWhole(Consumer<InputStream> whole) {
    this.whole = whole;
  }

  @Override
  public CompletionStage<InputStream> getBody() {
    return body;
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    subscription = s;
    if (announced > limit) {
      s.cancel();
      end(tooLarge.get());
      return;
    }
    if (announced > 0) {
      bytes = new byte[(int) Math.min(announced, Math.min(limit, 1 << 20))];
    }
    if (idle != null) {
      lastArrival = System.nanoTime();
      watch.watch(this);
    }
    s.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> items) {
    lastArrival = System.nanoTime();
    for (ByteBuffer item : items) {
      int n = item.remaining();
      if ((long) size + n > limit) {
        subscription.cancel();
        end(tooLarge.get());
        return;
      }
      if (size + n > bytes.length) {
        bytes = Arrays.copyOf(bytes, (int) Math.min(Math.max((long) size * 2, (long) size + n), Integer.MAX_VALUE - 8));
      }
      item.get(bytes, size, n);
      size += n;
    }
  }

  @Override
  public void onError(Throwable error) {
    end(failure.apply("connection", error));
  }

  @Override
  public void onComplete() {
    watch.forget(this);
    finish(new Bytes(bytes, size));
  }

  @Override
  public long lastArrival() {
    return lastArrival;
  }

  @Override
  public long idleNanos() {
    return idle.toNanos();
  }

  /** Called by the watch: the body got nothing for {@code idle}. */
  @Override
  public void expire() {
    if (body.isDone()) {
      return;
    }
    subscription.cancel();
    end(failure.apply("timeout", new HttpTimeoutException("no data from the server for " + idle.toMillis() + " ms")));
  }

  private void end(RuntimeException error) {
    watch.forget(this);
    if (lenient) {
      finish(new ByteArrayInputStream(EMPTY));
    } else {
      body.completeExceptionally(error);
    }
  }

  private void finish(InputStream stream) {
    Consumer<InputStream> early = whole;
    if (early != null && !body.isDone()) {
      early.accept(stream);
    }
    body.complete(stream);
  }

  /** A body gathered whole: {@link Bodies#readAll} takes its buffer as it is when it holds exactly the body. */
  static final class Bytes extends ByteArrayInputStream {
    Bytes(byte[] bytes, int size) {
      super(bytes, 0, size);
    }

    /** The bytes not read yet (the buffer itself when that is all of it), all read. */
    synchronized byte[] rest() {
      byte[] out = pos == 0 && count == buf.length ? buf : Arrays.copyOfRange(buf, pos, count);
      pos = count;
      return out;
    }
  }
}
