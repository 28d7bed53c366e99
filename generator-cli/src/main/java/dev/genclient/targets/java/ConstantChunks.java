package dev.genclient.targets.java;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a long text into pieces for Java string constants. The class-file format caps one
 * constant at 65,535 bytes of modified UTF-8, and javac folds {@code "a" + "b"} into
 * one constant, so the text becomes chunks (separate constants) of pieces (source lines).
 */
final class ConstantChunks {
  /** Bytes per chunk, below the 65,535 limit. */
  static final int MAX_CHUNK_BYTES = 60_000;
  /** Characters per piece: one literal, one line of generated source. */
  static final int MAX_PIECE_CHARS = 400;

  private ConstantChunks() {}

  /** The chunks of {@code text}, each a list of pieces; lines end a piece; concatenated they give {@code text}. */
  static List<List<String>> of(String text, int maxChunkBytes) {
    List<List<String>> chunks = new ArrayList<>();
    List<String> chunk = new ArrayList<>();
    int bytes = 0;
    for (String piece : pieces(text)) {
      int size = modifiedUtf8Length(piece);
      if (!chunk.isEmpty() && bytes + size > maxChunkBytes) {
        chunks.add(chunk);
        chunk = new ArrayList<>();
        bytes = 0;
      }
      chunk.add(piece);
      bytes += size;
    }
    if (!chunk.isEmpty()) {
      chunks.add(chunk);
    }
    return chunks;
  }

  /**
   * Whole lines (with their {@code \n}) joined up to {@link #MAX_PIECE_CHARS} chars, longer lines
   * cut, never inside a surrogate pair. Few pieces per chunk keep javac's folding of
   * {@code "a" + "b" + ...} shallow.
   */
  private static List<String> pieces(String text) {
    List<String> out = new ArrayList<>();
    StringBuilder piece = new StringBuilder();
    int start = 0;
    while (start < text.length()) {
      int newline = text.indexOf('\n', start);
      int lineEnd = newline < 0 ? text.length() : newline + 1;
      int end = Math.min(lineEnd, start + MAX_PIECE_CHARS);
      if (end < lineEnd && Character.isHighSurrogate(text.charAt(end - 1))) {
        end--;
      }
      if (piece.length() > 0 && piece.length() + (end - start) > MAX_PIECE_CHARS) {
        out.add(piece.toString());
        piece.setLength(0);
      }
      piece.append(text, start, end);
      start = end;
    }
    if (piece.length() > 0) {
      out.add(piece.toString());
    }
    return out;
  }

  /** The length of {@code s} in the class file's modified UTF-8: NUL and U+0080..U+07FF take 2 bytes, higher 3. */
  static int modifiedUtf8Length(String s) {
    int bytes = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      bytes += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return bytes;
  }
}
