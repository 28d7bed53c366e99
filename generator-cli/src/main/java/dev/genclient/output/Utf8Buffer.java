package dev.genclient.output;

import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A file's content being made, as UTF-8 bytes in a list of chunks: text written to it (it is a
 * {@link Writer}, so a template renders straight into it) is encoded as it comes, and the file's
 * final bytes are copied out of the chunks once ({@link FileHeader#file}, {@link #toByteArray}),
 * header in front. A chunk list grows without copying what it holds, so a large file passes through
 * no series of ever larger arrays; {@link #reset} keeps the chunks for the next file.
 *
 * <p>The encoding is {@code String.getBytes(UTF_8)}'s: a surrogate pair is one 4-byte character and
 * a lone surrogate becomes {@code ?}. Text is gathered in a small character array and encoded a few
 * thousand characters at a time by the JDK's UTF-8 encoder, whose ASCII loop is the JDK's own.
 *
 * <p>Bytes can also be written directly ({@link #room}, {@link #chunk}, {@link #pos}: the JSON
 * writer's way); a user of one way does not use the other for the same content. Not thread-safe.
 */
public final class Utf8Buffer extends Writer {
  /** The size of a chunk (one larger than this holds a single direct write that needs more room). */
  static final int CHUNK = 1 << 15;
  /** How many characters are gathered before they are encoded. */
  private static final int CHARS = 1 << 12;
  /** At most this many spare chunks are kept by {@link #reset} (the rest of a big file's go). */
  private static final int SPARE = 64;

  private final List<byte[]> full = new ArrayList<>();
  private int[] fullLength = new int[16];
  private int fullBytes;
  private final List<byte[]> spare = new ArrayList<>();
  /** The chunk being filled, and the next free position in it. */
  byte[] chunk = new byte[CHUNK];
  int pos;

  private final char[] chars = new char[CHARS];
  private int charCount;
  private final CharBuffer in = CharBuffer.wrap(chars);
  private ByteBuffer out = ByteBuffer.wrap(chunk);
  private final CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder()
      .onMalformedInput(CodingErrorAction.REPLACE)
      .onUnmappableCharacter(CodingErrorAction.REPLACE);

  /** Makes room for {@code more} bytes at {@link #pos} of {@link #chunk}, starting a new chunk when this one is too full. */
  void room(int more) {
    if (pos + more > chunk.length) {
      next(more);
    }
  }

  private void next(int more) {
    if (full.size() == fullLength.length) {
      fullLength = Arrays.copyOf(fullLength, 2 * fullLength.length);
    }
    fullLength[full.size()] = pos;
    full.add(chunk);
    fullBytes += pos;
    chunk = more <= CHUNK && !spare.isEmpty() ? spare.remove(spare.size() - 1) : new byte[Math.max(CHUNK, more)];
    pos = 0;
  }

  @Override
  public void write(String text) {
    write(text, 0, text.length());
  }

  @Override
  public void write(String text, int off, int len) {
    int end = off + len;
    while (off < end) {
      int n = Math.min(end - off, CHARS - charCount);
      text.getChars(off, off + n, chars, charCount);
      charCount += n;
      off += n;
      if (charCount == CHARS) {
        encode(false);
      }
    }
  }

  @Override
  public void write(char[] text, int off, int len) {
    int end = off + len;
    while (off < end) {
      int n = Math.min(end - off, CHARS - charCount);
      System.arraycopy(text, off, chars, charCount, n);
      charCount += n;
      off += n;
      if (charCount == CHARS) {
        encode(false);
      }
    }
  }

  @Override
  public void write(int c) {
    chars[charCount++] = (char) c;
    if (charCount == CHARS) {
      encode(false);
    }
  }

  @Override
  public Writer append(CharSequence text) {
    write(String.valueOf(text));
    return this;
  }

  @Override
  public Writer append(char c) {
    write(c);
    return this;
  }

  /**
   * Encodes the gathered characters into the chunks. Before the end, a high surrogate that ends
   * them is kept for the character that completes it.
   */
  private void encode(boolean end) {
    in.limit(charCount).position(0);
    if (out.array() != chunk) {
      out = ByteBuffer.wrap(chunk);
    }
    out.limit(chunk.length).position(pos);
    while (true) {
      CoderResult result = encoder.encode(in, out, end);
      if (result.isOverflow()) {
        pos = out.position();
        next(0);
        out = ByteBuffer.wrap(chunk);
        continue;
      }
      // Malformed input is replaced (?) by the encoder, so the only other result is underflow.
      break;
    }
    if (end) {
      encoder.flush(out);
      encoder.reset();
    }
    pos = out.position();
    int left = in.remaining();
    System.arraycopy(chars, in.position(), chars, 0, left);
    charCount = left;
  }

  /** Encodes everything written so far, as the end of the text: the bytes are complete. */
  public void end() {
    if (charCount > 0) {
      encode(true);
    }
  }

  /** The number of bytes held (after {@link #end}, all of the text). */
  public int size() {
    return fullBytes + pos;
  }

  /** The byte at {@code index} (a slow way, for the rare look at the first line). */
  public byte byteAt(int index) {
    for (int i = 0; i < full.size(); i++) {
      if (index < fullLength[i]) {
        return full.get(i)[index];
      }
      index -= fullLength[i];
    }
    if (index >= pos) {
      throw new IndexOutOfBoundsException(index);
    }
    return chunk[index];
  }

  /** The index of the first byte {@code b}, or -1 when there is none. */
  public int indexOf(byte b) {
    int start = 0;
    for (int i = 0; i <= full.size(); i++) {
      byte[] c = i < full.size() ? full.get(i) : chunk;
      int length = i < full.size() ? fullLength[i] : pos;
      for (int j = 0; j < length; j++) {
        if (c[j] == b) {
          return start + j;
        }
      }
      start += length;
    }
    return -1;
  }

  /** Copies the bytes {@code from} (inclusive) to {@code to} (exclusive) into {@code target} at {@code at}. */
  public void copyTo(int from, int to, byte[] target, int at) {
    int start = 0;
    for (int i = 0; i <= full.size() && from < to; i++) {
      byte[] c = i < full.size() ? full.get(i) : chunk;
      int length = i < full.size() ? fullLength[i] : pos;
      int end = start + length;
      if (from < end) {
        int n = Math.min(to, end) - from;
        System.arraycopy(c, from - start, target, at, n);
        at += n;
        from += n;
      }
      start = end;
    }
    if (from < to) {
      throw new IndexOutOfBoundsException(to);
    }
  }

  /** All the bytes in one array of their exact size. */
  public byte[] toByteArray() {
    byte[] bytes = new byte[size()];
    copyTo(0, bytes.length, bytes, 0);
    return bytes;
  }

  /** Empties the buffer for the next file, keeping some of its chunks. */
  public void reset() {
    for (byte[] c : full) {
      if (c.length == CHUNK && spare.size() < SPARE) {
        spare.add(c);
      }
    }
    full.clear();
    fullBytes = 0;
    if (chunk.length != CHUNK) {
      chunk = spare.isEmpty() ? new byte[CHUNK] : spare.remove(spare.size() - 1);
    }
    pos = 0;
    charCount = 0;
    encoder.reset();
  }

  /** Nothing to do: the bytes are taken with {@link #end}, which encodes what is still pending. */
  @Override
  public void flush() {}

  @Override
  public void close() {}
}
