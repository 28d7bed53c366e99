package dev.genclient.client.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * A response body (a stream op's lines, a download's {@code InputStream}, or a body the transport reads
 * whole) read with an idle timeout: java.net.http's request timeout ends when the headers arrive and it
 * has no read timeout, so a read that waits longer than {@code idle} for the next bytes gives up here,
 * in the reading thread (no watchdog thread to leak). A lost connection or that timeout throws the
 * exception {@code failure} makes of {@code "connection"} or {@code "timeout"} and the underlying error
 * (the transport rule, after the headers); later reads throw it again.
 */
final class StreamedBody extends InputStream implements HttpResponse.BodySubscriber<InputStream> {
  /** The end of the body in {@link #arrivals}. */
  private static final Object END = new Object();

  /** Lists of buffers as they arrive, then {@link #END} or the error; one list is requested at a time. */
  private final BlockingQueue<Object> arrivals = new LinkedBlockingQueue<>();
  private final Duration idle;
  private final BiFunction<String, Throwable, RuntimeException> failure;
  private volatile Flow.Subscription subscription;
  private volatile boolean closed;
  private Iterator<?> buffers;
  private ByteBuffer buffer;
  private boolean ended;
  private RuntimeException failed;

  /** {@code idle} null waits without limit. */
  StreamedBody(Duration idle, BiFunction<String, Throwable, RuntimeException> failure) {
    this.idle = idle;
    this.failure = failure;
  }

  /** A body handler giving each response a new streamed body. */
  static HttpResponse.BodyHandler<InputStream> handler(Duration idle,
      BiFunction<String, Throwable, RuntimeException> failure) {
    return info -> new StreamedBody(idle, failure);
  }

  @Override
  public CompletionStage<InputStream> getBody() {
    return CompletableFuture.completedFuture(this);
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    subscription = s;
    if (closed) {
      s.cancel();
    } else {
      s.request(1);
    }
  }

  @Override
  public void onNext(List<ByteBuffer> item) {
    arrivals.add(item);
  }

  @Override
  public void onError(Throwable error) {
    arrivals.add(error);
  }

  @Override
  public void onComplete() {
    arrivals.add(END);
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    int n = read(one, 0, 1);
    return n < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] into, int offset, int length) throws IOException {
    if (closed) {
      throw new IOException("stream closed");
    }
    if (failed != null) {
      throw failed;
    }
    if (length == 0) {
      return 0;
    }
    while (buffer == null || !buffer.hasRemaining()) {
      if (ended) {
        return -1;
      }
      if (buffers != null && buffers.hasNext()) {
        buffer = (ByteBuffer) buffers.next();
        continue;
      }
      Object next = next();
      if (closed) {
        throw new IOException("stream closed");
      }
      if (next == END) {
        ended = true;
      } else if (next instanceof Throwable error) {
        throw fail("connection", error);
      } else {
        buffers = ((List<?>) next).iterator();
        subscription.request(1);
      }
    }
    int n = Math.min(length, buffer.remaining());
    buffer.get(into, offset, n);
    return n;
  }

  @Override
  public int available() {
    return buffer == null ? 0 : buffer.remaining();
  }

  /** Cancels the body; a read blocked in another thread wakes up and throws an IOException. */
  @Override
  public void close() {
    closed = true;
    arrivals.add(END);
    Flow.Subscription s = subscription;
    if (s != null) {
      s.cancel();
    }
  }

  /** The next arrival, waiting at most {@code idle}. */
  private Object next() throws IOException {
    try {
      Object next = idle == null ? arrivals.take() : arrivals.poll(idle.toNanos(), TimeUnit.NANOSECONDS);
      if (next == null) {
        Flow.Subscription s = subscription;
        if (s != null) {
          s.cancel();
        }
        throw fail("timeout", new HttpTimeoutException("no data from the server for " + idle.toMillis() + " ms"));
      }
      return next;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      InterruptedIOException interrupted = new InterruptedIOException("interrupted while reading the response");
      interrupted.initCause(e);
      throw interrupted;
    }
  }

  private RuntimeException fail(String reason, Throwable cause) {
    failed = failure.apply(reason, cause);
    return failed;
  }
}
