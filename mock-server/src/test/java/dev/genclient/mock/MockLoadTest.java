package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A bounded loopback load: 8 clients × 500 validated calls, no errors; reports requests per second (never asserts it). */
class MockLoadTest {
  static final int CLIENTS = 8;
  static final int CALLS = 500;

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

  private static HttpRequest request(MockServer server, int client, int call) {
    return HttpRequest.newBuilder(URI.create(server.baseUrl() + "/ops/files.list"))
        .header("X-Request-Id", "load-" + client + "-" + call)
        .POST(HttpRequest.BodyPublishers.ofString("{\"path\":\"/tmp\",\"recursive\":true,\"max_depth\":" + (call % 5 + 1) + "}"))
        .build();
  }
}
