package dev.genclient.mock;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Blocker;

/**
 * One request and its response, as the mock's handlers see them, over Jetty's {@link Request} and
 * {@link Response}: the request line and headers, the body (read on demand, under the body
 * deadline), and one response (fixed length, or chunked for streams). Jetty parsed and checked the
 * request line, headers and framing before this exists.
 */
final class MockExchange {
  /** Serves one exchange; must send exactly one response. */
  interface Handler {
    void handle(MockExchange exchange) throws IOException;
  }

  /** What reading the body found. */
  enum BodyState { UNREAD, READ, TOO_LARGE }

  private final Request request;
  private final Response response;
  private final long bodyTimeoutMillis;
  private final long idleSeconds;
  private BodyState bodyState;
  private boolean responded;
  private boolean bodyTimedOut;
  private Throwable bodyFailure;

  MockExchange(Request request, Response response, long bodyTimeoutMillis, long idleSeconds) {
    this.request = request;
    this.response = response;
    this.bodyTimeoutMillis = bodyTimeoutMillis;
    this.idleSeconds = idleSeconds;
    this.bodyState = request.getLength() == 0 ? BodyState.READ : BodyState.UNREAD;
  }

  String method() {
    return request.getMethod();
  }

  /** The request path, still percent-encoded. */
  String rawPath() {
    return request.getHttpURI().getPath();
  }

  /** The raw query string, or null. */
  String rawQuery() {
    return request.getHttpURI().getQuery();
  }

  HttpFields requestHeaders() {
    return request.getHeaders();
  }

  HttpFields.Mutable responseHeaders() {
    return response.getHeaders();
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

  /** Why reading the body failed other than by its deadline (a framing error Jetty found in it), or null. */
  Throwable bodyFailure() {
    return bodyFailure;
  }

  /**
   * The request body, at most {@code cap} bytes; null when it is larger (a declared length over the
   * cap is refused before reading). The whole body must arrive within the body timeout, however it
   * trickles in; no thread waits on the socket meanwhile (Jetty gathers it as it arrives).
   */
  byte[] body(int cap) throws IOException {
    if (bodyState == BodyState.READ && request.getLength() == 0) {
      return new byte[0];
    }
    if (bodyState != BodyState.UNREAD) {
      throw new IllegalStateException("the body was already read");
    }
    if (request.getLength() > cap) {
      bodyState = BodyState.TOO_LARGE;
      return null;
    }
    CompletableFuture<byte[]> reading = Content.Source.asByteArrayAsync(request, cap + 1);
    try {
      byte[] body = reading.get(bodyTimeoutMillis, TimeUnit.MILLISECONDS);
      bodyState = BodyState.READ;
      return body;
    } catch (TimeoutException e) {
      reading.cancel(false);
      bodyTimedOut = true;
      throw new IOException("request body not received within " + bodyTimeoutMillis + " ms");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IllegalStateException || e.getCause() instanceof IllegalArgumentException) {
        // Content past the limit given to asByteArrayAsync.
        bodyState = BodyState.TOO_LARGE;
        return null;
      }
      bodyFailure = e.getCause();
      throw new IOException("reading the request body failed: " + e.getCause(), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while reading the request body");
    }
  }

  /** Sends a whole response: {@code body} with its length (Jetty sends none for HEAD, 204 and 304). */
  void send(int status, String contentType, byte[] body) throws IOException {
    begin(status);
    if (contentType != null) {
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
    }
    if (status != 204 && status != 304) {
      response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
    }
    write(true, ByteBuffer.wrap(body));
  }

  /** Starts a chunked response; each {@code flush} of the returned stream sends what was written as one chunk. */
  OutputStream sendChunked(int status, String contentType) throws IOException {
    begin(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
    return new ChunkedOutput();
  }

  private void begin(int status) {
    if (responded) {
      throw new IllegalStateException("a response was already sent");
    }
    responded = true;
    response.setStatus(status);
    if (!keepsAlive()) {
      // An unread body ends the connection after this response; say so rather than leave it to a reset.
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
    } else if (idleSeconds > 0) {
      // A hint clients such as Node's fetch honour: they drop the connection before the mock would.
      response.getHeaders().put(HttpHeader.KEEP_ALIVE, "timeout=" + idleSeconds);
    }
  }

  private boolean keepsAlive() {
    String connection = request.getHeaders().get(HttpHeader.CONNECTION);
    boolean clientCloses = connection != null && connection.toLowerCase(java.util.Locale.ROOT).contains("close");
    return bodyConsumed() && !clientCloses && request.getConnectionMetaData().getHttpVersion() == HttpVersion.HTTP_1_1;
  }

  /** One write of the response, waited for (its bound is Jetty's idle timeout while a request is handled). */
  private void write(boolean last, ByteBuffer bytes) throws IOException {
    try (Blocker.Callback done = Blocker.callback()) {
      response.write(last, bytes, done);
      done.block();
    }
  }

  /** Chunked transfer coding (Jetty's, for a response of unknown length): every flush sends the bytes buffered since the last one. */
  private final class ChunkedOutput extends OutputStream {
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private boolean closed;

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
      MockExchange.this.write(false, ByteBuffer.wrap(chunk));
    }

    @Override
    public void close() throws IOException {
      if (closed) {
        return;
      }
      closed = true;
      flush();
      MockExchange.this.write(true, ByteBuffer.allocate(0));
    }
  }
}
