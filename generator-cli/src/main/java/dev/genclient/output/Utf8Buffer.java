package dev.genclient.output;

import java.io.Writer;
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
 * a lone surrogate becomes {@code ?}. Text is encoded as it is written, straight into the chunk
 * being filled: a run of ASCII a byte a character, anything else one character at a time. (The
 * JDK's {@code CharsetEncoder} costs more than that under the first-tier JIT compiler a short run
 * uses: its buffers and results per call, and a loop the compiler does not specialize.)
 *
 * <p>Bytes can also be written directly ({@link #room}, {@link #chunk}, {@link #pos}: the JSON
 * writer's way); a user of one way does not use the other for the same content. Not thread-safe.
 */
public final class Utf8Buffer extends Writer {
  /** The size of a chunk (one larger than this holds a single direct write that needs more room). */
  static final int CHUNK = 1 << 15;
  /** How many characters of a string are copied out of it at a time. */
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

  /** Characters of a string being written, copied out of it a block at a time. */
  private final char[] chars = new char[CHARS];
  /** A high surrogate that ended the last write, waiting for the character that completes it; 0 when none. */
  private char pendingHigh;

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
      int n = Math.min(end - off, CHARS);
      text.getChars(off, off + n, chars, 0);
      encode(chars, 0, n);
      off += n;
    }
  }

  @Override
  public void write(char[] text, int off, int len) {
    encode(text, off, off + len);
  }

  @Override
  public void write(int c) {
    if (pos + 4 > chunk.length) {
      next(0);
    }
    encodeOne((char) c);
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
   * Encodes {@code text[off, end)} into the chunks: runs of ASCII are copied a byte a character
   * (generated code is nearly all ASCII), anything else goes through {@link #encodeOne} with at
   * least 4 bytes of room.
   */
  private void encode(char[] text, int off, int end) {
    while (off < end) {
      if (pendingHigh == 0) {
        byte[] b = chunk;
        int p = pos;
        int limit = Math.min(end, off + (b.length - p));
        while (off < limit) {
          char c = text[off];
          if (c >= 0x80) {
            break;
          }
          b[p++] = (byte) c;
          off++;
        }
        pos = p;
        if (off == end) {
          return;
        }
        if (text[off] < 0x80) { // the chunk is full
          next(0);
          continue;
        }
      }
      if (pos + 4 > chunk.length) {
        next(0);
      }
      encodeOne(text[off++]);
    }
  }

  /**
   * One character, with at least 4 bytes of room at {@link #pos}: as {@code String.getBytes(UTF_8)}
   * encodes it, a high surrogate being held until the next character shows whether it is half of
   * a pair, and a surrogate that is not half of one becoming {@code ?}.
   */
  private void encodeOne(char c) {
    byte[] b = chunk;
    if (pendingHigh != 0) {
      char high = pendingHigh;
      pendingHigh = 0;
      if (Character.isLowSurrogate(c)) {
        int code = Character.toCodePoint(high, c);
        b[pos++] = (byte) (0xf0 | code >> 18);
        b[pos++] = (byte) (0x80 | (code >> 12 & 0x3f));
        b[pos++] = (byte) (0x80 | (code >> 6 & 0x3f));
        b[pos++] = (byte) (0x80 | (code & 0x3f));
        return;
      }
      b[pos++] = '?';
    }
    if (c < 0x80) {
      b[pos++] = (byte) c;
    } else if (Character.isHighSurrogate(c)) {
      pendingHigh = c;
    } else if (Character.isLowSurrogate(c)) {
      b[pos++] = '?';
    } else {
      pos = putBmp(b, pos, c);
    }
  }

  /**
   * Writes {@code c}, a character from U+0080 up that is not a surrogate, at {@code at} of
   * {@code b} as its 2 or 3 UTF-8 bytes (room for which the caller made), and returns the position
   * after them; the JSON writer, which fills this buffer's chunks directly, encodes with it too.
   */
  static int putBmp(byte[] b, int at, char c) {
    if (c < 0x800) {
      b[at++] = (byte) (0xc0 | c >> 6);
    } else {
      b[at++] = (byte) (0xe0 | c >> 12);
      b[at++] = (byte) (0x80 | (c >> 6 & 0x3f));
    }
    b[at++] = (byte) (0x80 | (c & 0x3f));
    return at;
  }

  /** Encodes everything written so far, as the end of the text: the bytes are complete. */
  public void end() {
    if (pendingHigh != 0) {
      if (pos + 1 > chunk.length) {
        next(0);
      }
      pendingHigh = 0;
      chunk[pos++] = '?';
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
    pendingHigh = 0;
  }

  /** Nothing to do: the bytes are taken with {@link #end}, which encodes what is still pending. */
  @Override
  public void flush() {}

  @Override
  public void close() {}
}
