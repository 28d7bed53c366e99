package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Flow;
import java.util.function.Supplier;

/** Reading response bodies whole: all of it, at most a limit, the error body, or nothing (drained). */
final class Bodies {
  private static final int CHUNK = 64 * 1024;

  private Bodies() {}

  static byte[] readAll(InputStream in) throws IOException {
    try (in) {
      return in instanceof WholeBody.Bytes whole ? whole.rest() : in.readAllBytes();
    }
  }

  /**
   * The whole body when it has at most {@code max} bytes; a body announced or found longer (or one the
   * heap cannot hold) throws {@code tooLarge}'s error without reading the rest.
   */
  static byte[] readAtMost(InputStream in, long announced, long max, Supplier<RuntimeException> tooLarge)
      throws IOException {
    try (in) {
      if (announced > max) {
        throw tooLarge.get();
      }
      int cap = (int) Math.min(max, Integer.MAX_VALUE - 8);
      byte[] out = new byte[(int) Math.min(Math.max(announced, CHUNK), cap)];
      int size = 0;
      while (true) {
        if (size == out.length) {
          if (size >= cap) {
            if (in.read() < 0) {
              return out;
            }
            throw tooLarge.get();
          }
          out = Arrays.copyOf(out, (int) Math.min(cap, Math.max(CHUNK, (long) size * 2)));
        }
        int n = in.read(out, size, out.length - size);
        if (n < 0) {
          return size == out.length ? out : Arrays.copyOf(out, size);
        }
        size += n;
      }
    } catch (OutOfMemoryError e) {
      // The buffer is this method's own: it is garbage now, and the caller is told to stream instead.
      throw tooLarge.get();
    }
  }

  /** An error answer's body: its JSON, its text (a legacy server's plain message), or an empty object. */
  static JsonNode errorBody(InputStream body, ObjectMapper mapper) {
    try {
      byte[] bytes = readAll(body);
      if (bytes.length == 0) {
        return mapper.createObjectNode();
      }
      try {
        return mapper.readTree(bytes);
      } catch (IOException e) {
        return mapper.getNodeFactory().textNode(new String(bytes, StandardCharsets.UTF_8));
      }
    } catch (IOException | ApiException e) {
      // An unreadable error body (a streamed one may fail with the transport exception): map by status.
      return mapper.createObjectNode();
    }
  }

  /** Closes a body unread (its connection is not reused). */
  static void close(InputStream body) {
    try {
      body.close();
    } catch (IOException ignored) {
      // Nothing of it is used.
    }
  }

  /** Drains and closes the body of an answer not used (a retried one, a redirect), so its connection can be reused. */
  static void discard(InputStream body) {
    try {
      readAll(body);
    } catch (IOException | ApiException ignored) {
      // Its body carries nothing the client needs.
    }
  }

  /** A body publisher that cannot be subscribed to twice in a useful way (an {@code InputStream} read once). */
  static final class Once implements HttpRequest.BodyPublisher {
    private final HttpRequest.BodyPublisher inner;

    Once(HttpRequest.BodyPublisher inner) {
      this.inner = inner;
    }

    @Override
    public long contentLength() {
      return inner.contentLength();
    }

    @Override
    public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
      inner.subscribe(subscriber);
    }
  }
}
