package dev.genclient.mock;

import com.sun.net.httpserver.Headers;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * One request and its response on a {@link HttpConnection}: the parsed request line and headers,
 * the body (read on demand, under the body deadline), and one response (fixed length, or chunked
 * for streams).
 */
final class MockExchange {
  /** What reading the body found. */
  enum BodyState { UNREAD, READ, TOO_LARGE }

  private final HttpConnection connection;
  private final String method;
  private final String rawPath;
  private final String rawQuery;
  private final Headers requestHeaders;
  private final Headers responseHeaders = new Headers();
  private final long contentLength;
  private final boolean chunked;
  private BodyState bodyState;
  private boolean responded;
  private boolean bodyTimedOut;

  MockExchange(HttpConnection connection, String method, String rawPath, String rawQuery, Headers requestHeaders,
      long contentLength, boolean chunked) {
    this.connection = connection;
    this.method = method;
    this.rawPath = rawPath;
    this.rawQuery = rawQuery;
    this.requestHeaders = requestHeaders;
    this.contentLength = contentLength;
    this.chunked = chunked;
    this.bodyState = contentLength == 0 && !chunked ? BodyState.READ : BodyState.UNREAD;
  }

  String method() {
    return method;
  }

  /** The request path, still percent-encoded. */
  String rawPath() {
    return rawPath;
  }

  /** The raw query string, or null. */
  String rawQuery() {
    return rawQuery;
  }

  Headers requestHeaders() {
    return requestHeaders;
  }

  Headers responseHeaders() {
    return responseHeaders;
  }

  /** True when the whole request body has been read, so the connection can carry another request. */
  boolean bodyConsumed() {
    return bodyState == BodyState.READ;
  }

  boolean responded() {
    return responded;
  }

  /** True when the body did not arrive within the body timeout. */
  boolean bodyTimedOut() {
    return bodyTimedOut;
  }

  /**
   * The request body, at most {@code cap} bytes; null when it is larger (a declared length over the
   * cap is refused before reading). Reading is bounded by the body deadline.
   */
  byte[] body(int cap) throws IOException {
    if (bodyState == BodyState.READ && contentLength == 0 && !chunked) {
      return new byte[0];
    }
    if (bodyState != BodyState.UNREAD) {
      throw new IllegalStateException("the body was already read");
    }
    if (!chunked && contentLength > cap) {
      bodyState = BodyState.TOO_LARGE;
      return null;
    }
    connection.continueIfExpected(requestHeaders);
    InputStream in = connection.bodyStream(contentLength, chunked);
    try {
      byte[] body = in.readNBytes(cap + 1);
      if (body.length > cap) {
        bodyState = BodyState.TOO_LARGE;
        return null;
      }
      bodyState = BodyState.READ;
      return body;
    } catch (SocketTimeoutException e) {
      bodyTimedOut = true;
      throw e;
    }
  }

  /** Sends a whole response: {@code body} with its length (no body for HEAD, 204 and 304). */
  void send(int status, String contentType, byte[] body) throws IOException {
    begin();
    if (contentType != null) {
      responseHeaders.set("Content-Type", contentType);
    }
    boolean noBody = status == 204 || status == 304 || method.equals("HEAD");
    if (status != 204 && status != 304) {
      responseHeaders.set("Content-Length", String.valueOf(body.length));
    }
    OutputStream out = connection.output();
    connection.writing(() -> {
      out.write(head(status));
      if (!noBody) {
        out.write(body);
      }
      out.flush();
    });
  }

  /** Starts a 200 chunked response; each {@code flush} of the returned stream sends what was written as one chunk. */
  OutputStream sendChunked(int status, String contentType) throws IOException {
    begin();
    responseHeaders.set("Content-Type", contentType);
    responseHeaders.set("Transfer-Encoding", "chunked");
    OutputStream out = connection.output();
    connection.writing(() -> out.write(head(status)));
    return new ChunkedOutput(out);
  }

  private void begin() {
    if (responded) {
      throw new IllegalStateException("a response was already sent");
    }
    responded = true;
    if (!connection.keepsAlive(this)) {
      responseHeaders.set("Connection", "close");
    } else if (connection.idleSeconds() > 0) {
      // A hint clients such as Node's fetch honour: they drop the connection before the mock would.
      responseHeaders.set("Keep-Alive", "timeout=" + connection.idleSeconds());
    }
  }

  private byte[] head(int status) {
    StringBuilder head = new StringBuilder("HTTP/1.1 ").append(status).append(' ').append(reason(status)).append("\r\n");
    for (Map.Entry<String, List<String>> header : responseHeaders.entrySet()) {
      for (String value : header.getValue()) {
        head.append(canonical(header.getKey())).append(": ").append(value).append("\r\n");
      }
    }
    return head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  /** {@code x-request-id} as {@code X-Request-Id}: the spelling of the names in the protocol's documents. */
  private static String canonical(String name) {
    StringBuilder out = new StringBuilder(name.length());
    boolean upper = true;
    for (char c : name.toCharArray()) {
      out.append(upper ? Character.toUpperCase(c) : c);
      upper = c == '-';
    }
    return out.toString();
  }

  static String reason(int status) {
    switch (status) {
      case 100: return "Continue";
      case 200: return "OK";
      case 202: return "Accepted";
      case 204: return "No Content";
      case 400: return "Bad Request";
      case 401: return "Unauthorized";
      case 403: return "Forbidden";
      case 404: return "Not Found";
      case 405: return "Method Not Allowed";
      case 408: return "Request Timeout";
      case 409: return "Conflict";
      case 413: return "Content Too Large";
      case 429: return "Too Many Requests";
      case 431: return "Request Header Fields Too Large";
      case 500: return "Internal Server Error";
      case 501: return "Not Implemented";
      case 503: return "Service Unavailable";
      default: return "Status " + status;
    }
  }

  /** Chunked transfer coding: every flush sends the bytes buffered since the last one; close sends the last chunk. */
  private final class ChunkedOutput extends OutputStream {
    private final OutputStream out;
    private final java.io.ByteArrayOutputStream pending = new java.io.ByteArrayOutputStream();
    private boolean closed;

    ChunkedOutput(OutputStream out) {
      this.out = out;
    }

    @Override
    public void write(int b) {
      pending.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      pending.write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
      if (pending.size() == 0) {
        return;
      }
      byte[] chunk = pending.toByteArray();
      pending.reset();
      connection.writing(() -> {
        out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(chunk);
        out.write("\r\n".getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
      });
    }

    @Override
    public void close() throws IOException {
      if (closed) {
        return;
      }
      closed = true;
      flush();
      connection.writing(() -> {
        out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
      });
    }
  }
}
