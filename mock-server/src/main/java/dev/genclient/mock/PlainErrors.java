package dev.genclient.mock;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's answer to a request it refuses (malformed, too large, too slow, a bad body framing), in
 * the mock's form: plain text {@code mock: REASON}, one {@code - - STATUS - - REASON} log line.
 */
final class PlainErrors extends ErrorHandler {
  private final RequestLog log;

  PlainErrors(RequestLog log) {
    this.log = log;
  }

  /** A request refused while its head was parsed: no request exists yet. */
  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    String text = reason == null ? "bad request" : reason;
    log.protocol(status, text);
    fields.put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    return ByteBuffer.wrap(("mock: " + text + "\n").getBytes(StandardCharsets.UTF_8));
  }

  /** A request refused once it was read (its body's framing, its body deadline). */
  @Override
  protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
      Callback callback) {
    String text = message == null ? "status " + code : message;
    log.protocol(code, text);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    response.write(true, ByteBuffer.wrap(("mock: " + text + "\n").getBytes(StandardCharsets.UTF_8)), callback);
  }
}
