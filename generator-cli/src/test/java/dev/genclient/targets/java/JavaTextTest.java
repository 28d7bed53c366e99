package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class JavaTextTest {
  @Test
  void literalEscapesBackslashFirstAndNeverWritesLineTerminatorsAsUnicodeEscapes() {
    assertEquals("\"C:\\\\user \\\\u000a\"", JavaText.literal("C:\\user \\u000a"));
    assertEquals("\"a\\nb\\rc\\td\\\"e\"", JavaText.literal("a\nb\rc\td\"e"));
    assertEquals("\"\\000\\037\\177\"", JavaText.literal("\u0000\u001f\u007f"));
    assertEquals("\"\\u2028\\u00e9\"", JavaText.literal("\u2028\u00e9"));
  }

  @Test
  void docLineTurnsCommentEndsTagsAndHtmlIntoEntities() {
    assertEquals("a *&#47; b &#92;u002a/ &#123;&#64;code x&#125; &lt;script&gt; &amp;",
        JavaText.docLine("a */ b \\u002a/ {@code x} <script> &"));
  }

  @Test
  void javadocBreaksEveryKindOfLineTerminatorIntoContinuationLines() {
    assertEquals("  /**\n   * a\n   * b\n   * c\n   * d\n   * e\n   */\n",
        JavaText.javadoc("a\r\nb\rc\nd\u2028e", "  ", List.of()));
    assertEquals("", JavaText.javadoc("  ", "", List.of()));
  }

  @Test
  void splitLinesAtEveryBreakAndStaysFlatOnHugeText() {
    assertEquals(List.of("a", "b", "c", "d", "e", "f", ""), JavaText.splitLines("a\r\nb\rc\nd\u2028e\u2029f\n"));
    assertEquals(List.of(""), JavaText.splitLines(""));
    assertEquals(List.of("", ""), JavaText.splitLines("\r\n"));
    assertEquals(200_001, JavaText.splitLines("x\n".repeat(200_000)).size());
  }
}
