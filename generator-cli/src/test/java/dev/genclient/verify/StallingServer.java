package dev.genclient.verify;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A loopback socket that accepts every connection, reads its request and never answers: {@link #heldFor()}
 * says how long each client held its request before giving up. Each connection is closed by the server
 * after {@code limit}, so a client without a timeout does not hang the test.
 */
final class StallingServer implements AutoCloseable {
  private final ServerSocket socket;
  private final Duration limit;
  private final Map<String, Duration> held = new ConcurrentHashMap<>();

  StallingServer(Duration limit) throws IOException {
    this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.limit = limit;
    Thread accepting = new Thread(this::accept, "stalling-server");
    accepting.setDaemon(true);
    accepting.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  /**
   * Each request seen, by its request line ({@code POST /ops/custom.echo}), and the time from its connection's
   * accept to the client's close (or the server's, at the limit). A connection that carried no request is not kept.
   */
  Map<String, Duration> heldFor() {
    return Map.copyOf(held);
  }

  private void accept() {
    while (!socket.isClosed()) {
      try {
        Socket connection = socket.accept();
        Thread reading = new Thread(() -> hold(connection), "stalling-connection");
        reading.setDaemon(true);
        reading.start();
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void hold(Socket connection) {
    long start = System.nanoTime();
    String request = null;
    try (connection; InputStream in = connection.getInputStream()) {
      connection.setSoTimeout((int) limit.toMillis());
      byte[] buffer = new byte[8192];
      int n;
      while ((n = in.read(buffer)) >= 0) {
        if (request == null) {
          String line = new String(buffer, 0, n, StandardCharsets.ISO_8859_1).lines().findFirst().orElse("");
          request = line.replaceFirst(" HTTP/1\\.[01]$", "");
        }
      }
    } catch (IOException closedOrLimit) {
      // the limit passed, or the client reset the connection: either way it is no longer held
    }
    if (request != null) {
      held.put(request, Duration.ofNanos(System.nanoTime() - start));
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
