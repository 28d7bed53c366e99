package dev.genclient.mock;

import com.sun.net.httpserver.Headers;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * One client connection, served on its own thread: reads each request's line and headers under the
 * header deadline and its body under the body deadline (a socket read timeout set to the time left,
 * so a client that stalls, or trickles one byte at a time, is cut off when its time is up), hands it
 * to the handler, and keeps the connection for the next request while both sides allow it. A write
 * that does not finish within the body timeout is ended by the listener's reaper, which closes the
 * socket.
 */
final class HttpConnection {
  /** Serves one exchange; must send exactly one response. */
  interface Handler {
    void handle(MockExchange exchange) throws IOException;
  }

  /** Longest request line or header line, and the most header bytes and lines of one request. */
  static final int MAX_LINE_BYTES = 8 * 1024;
  static final int MAX_HEADER_BYTES = 64 * 1024;
  static final int MAX_HEADER_LINES = 200;
  /** After a response that leaves part of a request unread: how long unread bytes are drained before closing. */
  private static final long LINGER_MILLIS = 1000;
  private static final int LINGER_BYTES = 4 << 20;

  private final Socket socket;
  private final MockOptions options;
  private final Handler handler;
  private final RequestLog log;
  private final DeadlineInput deadlineInput;
  private final InputStream in;
  private final OutputStream out;
  /** {@code System.nanoTime()} by which the current write must end; 0 while not writing. */
  private volatile long writeDeadline;
  private boolean http10;
  private boolean clientCloses;
  private boolean continueSent;

  HttpConnection(Socket socket, MockOptions options, Handler handler, RequestLog log) throws IOException {
    this.socket = socket;
    this.options = options;
    this.handler = handler;
    this.log = log;
    this.deadlineInput = new DeadlineInput(socket);
    this.in = new BufferedInputStream(deadlineInput, 16 * 1024);
    this.out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
  }

  /** Serves requests until the client closes, a deadline passes, or a response ends the connection. */
  void run() {
    boolean linger = false;
    try {
      while (true) {
        deadlineInput.deadline(options.headerTimeoutMillis());
        MockExchange exchange;
        try {
          exchange = readRequest();
        } catch (HttpProtocolError e) {
          reject(e);
          linger = true;
          return;
        }
        if (exchange == null) {
          return;
        }
        handler.handle(exchange);
        if (!exchange.responded()) {
          if (exchange.bodyTimedOut()) {
            reject(new HttpProtocolError(408, "request body not received within " + options.bodyTimeoutMillis() + " ms"));
          }
          return;
        }
        if (!keepsAlive(exchange)) {
          linger = !exchange.bodyConsumed();
          return;
        }
      }
    } catch (IOException e) {
      // The client went away, or a write ran past its deadline and the reaper closed the socket.
    } finally {
      close(linger);
    }
  }

  /** True when the connection can carry another request after this exchange. */
  boolean keepsAlive(MockExchange exchange) {
    return !http10 && !clientCloses && exchange.bodyConsumed();
  }

  /** Whole seconds an idle kept-alive connection stays open (the header timeout). */
  long idleSeconds() {
    return options.headerTimeoutMillis() / 1000;
  }

  /** Closes the socket when a write has run past its deadline (called by the listener's reaper). */
  void reapIfOverdue(long now) {
    long deadline = writeDeadline;
    if (deadline != 0 && now - deadline > 0) {
      closeQuietly();
    }
  }

  void closeQuietly() {
    try {
      socket.close();
    } catch (IOException e) {
      // Already closed.
    }
  }

  OutputStream output() {
    return out;
  }

  /** An I/O action on the response stream. */
  interface Write {
    void run() throws IOException;
  }

  /** Runs one write under the write deadline (the body timeout). */
  void writing(Write write) throws IOException {
    writeDeadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(options.bodyTimeoutMillis());
    try {
      write.run();
    } finally {
      writeDeadline = 0;
    }
  }

  /** Sends {@code 100 Continue} once, when the request asked for it, before its body is read. */
  void continueIfExpected(Headers headers) throws IOException {
    String expect = headers.getFirst("Expect");
    if (!continueSent && expect != null && expect.trim().equalsIgnoreCase("100-continue")) {
      continueSent = true;
      writing(() -> {
        out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
      });
    }
  }

  /** The body of the current request, read under the body deadline. */
  InputStream bodyStream(long contentLength, boolean chunked) {
    deadlineInput.deadline(options.bodyTimeoutMillis());
    return chunked ? new ChunkedInput(in) : new FixedInput(in, contentLength);
  }

  /** The next request's line and headers; null when the client closed or went idle before sending a byte. */
  private MockExchange readRequest() throws IOException, HttpProtocolError {
    continueSent = false;
    String requestLine;
    try {
      requestLine = readLine(true);
      while (requestLine != null && requestLine.isEmpty()) {
        requestLine = readLine(true);
      }
    } catch (SocketTimeoutException e) {
      if (deadlineInput.bytesSinceDeadline() == 0) {
        return null;
      }
      throw timedOut();
    }
    if (requestLine == null) {
      return null;
    }
    try {
      return parse(requestLine);
    } catch (SocketTimeoutException e) {
      throw timedOut();
    }
  }

  private HttpProtocolError timedOut() {
    return new HttpProtocolError(408, "request headers not received within " + options.headerTimeoutMillis() + " ms");
  }

  private MockExchange parse(String requestLine) throws IOException, HttpProtocolError {
    String[] parts = requestLine.split(" ", -1);
    if (parts.length != 3 || !isToken(parts[0])) {
      throw new HttpProtocolError(400, "malformed request line");
    }
    String method = parts[0];
    if (parts[2].equals("HTTP/1.0")) {
      http10 = true;
    } else if (!parts[2].equals("HTTP/1.1")) {
      throw new HttpProtocolError(505, "only HTTP/1.1 and HTTP/1.0 are served");
    }
    URI target = target(parts[1]);
    Headers headers = new Headers();
    int headerBytes = requestLine.length();
    int lines = 0;
    while (true) {
      String line = readLine(false);
      if (line == null) {
        throw new IOException("connection closed inside the headers");
      }
      if (line.isEmpty()) {
        break;
      }
      headerBytes += line.length() + 2;
      if (++lines > MAX_HEADER_LINES || headerBytes > MAX_HEADER_BYTES) {
        throw new HttpProtocolError(431, "request headers larger than " + MAX_HEADER_BYTES + " bytes or "
            + MAX_HEADER_LINES + " lines");
      }
      int colon = line.indexOf(':');
      if (colon <= 0 || !isToken(line.substring(0, colon))) {
        throw new HttpProtocolError(400, "malformed header line");
      }
      headers.add(line.substring(0, colon), trimWhitespace(line.substring(colon + 1)));
    }
    String connection = headers.getFirst("Connection");
    clientCloses = connection != null && connection.toLowerCase(Locale.ROOT).contains("close");
    List<String> encodings = headers.get("Transfer-Encoding");
    List<String> lengths = headers.get("Content-Length");
    boolean chunked = false;
    long length = 0;
    if (encodings != null) {
      if (lengths != null) {
        throw new HttpProtocolError(400, "both Transfer-Encoding and Content-Length");
      }
      if (encodings.size() != 1 || !encodings.get(0).equalsIgnoreCase("chunked")) {
        throw new HttpProtocolError(501, "only the chunked transfer coding is served");
      }
      chunked = true;
    } else if (lengths != null) {
      length = contentLength(lengths);
    }
    return new MockExchange(this, method, target.getRawPath(), target.getRawQuery(), headers, length, chunked);
  }

  private static URI target(String text) throws HttpProtocolError {
    try {
      if (text.startsWith("/")) {
        // Parsed below an authority, so "//x" stays a path rather than becoming one.
        URI uri = new URI("http://mock" + text);
        return uri;
      }
      URI uri = new URI(text);
      if (uri.isAbsolute() && uri.getRawPath() != null && uri.getRawPath().startsWith("/")) {
        return uri;
      }
    } catch (URISyntaxException e) {
      throw new HttpProtocolError(400, "malformed request target");
    }
    throw new HttpProtocolError(400, "the request target must be a path");
  }

  private static long contentLength(List<String> values) throws HttpProtocolError {
    long length = -1;
    for (String value : values) {
      for (String item : value.split(",", -1)) {
        String digits = item.trim();
        if (digits.isEmpty() || digits.length() > 18 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
          throw new HttpProtocolError(400, "malformed Content-Length");
        }
        long parsed = Long.parseLong(digits);
        if (length >= 0 && parsed != length) {
          throw new HttpProtocolError(400, "conflicting Content-Length values");
        }
        length = parsed;
      }
    }
    return length;
  }

  /** Answers a request the HTTP layer refuses, plain text, and logs it; the connection is closed after. */
  private void reject(HttpProtocolError error) {
    clientCloses = true;
    byte[] body = ("mock: " + error.getMessage() + "\n").getBytes(StandardCharsets.UTF_8);
    String head = "HTTP/1.1 " + error.status() + " " + MockExchange.reason(error.status()) + "\r\n"
        + "Content-Type: text/plain; charset=utf-8\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
    try {
      writing(() -> {
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
      });
    } catch (IOException e) {
      // The client is gone; nothing to tell it.
    }
    log.protocol(error.status(), error.getMessage());
  }

  /**
   * One line without its CR LF (a bare LF ends it too), as ISO-8859-1; null at end of stream before
   * any byte. Longer than {@link #MAX_LINE_BYTES}: 414 for the request line, else 431.
   */
  private String readLine(boolean requestLine) throws IOException, HttpProtocolError {
    ByteArrayOutputStream line = new ByteArrayOutputStream(128);
    while (true) {
      int b = in.read();
      if (b == -1) {
        if (line.size() == 0) {
          return null;
        }
        throw new IOException("connection closed inside a line");
      }
      if (b == '\n') {
        byte[] bytes = line.toByteArray();
        int end = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        String text = new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
        if (text.indexOf('\r') >= 0 || text.indexOf('\0') >= 0) {
          throw new HttpProtocolError(400, "a bare CR or a NUL in the request head");
        }
        return text;
      }
      if (line.size() >= MAX_LINE_BYTES) {
        throw new HttpProtocolError(requestLine ? 414 : 431, (requestLine ? "request line" : "header line")
            + " longer than " + MAX_LINE_BYTES + " bytes");
      }
      line.write(b);
    }
  }

  private static boolean isToken(String text) {
    if (text.isEmpty()) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean ok = c > 0x20 && c < 0x7f && "()<>@,;:\\\"/[]?={}".indexOf(c) < 0;
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private static String trimWhitespace(String text) {
    int start = 0;
    int end = text.length();
    while (start < end && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
      start++;
    }
    while (end > start && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
      end--;
    }
    return text.substring(start, end);
  }

  /**
   * Closes the connection. With {@code linger}, part of a request may still be on its way: the
   * response is pushed out first (FIN), then unread bytes are drained for a bounded time, so the
   * client reads the response instead of a reset.
   */
  private void close(boolean linger) {
    try {
      out.flush();
      if (linger && !socket.isClosed()) {
        socket.shutdownOutput();
        deadlineInput.deadline(LINGER_MILLIS);
        long drained = 0;
        byte[] sink = new byte[8192];
        int n;
        while (drained < LINGER_BYTES && (n = in.read(sink)) > 0) {
          drained += n;
        }
      }
    } catch (IOException e) {
      // Timed out draining, or the client is gone.
    } finally {
      closeQuietly();
    }
  }

  /** The socket's input, each read bounded by the time left to the current deadline. */
  private static final class DeadlineInput extends BlockInput {
    private final Socket socket;
    private final InputStream raw;
    private long deadline;
    private long bytesSinceDeadline;

    DeadlineInput(Socket socket) throws IOException {
      this.socket = socket;
      this.raw = socket.getInputStream();
    }

    void deadline(long millis) {
      deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
      bytesSinceDeadline = 0;
    }

    long bytesSinceDeadline() {
      return bytesSinceDeadline;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new SocketTimeoutException("deadline passed");
      }
      socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, TimeUnit.NANOSECONDS.toMillis(left) + 1)));
      int n = raw.read(b, off, len);
      if (n > 0) {
        bytesSinceDeadline += n;
      }
      return n;
    }
  }

  /** A stream read in blocks; a single-byte read is a block of one. */
  private abstract static class BlockInput extends InputStream {
    @Override
    public final int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n <= 0 ? -1 : one[0] & 0xff;
    }
  }

  /** Exactly {@code length} bytes of the underlying stream. */
  private static final class FixedInput extends BlockInput {
    private final InputStream in;
    private long left;

    FixedInput(InputStream in, long length) {
      this.in = in;
      this.left = length;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (left == 0) {
        return -1;
      }
      int n = in.read(b, off, (int) Math.min(len, left));
      if (n < 0) {
        throw new IOException("connection closed inside the body");
      }
      left -= n;
      return n;
    }
  }

  /** The chunked transfer coding, decoded; trailers are read and dropped. */
  private final class ChunkedInput extends BlockInput {
    private final InputStream in;
    private long chunkLeft;
    private boolean done;

    ChunkedInput(InputStream in) {
      this.in = in;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (done) {
        return -1;
      }
      if (chunkLeft == 0) {
        chunkLeft = nextChunkSize();
        if (chunkLeft == 0) {
          done = true;
          String trailer;
          do {
            trailer = line();
          } while (!trailer.isEmpty());
          return -1;
        }
      }
      int n = in.read(b, off, (int) Math.min(len, chunkLeft));
      if (n < 0) {
        throw new IOException("connection closed inside a chunk");
      }
      chunkLeft -= n;
      if (chunkLeft == 0 && !line().isEmpty()) {
        throw new IOException("malformed chunk: no CRLF after its data");
      }
      return n;
    }

    private long nextChunkSize() throws IOException {
      String line = line();
      int semicolon = line.indexOf(';');
      String hex = (semicolon < 0 ? line : line.substring(0, semicolon)).trim();
      if (hex.isEmpty() || hex.length() > 15) {
        throw new IOException("malformed chunk size");
      }
      try {
        return Long.parseLong(hex, 16);
      } catch (NumberFormatException e) {
        throw new IOException("malformed chunk size");
      }
    }

    private String line() throws IOException {
      try {
        String line = readLine(false);
        if (line == null) {
          throw new IOException("connection closed inside the chunked body");
        }
        return line;
      } catch (HttpProtocolError e) {
        throw new IOException(e.getMessage());
      }
    }
  }
}
