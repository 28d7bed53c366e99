package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Bounded loopback loads, no errors; each reports requests per second (never asserts it): 8
 * java.net.http clients × 500 validated calls, and 4 kept-alive raw connections × 2,500 calls (the
 * server's own rate, without the client library's cost).
 */
class MockLoadTest {
  static final int CLIENTS = 8;
  static final int CALLS = 500;
  static final int CONNECTIONS = 4;
  static final int KEPT_ALIVE_CALLS = 2_500;

  @Test
  void concurrentClientsGetNoErrors() throws Exception {
    AtomicInteger logged = new AtomicInteger();
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withLog(line -> logged.incrementAndGet()))) {
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      HttpRequest warmup = request(server, 0, 0);
      for (int i = 0; i < 200; i++) {
        client.send(warmup, HttpResponse.BodyHandlers.discarding());
      }
      AtomicInteger failures = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
      long start = System.nanoTime();
      List<Future<?>> done = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        int clientNo = c;
        done.add(pool.submit(() -> {
          for (int i = 0; i < CALLS; i++) {
            HttpResponse<String> response = client.send(request(server, clientNo, i), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200 || !response.body().startsWith("{\"path\"")) {
              failures.incrementAndGet();
            }
          }
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get(2, TimeUnit.MINUTES);
      }
      long nanos = System.nanoTime() - start;
      pool.shutdown();
      int total = CLIENTS * CALLS;
      System.out.printf("mock load: %d clients x %d calls = %d requests in %d ms: %.0f req/s%n",
          CLIENTS, CALLS, total, nanos / 1_000_000, total / (nanos / 1e9));
      assertEquals(0, failures.get());
      long deadline = System.nanoTime() + 5_000_000_000L;
      while (logged.get() < total + 200 && System.nanoTime() < deadline) {
        Thread.onSpinWait();
      }
      assertEquals(total + 200, logged.get(), "one log line per request");
    }
  }

  @Test
  void keptAliveConnectionsGetNoErrors() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults())) {
      byte[] call = ("POST /ops/files.list HTTP/1.1\r\nHost: x\r\nContent-Length: 15\r\n\r\n{\"path\":\"/tmp\"}")
          .getBytes(StandardCharsets.ISO_8859_1);
      keptAlive(server, call, 500);
      ExecutorService pool = Executors.newFixedThreadPool(CONNECTIONS);
      long start = System.nanoTime();
      List<Future<Integer>> done = new ArrayList<>();
      for (int c = 0; c < CONNECTIONS; c++) {
        done.add(pool.submit(() -> keptAlive(server, call, KEPT_ALIVE_CALLS)));
      }
      int ok = 0;
      for (Future<Integer> f : done) {
        ok += f.get(2, TimeUnit.MINUTES);
      }
      long nanos = System.nanoTime() - start;
      pool.shutdown();
      int total = CONNECTIONS * KEPT_ALIVE_CALLS;
      System.out.printf("mock load, kept alive: %d connections x %d calls = %d requests in %d ms: %.0f req/s%n",
          CONNECTIONS, KEPT_ALIVE_CALLS, total, nanos / 1_000_000, total / (nanos / 1e9));
      assertEquals(total, ok, "every call answered 200 on its kept-alive connection");
    }
  }

  /** Sends {@code call} {@code times} times on one connection, each after the last answer; returns the 200s. */
  private static int keptAlive(MockServer server, byte[] call, int times) throws IOException {
    try (Socket socket = RawHttp.connect(server)) {
      socket.setTcpNoDelay(true);
      OutputStream out = socket.getOutputStream();
      BufferedInputStream in = new BufferedInputStream(socket.getInputStream());
      int ok = 0;
      for (int i = 0; i < times; i++) {
        out.write(call);
        out.flush();
        String status = line(in);
        long length = -1;
        for (String line = line(in); !line.isEmpty(); line = line(in)) {
          if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
            length = Long.parseLong(line.substring(15).trim());
          }
        }
        if (length < 0) {
          throw new IOException("no Content-Length after " + status);
        }
        in.skipNBytes(length);
        if (status.startsWith("HTTP/1.1 200 ")) {
          ok++;
        }
      }
      return ok;
    }
  }

  /** One line of a response head, without its CR LF. */
  private static String line(BufferedInputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) {
        throw new IOException("the server closed the connection");
      }
      if (b != '\r') {
        line.append((char) b);
      }
    }
    return line.toString();
  }

  private static HttpRequest request(MockServer server, int client, int call) {
    return HttpRequest.newBuilder(URI.create(server.baseUrl() + "/ops/files.list"))
        .header("X-Request-Id", "load-" + client + "-" + call)
        .POST(HttpRequest.BodyPublishers.ofString("{\"path\":\"/tmp\",\"recursive\":true,\"max_depth\":" + (call % 5 + 1) + "}"))
        .build();
  }
}
