package dev.genclient.mock;

/**
 * A request the HTTP layer cannot take (malformed request line or headers, headers too large, a bad
 * body framing, a read deadline passed): answered with {@code status} and a plain-text reason, then
 * the connection is closed.
 */
final class HttpProtocolError extends Exception {
  private final int status;

  HttpProtocolError(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  int status() {
    return status;
  }
}
