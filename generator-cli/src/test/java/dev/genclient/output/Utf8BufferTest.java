package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The buffer encodes exactly as {@code String.getBytes(UTF_8)}, however the text is cut into writes. */
class Utf8BufferTest {
  /** Strings an encoder gets wrong: NUL, line separators, 2-, 3- and 4-byte characters, surrogates alone and misordered. */
  private static final List<String> HOSTILE = List.of(
      "", "plain ascii", "\u0000", "a\u0000b", "\u2028\u2029", "\u007f\u0080\u07ff\u0800\uffff",
      "caf\u00e9 \u20ac", "\uD83D\uDE00", "x\uD83D\uDE00y\uDBFF\uDFFF", "\uD800", "\uDC00", "a\uD800",
      "\uD800a", "\uDC00\uD800", "\uD800\uD800\uDC00", "\uD800\uDC00\uDC00", "\uDBFF", "\uFEFF#!bom",
      "#!/usr/bin/env node\nrest", "\r\n\t\"\\");

  @Test
  void hostileStringsEncodeAsGetBytesDoes() {
    Utf8Buffer buffer = new Utf8Buffer();
    for (String text : HOSTILE) {
      buffer.reset();
      buffer.write(text);
      buffer.end();
      assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), buffer.toByteArray(), escaped(text));
    }
  }

  @Test
  void aPairSplitBetweenTwoWritesIsOneCharacter() {
    Utf8Buffer buffer = new Utf8Buffer();
    buffer.write("a\uD83D");
    buffer.write("\uDE00b");
    buffer.end();
    assertArrayEquals(new byte[] {'a', (byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80, 'b'}, buffer.toByteArray());
  }

  @Test
  void aHighSurrogateThatEndsTheTextIsAQuestionMark() {
    Utf8Buffer buffer = new Utf8Buffer();
    buffer.write("ok\uD83D");
    buffer.end();
    assertEquals("ok?", new String(buffer.toByteArray(), StandardCharsets.US_ASCII));
  }

  /**
   * Random text from the hostile alphabet, long enough to cross the encoder's gathering of
   * characters and many chunks, written in random pieces by every write method, and again into a
   * reused buffer.
   */
  @Test
  void randomTextInRandomPiecesEncodesAsGetBytesDoes() {
    Random random = new Random(15);
    char[] alphabet = "aZ0 \u0000\u00e9\u07ff\u0800\u2028\uffff\uD800\uDBFF\uDC00\uDFFF\uD83D\uDE00".toCharArray();
    Utf8Buffer buffer = new Utf8Buffer();
    for (int round = 0; round < 40; round++) {
      boolean lines = round % 3 != 0;
      int length = round % 4 == 0 ? random.nextInt(200_000) : random.nextInt(9_000);
      StringBuilder text = new StringBuilder(length);
      for (int i = 0; i < length; i++) {
        // mostly ASCII, as generated code is, with runs of the rest
        text.append(random.nextInt(4) == 0 ? alphabet[random.nextInt(alphabet.length)]
            : lines && random.nextInt(2000) == 0 ? '\n' : (char) (' ' + random.nextInt(95)));
      }
      String whole = text.toString();
      buffer.reset();
      int at = 0;
      while (at < whole.length()) {
        int n = Math.min(whole.length() - at, random.nextInt(10) == 0 ? random.nextInt(20_000) : random.nextInt(40));
        switch (random.nextInt(4)) {
          case 0 -> buffer.write(whole.substring(at, at + n));
          case 1 -> buffer.write(whole, at, n);
          case 2 -> buffer.write(whole.toCharArray(), at, n);
          default -> {
            for (int i = at; i < at + n; i++) {
              buffer.write(whole.charAt(i));
            }
          }
        }
        at += n;
      }
      buffer.end();
      byte[] expected = whole.getBytes(StandardCharsets.UTF_8);
      assertEquals(expected.length, buffer.size(), "round " + round);
      assertArrayEquals(expected, buffer.toByteArray(), "round " + round);
      int newline = 0;
      while (newline < expected.length && expected[newline] != '\n') {
        newline++;
      }
      assertEquals(newline == expected.length ? -1 : newline, buffer.indexOf((byte) '\n'), "round " + round);
      int from = expected.length / 3;
      int to = from + Math.min(expected.length - from, Utf8Buffer.CHUNK * 2 + 5);
      byte[] slice = new byte[to - from + 2];
      buffer.copyTo(from, to, slice, 1);
      for (int i = from; i < to; i++) {
        assertEquals(expected[i], slice[i - from + 1], "byte " + i);
        assertEquals(expected[i], buffer.byteAt(i), "byte " + i);
      }
    }
  }

  @Test
  void directBytesLargerThanAChunkGetARoomOfTheirOwn() {
    Utf8Buffer buffer = new Utf8Buffer();
    buffer.room(10);
    buffer.chunk[buffer.pos++] = 'a';
    buffer.room(Utf8Buffer.CHUNK * 3);
    for (int i = 0; i < Utf8Buffer.CHUNK * 3; i++) {
      buffer.chunk[buffer.pos++] = 'b';
    }
    byte[] bytes = buffer.toByteArray();
    assertEquals(1 + Utf8Buffer.CHUNK * 3, bytes.length);
    assertEquals('a', bytes[0]);
    assertEquals('b', bytes[bytes.length - 1]);
    buffer.reset();
    buffer.write("after reset");
    buffer.end();
    assertEquals("after reset", new String(buffer.toByteArray(), StandardCharsets.UTF_8));
  }

  private static String escaped(String text) {
    StringBuilder out = new StringBuilder();
    text.chars().forEach(c -> out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return out.toString();
  }
}
