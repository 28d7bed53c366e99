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
 * The typed events of a stream op, one per NDJSON line; an error line throws the mapped exception, and
 * so does a connection lost or silent past the timeout while reading (the catalog's 503 row, status 0);
 * a line that is not an event throws the contract-mismatch error ({@code malformed_event}). Close it.
 */
public final class EventStream<E> implements Iterator<E>, AutoCloseable {
  private final InputStream body;
  private final long maxLineBytes;
  private final EventDecoder<E> decoder;
  private final Function<IOException, RuntimeException> broken;
  private final byte[] chunk = new byte[8192];
  private int position;
  private int limit;
  private boolean ended;
  private E next;

  EventStream(InputStream body, long maxLineBytes, EventDecoder<E> decoder,
      Function<IOException, RuntimeException> broken) {
    this.body = body;
    this.maxLineBytes = maxLineBytes;
    this.decoder = decoder;
    this.broken = broken;
  }

  @Override
  public boolean hasNext() {
    while (next == null && !ended) {
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
