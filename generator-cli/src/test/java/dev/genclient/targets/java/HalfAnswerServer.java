package dev.genclient.targets.java;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A raw HTTP/1.1 server on a socket that answers each request with a status line, headers and part of
 * a body, then either closes the connection ({@code close}) or goes silent until the client gives up.
 * What the client did with a silent connection is reported by {@link #clientClosed}.
 */
final class HalfAnswerServer implements AutoCloseable {
  private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  private final BlockingQueue<Boolean> closedByClient = new LinkedBlockingQueue<>();
  private final AtomicInteger requests = new AtomicInteger();
  private final Thread acceptor;

  HalfAnswerServer(String head, String partialBody, boolean close) throws IOException {
    byte[] answer = (head + "\r\n" + partialBody).getBytes(StandardCharsets.UTF_8);
    acceptor = new Thread(() -> {
      try {
        while (true) {
          try (Socket socket = server.accept()) {
            readRequest(socket.getInputStream());
            requests.incrementAndGet();
            OutputStream out = socket.getOutputStream();
            out.write(answer);
            out.flush();
            if (!close) {
              // Silent: wait for the client to give up and close its end.
              socket.setSoTimeout(10_000);
              closedByClient.add(socket.getInputStream().read() < 0);
            }
          }
        }
      } catch (IOException stopped) {
        // close() ended the accept loop, or the client reset the connection
      }
    }, "half-answer-server");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  String url() {
    return "http://127.0.0.1:" + server.getLocalPort();
  }

  /** The requests answered so far (retries count). */
  int requests() {
    return requests.get();
  }

  /** Whether the client closed a silent connection within {@code seconds} (its end read as EOF). */
  boolean clientClosed(int seconds) throws InterruptedException {
    return Boolean.TRUE.equals(closedByClient.poll(seconds, TimeUnit.SECONDS));
  }

  /** Reads the request head and its {@code Content-Length} body, so closing sends no reset. */
  private static void readRequest(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("request ended early");
      }
      head.write(b);
    }
    for (String line : head.toString(StandardCharsets.ISO_8859_1).split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        in.readNBytes(Integer.parseInt(line.substring("content-length:".length()).trim()));
      }
    }
  }

  @Override
  public void close() throws Exception {
    server.close();
    acceptor.join(5_000);
  }
}
