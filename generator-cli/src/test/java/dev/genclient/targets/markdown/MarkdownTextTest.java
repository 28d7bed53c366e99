package dev.genclient.targets.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkdownTextTest {
  @Test
  void escapesTableAndInlineSyntax() {
    assertEquals("a \\| b", MarkdownText.text("a | b"));
    assertEquals("\\`code\\` \\*em\\* \\_u\\_ \\[l\\](x) \\#h \\!i \\~s \\\\", MarkdownText.text("`code` *em* _u_ [l](x) #h !i ~s \\"));
  }

  @Test
  void neutralizesHtml() {
    assertEquals("&lt;script&gt;alert(1)&lt;/script&gt;", MarkdownText.text("<script>alert(1)</script>"));
    assertEquals("&amp;lt; stays literal", MarkdownText.text("&lt; stays literal"));
  }

  @Test
  void joinsLinesOfEveryKindAndDropsControls() {
    assertEquals("one two  three four five six", MarkdownText.text("one\ntwo\r\nthree\u2028four\u2029five\u0085six"));
    assertEquals("a b", MarkdownText.text("a\rb"));
    assertEquals("ab", MarkdownText.text("a\u0007\u007fb"));
    assertEquals("x", MarkdownText.text("  x \n"));
    assertEquals("", MarkdownText.text(null));
  }

  @Test
  void codeSpansUseALongerFenceAndEscapePipes() {
    assertEquals("`files.list`", MarkdownText.code("files.list"));
    assertEquals("``a`b``", MarkdownText.code("a`b"));
    assertEquals("```a``b```", MarkdownText.code("a``b"));
    assertEquals("`` `x ``", MarkdownText.code("`x"));
    assertEquals("`a\\|b`", MarkdownText.code("a|b"));
    assertEquals("`a b`", MarkdownText.code("a\u2028b"));
    assertEquals("`  `", MarkdownText.code(""));
  }
}
