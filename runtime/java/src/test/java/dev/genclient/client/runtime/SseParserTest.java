package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The event-stream parser on hostile bodies: every line end, split reads, comments, long lines, cut-off ends. */
class SseParserTest {
  /** A body read in exactly these pieces, one per {@code read}. */
  private static InputStream pieces(byte[]... chunks) {
    return new InputStream() {
      private int index;
      private int offset;

      @Override
      public int read() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int read(byte[] into, int off, int len) {
        while (index < chunks.length && offset == chunks[index].length) {
          index++;
          offset = 0;
        }
        if (index == chunks.length) {
          return -1;
        }
        int n = Math.min(len, chunks[index].length - offset);
        System.arraycopy(chunks[index], offset, into, off, n);
        offset += n;
        return n;
      }
    };
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static final SseParser.Failures FAILURES = new SseParser.Failures() {
    @Override
    public RuntimeException tooLong(long max) {
      return new IllegalStateException("too long: " + max);
    }

    @Override
    public RuntimeException cutOff() {
      return new IllegalStateException("cut off");
    }

    @Override
    public RuntimeException broken(IOException e) {
      return new IllegalStateException("broken", e);
    }
  };

  private static List<SseParser.Frame> frames(long max, byte[]... chunks) {
    SseParser parser = new SseParser(pieces(chunks), max, FAILURES);
    List<SseParser.Frame> out = new ArrayList<>();
    for (SseParser.Frame frame = parser.next(); frame != null; frame = parser.next()) {
      out.add(frame);
    }
    return out;
  }

  private static List<SseParser.Frame> frames(byte[]... chunks) {
    return frames(1 << 20, chunks);
  }

  /** Each byte of {@code body} read on its own. */
  private static byte[][] bytewise(byte[] body) {
    byte[][] out = new byte[body.length][];
    for (int i = 0; i < body.length; i++) {
      out[i] = Arrays.copyOfRange(body, i, i + 1);
    }
    return out;
  }

  private static SseParser.Frame message(String data) {
    return new SseParser.Frame("message", data);
  }

  @Test
  void crlfLfAndLoneCrEndLinesAlikeAndDataLinesJoinWithLf() {
    List<SseParser.Frame> expected = List.of(message("a\nb"), message("c\nd"), message("e\nf"));
    byte[] body = utf8("data: a\r\ndata: b\r\n\r\ndata: c\ndata: d\n\ndata: e\rdata: f\r\r");
    assertEquals(expected, frames(body));
    assertEquals(expected, frames(bytewise(body)), "read a byte at a time");
  }

  @Test
  void aCrlfSplitBetweenReadsIsOneLineEnd() {
    // Counted as two line ends, the CR|LF split would end the event after its first data line.
    assertEquals(List.of(message("{\"n\":\n1}")),
        frames(utf8("data: {\"n\":\r"), utf8("\ndata: 1}\r"), utf8("\n\r"), utf8("\n")));
  }

  @Test
  void aUtf8SequenceSplitAcrossReadsStaysWhole() {
    byte[] body = utf8("data: {\"t\": \"h\u00e9 \u2713 \ud83d\ude00\"}\n\n");
    String expected = "{\"t\": \"h\u00e9 \u2713 \ud83d\ude00\"}";
    for (int cut = 1; cut < body.length; cut++) {
      assertEquals(List.of(message(expected)),
          frames(Arrays.copyOfRange(body, 0, cut), Arrays.copyOfRange(body, cut, body.length)), "cut at " + cut);
    }
  }

  @Test
  void aLeadingByteOrderMarkIsDroppedEvenWhenSplitButNotALaterOne() {
    assertEquals(List.of(message("1")), frames(new byte[] {(byte) 0xef, (byte) 0xbb}, new byte[] {(byte) 0xbf},
        utf8("data: 1\n\n")));
    assertEquals(List.of(message("1"), message("\ufeff2")), frames(utf8("\ufeffdata: 1\n\ndata: \ufeff2\n\n")));
  }

  @Test
  void commentsIdRetryUnknownFieldsAndEventsWithoutDataAreSkipped() {
    assertEquals(List.of(message("1"), new SseParser.Frame("tick", "2"), message("")),
        frames(utf8(": hello\nretry: 10\nid: 7\nfoo: bar\n\nevent: ping\n\ndata: 1\n\n"
            + "event: tick\nid\ndata:2\n\n:only a comment\n\ndata\n\n")));
  }

  @Test
  void onlyOneSpaceAfterTheColonIsDropped() {
    assertEquals(List.of(message(" x"), message("y: z")), frames(utf8("data:  x\n\ndata: y: z\n\n")));
  }

  @Test
  void aLongLineAndLongDataFail() {
    assertEquals("too long: 16", assertThrows(IllegalStateException.class,
        () -> frames(16, utf8("data: 0123456789"), utf8("0123456789\n\n"))).getMessage());
    assertEquals("too long: 16", assertThrows(IllegalStateException.class,
        () -> frames(16, utf8("data: 12345\ndata: 12345\ndata: 12345\n\n"))).getMessage());
    assertEquals("too long: 16", assertThrows(IllegalStateException.class,
        () -> frames(16, utf8(": a comment that goes on\n\n"))).getMessage(), "a long comment is a long line too");
    assertEquals(List.of(message("0123456789")), frames(16, utf8("data: 0123456789\n\n")));
  }

  @Test
  void aBodyEndingInsideAnEventIsCutOffButEndingBetweenEventsIsNot() {
    assertEquals("cut off", assertThrows(IllegalStateException.class, () -> frames(utf8("data: 1\n\ndata: 2\n")))
        .getMessage());
    assertEquals("cut off", assertThrows(IllegalStateException.class, () -> frames(utf8("data: 1\n\ndata: 2")))
        .getMessage());
    assertEquals(List.of(message("1")), frames(utf8("data: 1\n\nid: 3\n")));
    SseParser empty = new SseParser(pieces(), 16, FAILURES);
    assertNull(empty.next());
  }
}
