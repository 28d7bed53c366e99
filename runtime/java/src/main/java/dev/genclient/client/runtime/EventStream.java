package dev.genclient.client.runtime;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The typed events of a stream op, one per NDJSON line or per server-sent event ({@link SseParser}: an
 * {@code error} event carries the error envelope, events of other names than {@code message} are
 * skipped), as the op's {@code stream_format} says; an error line throws the mapped exception, and
 * so does a connection lost or silent past the timeout while reading (the catalog's 503 row, status 0);
 * a line that is not an event throws the contract-mismatch error ({@code malformed_event}). Close it.
 *
 * <p>It is also {@link Iterable}, so {@code for (E event : stream)} reads it; the body is read once, so
 * {@link #iterator()} may be called once (a second call throws {@link IllegalStateException}).
 */
public final class EventStream<E> implements Iterator<E>, Iterable<E>, AutoCloseable {
  private final InputStream body;
  private final long maxLineBytes;
  private final EventDecoder<E> decoder;
  private final Function<IOException, RuntimeException> broken;
  private final SseParser sse;
  private final byte[] chunk = new byte[8192];
  private int position;
  private int limit;
  private boolean ended;
  private E next;
  private boolean iterated;

  EventStream(InputStream body, String format, long maxLineBytes, EventDecoder<E> decoder,
      Function<IOException, RuntimeException> broken) {
    this.body = body;
    this.maxLineBytes = maxLineBytes;
    this.decoder = decoder;
    this.broken = broken;
    this.sse = !"sse".equals(format) ? null : new SseParser(body, maxLineBytes, new SseParser.Failures() {
      @Override
      public RuntimeException tooLong(long max) {
        return decoder.tooLong(max);
      }

      @Override
      public RuntimeException cutOff() {
        return decoder.cutOff();
      }

      @Override
      public RuntimeException broken(IOException e) {
        return broken.apply(e);
      }
    });
  }

  @Override
  public boolean hasNext() {
    while (next == null && !ended) {
      if (sse != null) {
        next = nextEvent();
        continue;
      }
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      boolean terminated = readLine(line);
      String text = line.toString(StandardCharsets.UTF_8);
      if (!text.isBlank()) {
        next = decoder.decode(text, !terminated);
      }
    }
    return next != null;
  }

  @Override
  public E next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    E event = next;
    next = null;
    return event;
  }

  /** The next server-sent event's value; null (and ended) at the end of the body. */
  private E nextEvent() {
    try {
      while (true) {
        SseParser.Frame frame = sse.next();
        if (frame == null) {
          ended = true;
          return null;
        }
        if (frame.name().equals("message")) {
          return decoder.decode(frame.data(), false);
        }
        if (frame.name().equals("error")) {
          throw decoder.errorEvent(frame.data());
        }
      }
    } catch (RuntimeException e) {
      ended = true;
      throw e;
    }
  }

  /** Reads up to the next newline into {@code line}: true when the newline came, false at the end of the body. */
  private boolean readLine(ByteArrayOutputStream line) {
    try {
      while (true) {
        if (position == limit) {
          limit = body.read(chunk, 0, chunk.length);
          position = 0;
          if (limit < 0) {
            limit = 0;
            ended = true;
            return false;
          }
        }
        int start = position;
        while (position < limit && chunk[position] != '\n') {
          position++;
        }
        if ((long) line.size() + (position - start) > maxLineBytes) {
          ended = true;
          throw decoder.tooLong(maxLineBytes);
        }
        line.write(chunk, start, position - start);
        if (position < limit) {
          position++;
          return true;
        }
      }
    } catch (IOException e) {
      ended = true;
      throw broken.apply(e);
    }
  }

  /**
   * This stream itself, for a for-each loop: the events are read from the body as they come, so there is
   * one pass. A second call throws rather than hand out an iterator that would see no events.
   */
  @Override
  public Iterator<E> iterator() {
    if (iterated) {
      throw new IllegalStateException("an EventStream is read once: iterator() was already called on it;"
          + " call the op again for a new stream");
    }
    iterated = true;
    return this;
  }

  /** The remaining events as a {@link Stream} that closes this iterator when closed. */
  public Stream<E> stream() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED), false)
        .onClose(this::close);
  }

  @Override
  public void close() {
    ended = true;
    try {
      body.close();
    } catch (IOException e) {
      // Closing cancels the body; nothing is left to report.
    }
  }
}
