package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A body gathered whole that stops coming fails by its own idle time, watched without a timer per body. */
class WholeBodyTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  /** Answers every connection with headers and half a body, then stays silent until closed. */
  private static final class Stalling implements AutoCloseable {
    final ServerSocket socket = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
    final List<Socket> held = new ArrayList<>();

    Stalling() throws IOException {
      Thread accept = new Thread(() -> {
        while (!socket.isClosed()) {
          try {
            Socket client = socket.accept();
            synchronized (held) {
              held.add(client);
            }
            client.getInputStream().read(new byte[4096]);
            OutputStream out = client.getOutputStream();
            out.write("HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\n{\"a\":".getBytes(StandardCharsets.US_ASCII));
            out.flush();
          } catch (IOException e) {
            return;
          }
        }
      });
      accept.setDaemon(true);
      accept.start();
    }

    String baseUrl() {
      return "http://127.0.0.1:" + socket.getLocalPort();
    }

    @Override
    public void close() throws IOException {
      socket.close();
      synchronized (held) {
        for (Socket s : held) {
          s.close();
        }
      }
    }
  }

  private static long failsAfterMillis(CompletableFuture<JsonNode> future, long started) throws Exception {
    ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
        () -> future.get(10, TimeUnit.SECONDS));
    ApiException e = assertInstanceOf(ApiException.class, failed.getCause());
    assertEquals("timeout", e.details().path("reason").asText(), e.toString());
    return (System.nanoTime() - started) / 1_000_000;
  }

  @Test
  void silentBodiesFailEachByItsOwnIdleTime() throws Exception {
    try (Stalling server = new Stalling()) {
      Transport transport = TestTransports.of(server.baseUrl(), new RecordingSleeper());
      long started = System.nanoTime();
      RequestOptions slow = RequestOptions.builder().timeout(Duration.ofMillis(1500)).maxRetries(0).build();
      RequestOptions quick = RequestOptions.builder().timeout(Duration.ofMillis(300)).maxRetries(0).build();
      CompletableFuture<JsonNode> slowCall = transport.callAsync(TestTransports.op("jobs.status"), null, JSON, slow);
      CompletableFuture<JsonNode> quickCall = transport.callAsync(TestTransports.op("jobs.status"), null, JSON, quick);
      long quickMillis = failsAfterMillis(quickCall, started);
      assertTrue(quickMillis >= 300 && quickMillis < 1400, "the 300 ms body gave up after " + quickMillis + " ms");
      assertTrue(!slowCall.isDone(), "the 1.5 s body still waits");
      long slowMillis = failsAfterMillis(slowCall, started);
      assertTrue(slowMillis >= 1500, "the 1.5 s body gave up after " + slowMillis + " ms");
    }
  }
}
