package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TsTextTest {
  @Test
  void literalEscapesQuotesBackslashesLineTerminatorsAndNonAscii() {
    assertEquals("\"a\\\"b\\\\c\\nd\\re\\tf\"", TsText.literal("a\"b\\c\nd\re\tf"));
    assertEquals("\"\\u2028\\u2029\\u0000\\u007f\\u00e9\"", TsText.literal("\u2028\u2029\u0000\u007f\u00e9"));
    assertEquals("\"${x} `t`\"", TsText.literal("${x} `t`"));
    assertEquals("\"\\\\u000a\"", TsText.literal("\\u000a"));
  }

  @Test
  void keysAreBareOnlyForPlainIdentifiersOtherThanProto() {
    assertEquals("path", TsText.key("path"));
    assertEquals("$ref", TsText.key("$ref"));
    assertEquals("class", TsText.key("class"));
    assertEquals("\"__proto__\"", TsText.key("__proto__"));
    assertEquals("\"content-type\"", TsText.key("content-type"));
    assertEquals("\"1st\"", TsText.key("1st"));
    assertEquals("\"\"", TsText.key(""));
  }

  @Test
  void docLineCannotCloseTheCommentOrStartATag() {
    assertEquals("a *\\/ b", TsText.docLine("a */ b"));
    assertEquals("&#64;param {&#64;link x}", TsText.docLine("@param {@link x}"));
    assertEquals("a\\u0000b", TsText.docLine("a\u0000b"));
  }

  @Test
  void jsdocSplitsAtEveryLineTerminator() {
    assertEquals("  /**\n   * a\n   * b\n   * c\n   * d\n   * @deprecated x\n   */\n",
        TsText.jsdoc("a\rb\u2028c\u2029d", "  ", List.of("@deprecated x")));
    assertEquals("/** one */\n", TsText.jsdoc("one", "", List.of()));
    assertEquals("", TsText.jsdoc(" ", "", List.of()));
  }
}
