package dev.genclient.targets.java;

import static dev.genclient.targets.java.JavaClientDiscoveryTest.args;
import static dev.genclient.targets.java.JavaClientTransportTest.assertUnavailable;
import static dev.genclient.targets.java.ReflectiveClient.invoke;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The transport rule after the headers (addendum 1): a stream op's iterator and a download's
 * {@code InputStream} raise the class the catalog maps 503 to when the connection drops or no data
 * comes for the timeout (200 ms), from the read where it surfaces, against a raw socket server that
 * sends the headers and part of the body; bodies read whole inside the call (JSON, {@code byte[]})
 * fail the same way, retried when the op is idempotent.
 */
class JavaClientStreamFailureTest {
  private static final String NDJSON_HEAD = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n"
      + "Transfer-Encoding: chunked\r\n";
  /** One whole event line and the start of the next, as one chunk. */
  private static final String NDJSON_PART = chunk("{\"type\":\"stdout\",\"data\":\"one\",\"seq\":1}\n{\"type\":\"std");
  private static final String BYTES_HEAD = "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n"
      + "Content-Length: 10\r\n";

  @BeforeAll
  static void compile() throws Exception {
    CompiledClient.loader();
  }

  private static String chunk(String data) {
    return Integer.toHexString(data.getBytes(StandardCharsets.UTF_8).length) + "\r\n" + data + "\r\n";
  }

  private static ReflectiveClient client(HalfAnswerServer server) throws Exception {
    return ReflectiveClient.build(server.url(), "timeout", Duration.ofMillis(200), "maxRetries", 2);
  }

  /** The stream's events, after reading the one whole event the server sends. */
  private static Iterator<?> stream(ReflectiveClient srv) throws Exception {
    Iterator<?> events = (Iterator<?>) srv.call("commands().stream()", "", args("command", "yes"), Map.of());
    assertEquals("one", invoke(events.next(), "data"));
    return events;
  }

  /** The download's {@code InputStream}, after reading the part of the body the server sends. */
  private static InputStream download(ReflectiveClient srv) throws Exception {
    InputStream in = (InputStream) srv.call("files().download()", "InputStream", args("path", "/a"), Map.of());
    assertArrayEquals("abcd".getBytes(StandardCharsets.UTF_8), in.readNBytes(4));
    return in;
  }

  @Test
  void streamWhoseConnectionDropsMidLineRaisesConnection() throws Exception {
    try (HalfAnswerServer server = new HalfAnswerServer(NDJSON_HEAD, NDJSON_PART, true)) {
      ReflectiveClient srv = client(server);
      Iterator<?> events = stream(srv);
      Exception error = assertThrows(RuntimeException.class, events::hasNext);
      assertUnavailable(error, "commands.stream", srv, "connection", IOException.class);
      assertSame(error, assertThrows(RuntimeException.class, events::hasNext), "a later read throws it again");
      assertEquals(1, srv.headers().size(), "not retried: data was delivered");
      assertEquals(0, srv.waits().size());
      ((AutoCloseable) events).close();
    }
  }

  @Test
  void streamThatGoesSilentRaisesTimeoutAndClosesTheConnection() throws Exception {
    try (HalfAnswerServer server = new HalfAnswerServer(NDJSON_HEAD, NDJSON_PART, false)) {
      ReflectiveClient srv = client(server);
      Iterator<?> events = stream(srv);
      long start = System.nanoTime();
      Exception error = assertThrows(RuntimeException.class, events::hasNext);
      long waitedMs = (System.nanoTime() - start) / 1_000_000;
      assertUnavailable(error, "commands.stream", srv, "timeout", HttpTimeoutException.class);
      assertTrue(waitedMs >= 150 && waitedMs < 5_000, "idle timeout of 200 ms, waited " + waitedMs + " ms");
      assertTrue(server.clientClosed(5), "the client closes the connection it gave up on");
      assertEquals(1, srv.headers().size());
      ((AutoCloseable) events).close();
    }
  }

  @Test
  void downloadInputStreamWhoseConnectionDropsRaisesConnection() throws Exception {
    try (HalfAnswerServer server = new HalfAnswerServer(BYTES_HEAD, "abcd", true)) {
      ReflectiveClient srv = client(server);
      try (InputStream in = download(srv)) {
        Exception error = assertThrows(RuntimeException.class, in::read);
        assertUnavailable(error, "files.download", srv, "connection", IOException.class);
      }
    }
  }

  @Test
  void downloadInputStreamThatGoesSilentRaisesTimeout() throws Exception {
    try (HalfAnswerServer server = new HalfAnswerServer(BYTES_HEAD, "abcd", false)) {
      ReflectiveClient srv = client(server);
      try (InputStream in = download(srv)) {
        Exception error = assertThrows(RuntimeException.class, () -> in.read(new byte[8]));
        assertUnavailable(error, "files.download", srv, "timeout", HttpTimeoutException.class);
        assertTrue(server.clientClosed(5), "the client closes the connection it gave up on");
      }
    }
  }

  @Test
  void byteDownloadThatGoesSilentRaisesTimeoutAfterItsRetries() throws Exception {
    // The byte[] variant reads its body inside the call: java.net.http would wait for it without limit.
    try (HalfAnswerServer server = new HalfAnswerServer(BYTES_HEAD, "abcd", false)) {
      ReflectiveClient srv = client(server);
      Exception error = assertThrows(RuntimeException.class,
          () -> srv.call("files().download()", "", args("path", "/a"), Map.of()));
      assertUnavailable(error, "files.download", srv, "timeout", HttpTimeoutException.class);
      assertEquals(3, server.requests(), "files.download is not idempotent, but its idempotency key makes the body, "
          + "read whole inside the call, retried: 3 tries with maxRetries 2");
    }
  }

  @Test
  void idempotentCallWhoseBodyDropsIsRetriedThenRaises() throws Exception {
    String head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 40\r\n";
    try (HalfAnswerServer server = new HalfAnswerServer(head, "{\"path\": \"/a\"", true)) {
      ReflectiveClient srv = client(server);
      Exception error = assertThrows(RuntimeException.class,
          () -> srv.call("files().stat()", "", args("path", "/a"), Map.of()));
      assertUnavailable(error, "files.stat", srv, "connection", IOException.class);
      assertEquals(3, server.requests(), "nothing was delivered: the try and 2 retries");
      assertEquals(2, srv.waits().size(), srv.waits().toString());
    }
  }

  @Test
  void closingWakesAReadBlockedInAnotherThread() throws Exception {
    try (HalfAnswerServer server = new HalfAnswerServer(BYTES_HEAD, "abcd", false)) {
      ReflectiveClient srv = ReflectiveClient.build(server.url(), "timeout", Duration.ofSeconds(30));
      InputStream in = download(srv);
      CompletableFuture<Integer> read = new CompletableFuture<>();
      Thread reader = new Thread(() -> {
        try {
          read.complete(in.read());
        } catch (Throwable e) {
          read.completeExceptionally(e);
        }
      });
      reader.setDaemon(true);
      reader.start();
      while (reader.getState() != Thread.State.WAITING && reader.getState() != Thread.State.TIMED_WAITING
          && !read.isDone()) {
        Thread.onSpinWait();
      }
      in.close();
      ExecutionException error = assertThrows(ExecutionException.class, () -> read.get(5, TimeUnit.SECONDS));
      assertInstanceOf(IOException.class, error.getCause());
      assertTrue(server.clientClosed(5), "closing the body closes the connection");
    }
  }

  @Test
  void aSlowReaderIsNotTimedOut() throws Exception {
    // The timeout bounds waiting for data, not the time the caller spends between reads.
    try (HalfAnswerServer server = new HalfAnswerServer(BYTES_HEAD, "abcd", false)) {
      ReflectiveClient srv = client(server);
      try (InputStream in = (InputStream) srv.call("files().download()", "InputStream", args("path", "/a"),
          Map.of())) {
        Thread.sleep(300);
        assertArrayEquals("abcd".getBytes(StandardCharsets.UTF_8), in.readNBytes(4));
      }
    }
  }
}
