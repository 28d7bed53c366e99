package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PythonTextTest {
  @Test
  void literalEscapesBackslashFirstQuotesControlsAndNonAscii() {
    assertEquals("\"C:\\\\new \\\\N{BULLET} \\\\x41 \\\"q\\\"\"", PythonText.literal("C:\\new \\N{BULLET} \\x41 \"q\""));
    assertEquals("\"a\\nb\\rc\\td\\x00e\\x7f\"", PythonText.literal("a\nb\rc\td\u0000e\u007f"));
    assertEquals("\"\\xe9\\u2028\\U0001f600\"", PythonText.literal("é\u2028😀"));
  }

  @Test
  void docstringCannotBeClosedEarly() {
    assertEquals("    \"\"\"a \\\"\\\"\" b \\\\\\\"\"\"\"\n", PythonText.docstring("a \"\"\" b \\\"", "    "));
    // A lone quote reads as itself; one before another quote, or ending a line, is escaped.
    assertEquals("\"\"\"say \"hi\" \\\"\"x\\\"\n\"y\\\"\n\"\"\"\n", PythonText.docstring("say \"hi\" \"\"x\"\n\"y\"", ""));
  }

  @Test
  void docstringSplitsEveryLineTerminatorAndEscapesControls() {
    assertEquals("\"\"\"one\ntwo\nthree\n\nfour \\x00\n\"\"\"\n", PythonText.docstring("one\r\ntwo\rthree\u2028\u2029four \u0000", ""));
  }

  @Test
  void docstringIndentsContinuationLinesAndSkipsBlankText() {
    assertEquals("  \"\"\"a\n  b\n  \"\"\"\n", PythonText.docstring("a\nb", "  "));
    assertEquals("", PythonText.docstring(" \n ", "  "));
  }

  @Test
  void commentStaysOnOneLine() {
    assertEquals("a b c d e f", PythonText.comment("a\rb\nc\u2028d\u2029e\u0085f"));
    assertEquals("x \\N{BULLET}", PythonText.comment("x \\N{BULLET}\u0000"));
  }
}
