package dev.genclient.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TextLinesTest {
  @Test
  void splitsAtEachLineBreakOnceAndKeepsEmptyLines() {
    assertEquals(List.of("a", "b", "c", "d", "e", ""), TextLines.split("a\r\nb\rc\nd\u2028e\u2029", false));
    assertEquals(List.of("", "", "x"), TextLines.split("\n\r\nx", false));
    assertEquals(List.of(""), TextLines.split("", false));
  }

  @Test
  void nextLineBreaksOnlyWhenAsked() {
    assertEquals(List.of("a\u0085b"), TextLines.split("a\u0085b", false));
    assertEquals(List.of("a", "b"), TextLines.split("a\u0085b", true));
  }

  @Test
  void hexDigitsAreLowercaseAndZeroPadded() {
    assertEquals("\\x07", TextLines.appendHex(new StringBuilder("\\x"), 7, 2).toString());
    assertEquals("00e9|2028|0001f600", TextLines.appendHex(TextLines.appendHex(TextLines.appendHex(
        new StringBuilder(), 0xe9, 4).append('|'), 0x2028, 4).append('|'), 0x1f600, 8).toString());
  }

  @Test
  void aPlainRunIsPrintableAsciiWithoutQuoteOrBackslash() {
    assertEquals(16, TextLines.plainEnd("files.list ~{}`$", 0));
    assertEquals(0, TextLines.plainEnd("", 0));
    for (String escaped : List.of("\"", "\\", "\n", "\u001f", "\u007f", "é", "\u2028", "😀")) {
      assertEquals(2, TextLines.plainEnd("ab" + escaped + "cd", 0), escaped);
      assertEquals(2, TextLines.plainEnd("ab" + escaped + "cd", 2), escaped);
    }
    assertEquals(5, TextLines.plainEnd("a\"bcd", 2));
  }
}
