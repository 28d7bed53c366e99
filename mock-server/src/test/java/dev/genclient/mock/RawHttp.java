package dev.genclient.mock;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** Bytes on a plain socket, for requests an HTTP client library would not send (stalls, control characters). */
final class RawHttp {
  private RawHttp() {}

  static Socket connect(MockServer server) {
    try {
      Socket socket = new Socket();
      socket.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
      return socket;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void write(Socket socket, String text) {
    try {
      socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Everything the server sends until it closes the connection, waiting at most {@code millis} in all. */
  static String readUntilClosed(Socket socket, long millis) {
    long deadline = System.currentTimeMillis() + millis;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    try {
      InputStream in = socket.getInputStream();
      while (true) {
        long left = deadline - System.currentTimeMillis();
        if (left <= 0) {
          throw new AssertionError("the server did not close the connection within " + millis + " ms; got: "
              + out.toString(StandardCharsets.ISO_8859_1));
        }
        socket.setSoTimeout((int) left);
        int n;
        try {
          n = in.read(buffer);
        } catch (SocketTimeoutException e) {
          continue;
        } catch (IOException e) {
          break;
        }
        if (n < 0) {
          break;
        }
        out.write(buffer, 0, n);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.ISO_8859_1);
  }

  /** Sends a whole request (it should ask for {@code Connection: close}) and returns the whole response. */
  static String exchange(MockServer server, String request) {
    try (Socket socket = connect(server)) {
      write(socket, request);
      return readUntilClosed(socket, 10_000);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
