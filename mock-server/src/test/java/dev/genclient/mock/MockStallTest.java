package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Connections that stop mid-request hold only themselves: normal requests are answered while
 * hundreds of them are open, and each is cut at its header or body deadline. Timings are reported;
 * only generous bounds are asserted, so the test holds on a loaded machine.
 */
class MockStallTest {
  static final int STALLED = 200;
  static final long HOLD_MILLIS = 10_000;
  static final int CLIENTS = 4;
  /** Generous: the aim is well under a second; a loaded 2-core machine gets a wide margin. */
  static final long LATENCY_BOUND_MILLIS = 5_000;
  private static final String LIST = "{\"path\":\"/tmp\"}";

  @Test
  void stalledConnectionsDoNotDelayNormalRequests() throws Exception {
    MockOptions options = MockOptions.defaults().withHeaderTimeoutMillis(60_000).withBodyTimeoutMillis(60_000);
    try (MockServer server = MockFixture.startExample(options)) {
      List<Socket> stalled = new ArrayList<>();
      for (int i = 0; i < STALLED; i++) {
        Socket socket = RawHttp.connect(server);
        stalled.add(socket);
        // Half stop inside their headers, half inside a body they announced.
        RawHttp.write(socket, i % 2 == 0
            ? "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nX-Request-Id: stall-" + i + "\r\nX-Part"
            : "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"path\":");
      }
      HttpClient keptAlive = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
      AtomicInteger wrong = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
      long start = System.nanoTime();
      long end = start + TimeUnit.MILLISECONDS.toNanos(HOLD_MILLIS);
      List<Future<?>> done = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        int client = c;
        done.add(pool.submit(() -> {
          for (int i = 0; System.nanoTime() < end; i++) {
            long t0 = System.nanoTime();
            // Alternately on a kept-alive connection and on a new one, which must still be accepted.
            boolean fresh = i % 2 == 1;
            String answer = fresh
                ? RawHttp.exchange(server, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                    + "Content-Length: " + LIST.length() + "\r\n\r\n" + LIST)
                : keptAlive.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + "/ops/files.list"))
                    .header("X-Request-Id", "normal-" + client + "-" + i)
                    .POST(HttpRequest.BodyPublishers.ofString(LIST)).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode() == 200 ? "HTTP/1.1 200 " : "wrong";
            latencies.add(System.nanoTime() - t0);
            if (!answer.startsWith("HTTP/1.1 200 ")) {
              wrong.incrementAndGet();
            }
          }
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get(HOLD_MILLIS + 60_000, TimeUnit.MILLISECONDS);
      }
      long elapsed = System.nanoTime() - start;
      pool.shutdown();
      int stillOpen = 0;
      for (Socket socket : stalled) {
        socket.setSoTimeout(1);
        try {
          socket.getInputStream().read();
          // An answer or the end of the stream: the server let go of it.
        } catch (java.net.SocketTimeoutException e) {
          stillOpen++;
        } catch (java.io.IOException e) {
          // Reset by the server.
        }
        socket.close();
      }
      List<Long> sorted = new ArrayList<>(latencies);
      Collections.sort(sorted);
      long p50 = sorted.get(sorted.size() / 2) / 1_000_000;
      long p99 = sorted.get(Math.min(sorted.size() - 1, sorted.size() * 99 / 100)) / 1_000_000;
      long max = sorted.get(sorted.size() - 1) / 1_000_000;
      System.out.printf("mock stall: %d stalled connections held %d ms; %d clients answered %d requests (%.0f req/s),"
          + " latency p50 %d ms, p99 %d ms, max %d ms; %d stalled still open at the end%n",
          STALLED, elapsed / 1_000_000, CLIENTS, sorted.size(), sorted.size() / (elapsed / 1e9), p50, p99, max, stillOpen);
      assertEquals(0, wrong.get(), "every normal request answered 200");
      assertTrue(sorted.size() >= CLIENTS * 10, "at least 10 requests per client in " + HOLD_MILLIS + " ms: " + sorted.size());
      assertTrue(max < LATENCY_BOUND_MILLIS, "slowest normal request " + max + " ms");
      assertEquals(STALLED, stillOpen, "the stalled connections were held throughout, not dropped");
    }
  }

  @Test
  void aStalledHeaderGets408AtItsDeadline() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withHeaderTimeoutMillis(300));
        Socket socket = RawHttp.connect(server)) {
      long t0 = System.nanoTime();
      RawHttp.write(socket, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nX-Par");
      String answer = RawHttp.readUntilClosed(socket, 10_000);
      long millis = (System.nanoTime() - t0) / 1_000_000;
      assertTrue(answer.startsWith("HTTP/1.1 408 "), answer);
      assertTrue(millis >= 250, "cut after " + millis + " ms, before its deadline");
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void aTrickleOfHeaderBytesIsCutAtTheSameDeadline() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withHeaderTimeoutMillis(500));
        Socket socket = RawHttp.connect(server)) {
      RawHttp.write(socket, "POST /ops/files.list HTTP/1.1\r\nX-Slow: ");
      long t0 = System.nanoTime();
      boolean cut = false;
      // One byte every 50 ms would keep a per-read timeout alive forever; the deadline is per request.
      for (int i = 0; i < 200 && !cut; i++) {
        try {
          RawHttp.write(socket, "a");
          Thread.sleep(50);
        } catch (java.io.UncheckedIOException e) {
          cut = true;
        }
        socket.setSoTimeout(1);
        try {
          cut |= socket.getInputStream().available() > 0 || socket.getInputStream().read() == -1;
        } catch (java.net.SocketTimeoutException e) {
          // Still open.
        } catch (java.io.IOException e) {
          cut = true;
        }
      }
      long millis = (System.nanoTime() - t0) / 1_000_000;
      assertTrue(cut, "still open after " + millis + " ms of trickled header bytes");
      assertTrue(millis < 8_000, "cut only after " + millis + " ms");
    }
  }

  @Test
  void aStalledBodyGets408AtItsDeadline() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withBodyTimeoutMillis(300));
        Socket socket = RawHttp.connect(server)) {
      RawHttp.write(socket, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"path\":");
      String answer = RawHttp.readUntilClosed(socket, 10_000);
      assertTrue(answer.startsWith("HTTP/1.1 408 "), answer);
    }
  }

  @Test
  void anIdleConnectionIsClosedWithoutAnAnswer() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withHeaderTimeoutMillis(300));
        Socket socket = RawHttp.connect(server)) {
      assertEquals("", RawHttp.readUntilClosed(socket, 10_000));
    }
  }

  @Test
  void aClientThatStopsReadingIsDisconnectedAtTheWriteDeadline() throws Exception {
    int requests = 100;
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withBodyTimeoutMillis(300));
        Socket socket = new Socket()) {
      // A small receive window, and many pipelined requests for the whole catalog (GET /ops), never read.
      socket.setReceiveBufferSize(4096);
      socket.connect(new java.net.InetSocketAddress("127.0.0.1", server.port()), 5_000);
      RawHttp.write(socket, "GET /ops HTTP/1.1\r\nHost: x\r\n\r\n".repeat(requests));
      Thread.sleep(2_000);
      String answer = RawHttp.readUntilClosed(socket, 20_000);
      int answered = answer.split("HTTP/1.1 200 OK", -1).length - 1;
      assertTrue(answered < requests, "all " + requests + " answers were written to a client that did not read");
      assertEquals(200, MockFixture.get(server, "/ops").statusCode(), "the server still serves others");
    }
  }

  @Test
  void aConnectionPastTheCapIsClosedAtOnce() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withMaxConnections(2));
        Socket first = RawHttp.connect(server);
        Socket second = RawHttp.connect(server)) {
      RawHttp.write(first, "GET /ops HTTP/1.1\r\n");
      RawHttp.write(second, "GET /ops HTTP/1.1\r\n");
      Thread.sleep(200);
      try (Socket third = RawHttp.connect(server)) {
        assertEquals("", RawHttp.readUntilClosed(third, 5_000));
      }
    }
  }

  @Test
  void chunkedAndExpectContinueBodiesAreRead() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults());
        Socket socket = RawHttp.connect(server)) {
      RawHttp.write(socket, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
          + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
      // The client waits for 100 Continue before it sends the body; the server sends it when the handler reads.
      byte[] interim = socket.getInputStream().readNBytes("HTTP/1.1 100 Continue\r\n\r\n".length());
      assertEquals("HTTP/1.1 100 Continue\r\n\r\n", new String(interim, java.nio.charset.StandardCharsets.ISO_8859_1));
      RawHttp.write(socket, "5\r\n{\"pat\r\n9;ext=1\r\nh\":\"/tmp\"\r\n1\r\n}\r\n0\r\n\r\n");
      String answer = RawHttp.readUntilClosed(socket, 10_000);
      assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
      assertTrue(answer.contains("\"entries\":["), answer);
    }
  }

  @Test
  void twoRequestsShareOneConnection() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults());
        Socket socket = RawHttp.connect(server)) {
      String one = "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nContent-Length: " + LIST.length() + "\r\n\r\n" + LIST;
      RawHttp.write(socket, one + one.replace("Host: x\r\n", "Host: x\r\nConnection: close\r\n"));
      String answer = RawHttp.readUntilClosed(socket, 10_000);
      assertEquals(2, answer.split("HTTP/1.1 200 OK", -1).length - 1, answer);
    }
  }
}
