package dev.genclient.client.runtime;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
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
 * so does a connection lost or silent past the timeout while reading (the catalog's 503 row, status 0).
 * Close it.
 */
public final class EventStream<E> implements Iterator<E>, AutoCloseable {
  private final BufferedReader reader;
  private final Function<String, E> decoder;
  private String next;

  EventStream(InputStream body, Function<String, E> decoder) {
    this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
    this.decoder = decoder;
  }

  @Override
  public boolean hasNext() {
    try {
      while (next == null) {
        String line = reader.readLine();
        if (line == null) {
          return false;
        }
        if (!line.isBlank()) {
          next = line;
        }
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public E next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    String line = next;
    next = null;
    return decoder.apply(line);
  }

  /** The remaining events as a {@link Stream} that closes this iterator when closed. */
  public Stream<E> stream() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this, Spliterator.ORDERED), false)
        .onClose(this::close);
  }

  @Override
  public void close() {
    try {
      reader.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
