package dev.genclient.client.runtime;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpHeaders;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * What a response's headers say about its body's bytes: java.net.http takes the first of two
 * different {@code Content-Length}s and lets a {@code Content-Length} win over
 * {@code Transfer-Encoding}, so such a response is refused here before its body is read; a body that
 * arrives gzip-encoded although the client asked for {@code identity} is decoded, any other encoding
 * refused.
 */
final class Framing {
  private Framing() {}

  /** Null when the headers frame the body unambiguously in an encoding this client reads, else why not. */
  static String problem(HttpHeaders headers) {
    List<String> values = headers.allValues("content-length");
    if (values.size() > 1 || values.size() == 1 && values.get(0).indexOf(',') >= 0) {
      TreeSet<String> lengths = new TreeSet<>();
      for (String value : values) {
        for (String one : value.split(",", -1)) {
          lengths.add(one.strip());
        }
      }
      if (lengths.size() > 1) {
        return "conflicting Content-Length headers " + lengths;
      }
    }
    if (!values.isEmpty() && !headers.allValues("transfer-encoding").isEmpty()) {
      return "Content-Length together with Transfer-Encoding";
    }
    String encoding = encoding(headers);
    if (!encoding.isEmpty() && !encoding.equals("identity") && !gzip(encoding)) {
      return "unsupported Content-Encoding " + encoding;
    }
    return null;
  }

  /**
   * {@code body} decoded as its {@code Content-Encoding} says (the headers passed {@link #problem});
   * a gzip body that does not decode throws what {@code broken} makes of the error.
   */
  static InputStream decoded(HttpHeaders headers, InputStream body, Function<IOException, RuntimeException> broken) {
    return gzip(encoding(headers)) ? new Gunzip(body, broken) : body;
  }

  private static String encoding(HttpHeaders headers) {
    List<String> values = headers.allValues("content-encoding");
    return values.isEmpty() ? "" : String.join(",", values).strip().toLowerCase(Locale.ROOT);
  }

  private static boolean gzip(String encoding) {
    return encoding.equals("gzip") || encoding.equals("x-gzip");
  }

  /** Decodes gzip from the first read (the decoder reads its header on creation); bad data is the transport error. */
  private static final class Gunzip extends FilterInputStream {
    private final Function<IOException, RuntimeException> broken;
    private boolean started;
    private RuntimeException failed;

    Gunzip(InputStream raw, Function<IOException, RuntimeException> broken) {
      super(raw);
      this.broken = broken;
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
      try {
        return decoder().read(into, offset, length);
      } catch (ZipException | EOFException e) {
        throw fail(e);
      }
    }

    @Override
    public long skip(long n) throws IOException {
      try {
        return decoder().skip(n);
      } catch (ZipException | EOFException e) {
        throw fail(e);
      }
    }

    @Override
    public int available() throws IOException {
      return started ? in.available() : 0;
    }

    private InputStream decoder() throws IOException {
      if (failed != null) {
        throw failed;
      }
      if (!started) {
        in = new GZIPInputStream(in);
        started = true;
      }
      return in;
    }

    /** The error of undecodable data, thrown again by every later read. */
    private RuntimeException fail(IOException e) {
      failed = broken.apply(e);
      return failed;
    }
  }
}
