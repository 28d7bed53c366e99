package dev.genclient.client.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A raw-socket HTTP server on 127.0.0.1 (port 0) answering every request with the same bytes, so a test
 * can send framing no HTTP server library would (two Content-Lengths, Content-Length with chunked).
 */
final class RawServer implements AutoCloseable {
  private final ServerSocket socket;
  private final byte[] answer;
  private final Thread thread;

  RawServer(byte[] answer) throws IOException {
    this.socket = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
    this.answer = answer;
    this.thread = new Thread(this::serve, "raw-server");
    thread.setDaemon(true);
    thread.start();
  }

  /** An answer made of a head ({@code \n} line ends become CRLF, the blank line added) and a body. */
  static byte[] answer(String head, byte[] body) {
    byte[] top = (head.strip().replace("\n", "\r\n") + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
    byte[] out = new byte[top.length + body.length];
    System.arraycopy(top, 0, out, 0, top.length);
    System.arraycopy(body, 0, out, top.length, body.length);
    return out;
  }

  String baseUrl() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  private void serve() {
    while (!socket.isClosed()) {
      try (Socket client = socket.accept()) {
        readHead(client.getInputStream());
        OutputStream out = client.getOutputStream();
        out.write(answer);
        out.flush();
        client.shutdownOutput();
        // Let the client read everything before the connection closes.
        client.getInputStream().read(new byte[1]);
      } catch (IOException e) {
        // A closed socket ends the loop; a client gone early is its own business.
      }
    }
  }

  private static void readHead(InputStream in) throws IOException {
    int matched = 0;
    byte[] end = {'\r', '\n', '\r', '\n'};
    while (matched < 4) {
      int b = in.read();
      if (b < 0) {
        return;
      }
      matched = b == end[matched] ? matched + 1 : b == '\r' ? 1 : 0;
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
