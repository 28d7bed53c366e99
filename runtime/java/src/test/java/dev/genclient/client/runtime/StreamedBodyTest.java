package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A body read with an idle timeout, fed by hand as java.net.http would (no network). */
class StreamedBodyTest {
  /** What a failure became: the reason and cause handed to the transport rule. */
  private static final class Failure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Failure(String reason, Throwable cause) {
      super(reason, cause);
    }
  }

  private static final class Subscription implements Flow.Subscription {
    final AtomicInteger requested = new AtomicInteger();
    volatile boolean cancelled;

    @Override
    public void request(long n) {
      requested.addAndGet((int) n);
    }

    @Override
    public void cancel() {
      cancelled = true;
    }
  }

  private static ByteBuffer bytes(String text) {
    return ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void readsBuffersInOrderAndRequestsOneListAtATime() throws IOException {
    StreamedBody body = new StreamedBody(Duration.ofSeconds(30), Failure::new);
    Subscription subscription = new Subscription();
    body.onSubscribe(subscription);
    assertEquals(1, subscription.requested.get());
    body.onNext(List.of(bytes("ab"), bytes("c")));
    body.onNext(List.of(bytes("d")));
    body.onComplete();
    assertArrayEquals("abcd".getBytes(StandardCharsets.UTF_8), body.readAllBytes());
    assertEquals(3, subscription.requested.get());
    assertEquals(-1, body.read());
  }

  @Test
  void aLostConnectionFailsEveryLaterRead() {
    StreamedBody body = new StreamedBody(null, Failure::new);
    body.onSubscribe(new Subscription());
    IOException lost = new IOException("reset");
    body.onError(lost);
    Failure first = assertThrows(Failure.class, body::read);
    assertEquals("connection", first.getMessage());
    assertSame(lost, first.getCause());
    assertSame(first, assertThrows(Failure.class, body::read));
  }

  @Test
  void silencePastTheIdleTimeoutFailsAsATimeoutAndCancels() {
    StreamedBody body = new StreamedBody(Duration.ofMillis(50), Failure::new);
    Subscription subscription = new Subscription();
    body.onSubscribe(subscription);
    long start = System.nanoTime();
    Failure failure = assertThrows(Failure.class, body::read);
    long waited = (System.nanoTime() - start) / 1_000_000;
    assertEquals("timeout", failure.getMessage());
    assertEquals(HttpTimeoutException.class, failure.getCause().getClass());
    assertEquals(true, subscription.cancelled);
    // Reported, not asserted tightly: the wait on a loaded machine.
    System.out.println("StreamedBody idle timeout of 50 ms gave up after " + waited + " ms");
    assertEquals(true, waited >= 40, "gave up before the idle timeout: " + waited + " ms");
  }

  @Test
  void closeCancelsAndLaterReadsFail() {
    StreamedBody body = new StreamedBody(null, Failure::new);
    Subscription subscription = new Subscription();
    body.onSubscribe(subscription);
    body.close();
    assertEquals(true, subscription.cancelled);
    assertThrows(IOException.class, body::read);
  }
}
