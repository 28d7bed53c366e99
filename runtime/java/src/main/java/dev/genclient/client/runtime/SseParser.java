package dev.genclient.client.runtime;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a {@code text/event-stream} body into events by the WHATWG rules: lines end with CRLF, LF
 * or a lone CR (also when a chunk ends between the CR and the LF), a leading byte-order mark is
 * dropped, a line starting with {@code :} is a comment, {@code field: value} drops one space after
 * the colon, the {@code data} lines of an event are joined with LF and a blank line ends the event.
 * {@code id}, {@code retry} and unknown fields are read and ignored (nothing reconnects). A line or
 * an event's data over the limit, and a body that ends inside a line or after a {@code data} line
 * with no blank line, are failures. Bytes are decoded per whole line, so a UTF-8 sequence split
 * across reads stays whole.
 */
final class SseParser {
  /** One event: its name ({@code message} when none was given) and its data lines joined with LF. */
  record Frame(String name, String data) {}

  /** The errors the parser raises; the runtime maps them into the client's error tree. */
  interface Failures {
    RuntimeException tooLong(long max);

    RuntimeException cutOff();

    RuntimeException broken(IOException e);
  }

  private static final byte CR = '\r';
  private static final byte LF = '\n';

  private final InputStream body;
  private final long maxBytes;
  private final Failures failures;
  private final byte[] chunk = new byte[8192];
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private final StringBuilder data = new StringBuilder();
  private int position;
  private int limit;
  private boolean afterCr;
  private boolean firstLine = true;
  private boolean hasData;
  private long dataBytes;
  private String name = "";

  SseParser(InputStream body, long maxBytes, Failures failures) {
    this.body = body;
    this.maxBytes = maxBytes;
    this.failures = failures;
  }

  /** The next event that has data, or null at a clean end of the body. */
  Frame next() {
    while (true) {
      String text = readLine();
      if (text == null) {
        if (hasData) {
          throw failures.cutOff();
        }
        return null;
      }
      if (text.isEmpty()) {
        Frame frame = dispatch();
        if (frame != null) {
          return frame;
        }
      } else {
        field(text);
      }
    }
  }

  private Frame dispatch() {
    Frame frame = hasData ? new Frame(name.isEmpty() ? "message" : name, data.substring(0, data.length() - 1)) : null;
    data.setLength(0);
    hasData = false;
    dataBytes = 0;
    name = "";
    return frame;
  }

  private void field(String text) {
    if (text.charAt(0) == ':') {
      return;
    }
    int colon = text.indexOf(':');
    String field = colon < 0 ? text : text.substring(0, colon);
    String value = colon < 0 ? "" : text.substring(text.startsWith(" ", colon + 1) ? colon + 2 : colon + 1);
    if (field.equals("event")) {
      name = value;
    } else if (field.equals("data")) {
      // The field name, the colon and the space are ASCII: the rest of the line's bytes are the value's.
      dataBytes += (hasData ? 1 : 0) + line.size() - (text.length() - value.length());
      if (dataBytes > maxBytes) {
        throw failures.tooLong(maxBytes);
      }
      data.append(value).append('\n');
      hasData = true;
    }
  }

  /** The next line without its end, or null at the end of the body (a failure when a line was begun). */
  private String readLine() {
    line.reset();
    try {
      while (true) {
        if (position == limit) {
          limit = body.read(chunk, 0, chunk.length);
          position = 0;
          if (limit < 0) {
            limit = 0;
            if (line.size() > 0) {
              throw failures.cutOff();
            }
            return null;
          }
        }
        if (afterCr) {
          afterCr = false;
          if (chunk[position] == LF) {
            position++;
            continue;
          }
        }
        int start = position;
        while (position < limit && chunk[position] != LF && chunk[position] != CR) {
          position++;
        }
        if ((long) line.size() + (position - start) > maxBytes) {
          throw failures.tooLong(maxBytes);
        }
        line.write(chunk, start, position - start);
        if (position < limit) {
          afterCr = chunk[position] == CR;
          position++;
          return decode();
        }
      }
    } catch (IOException e) {
      throw failures.broken(e);
    }
  }

  private String decode() {
    byte[] bytes = line.toByteArray();
    int skip = 0;
    if (firstLine) {
      firstLine = false;
      if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf) {
        skip = 3;
      }
    }
    return new String(bytes, skip, bytes.length - skip, StandardCharsets.UTF_8);
  }
}
