package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The one escaper of diagnostic text: exact strings. */
class MessageTextTest {
  @Test
  void quoteEscapesControlsSeparatorsBidiAndBackslashes() {
    assertEquals("'a\\nb\\r\\tc\\u001B[31m\\u0000'", MessageText.quote("a\nb\r\tc\u001b[31m\u0000"));
    assertEquals("'line\\u2028para\\u2029rtl\\u202Ebom\\uFEFFnel\\u0085'", MessageText.quote("line\u2028para\u2029rtl\u202ebom\ufeffnel\u0085"));
    assertEquals("'C:\\\\new'", MessageText.quote("C:\\new"), "a backslash is doubled, so the quoted text is unambiguous");
    assertEquals("'lone \\uD800, pair \uD83D\uDE00'", MessageText.quote("lone \ud800, pair \ud83d\ude00"));
    assertEquals("'é */ \"x\"'", MessageText.quote("é */ \"x\""));
  }

  @Test
  void quoteCapsLongValuesAndSaysTheirLength() {
    assertEquals("'" + "x".repeat(120) + "'", MessageText.quote("x".repeat(120)));
    assertEquals("'" + "x".repeat(120) + "…' (121 characters)", MessageText.quote("x".repeat(121)));
    // A cap never splits a surrogate pair.
    String astral = "y".repeat(119) + "\ud83d\ude00" + "z";
    assertEquals("'" + "y".repeat(119) + "…' (122 characters)", MessageText.quote(astral));
  }

  @Test
  void lineEscapesControlsButKeepsBackslashesAndCapsTheMiddle() {
    assertEquals("op a\\nb: C:\\x", MessageText.line("op a\nb: C:\\x"));
    String head = "h".repeat(2_000);
    String capped = MessageText.line(head + "END");
    assertTrue(capped.length() <= MessageText.MAX_LINE, capped.length() + "");
    assertTrue(capped.startsWith("h".repeat(700)) && capped.endsWith("hEND"), capped);
    assertTrue(capped.contains(" …(1043 characters left out)… "), capped);
  }

  @Test
  void everyDiagnosticIsOneLine() {
    Diagnostic d = Diagnostic.error(ValidationRule.SCHEMA, "/ops/0/a\nb", "unknown key 'a\nb'");
    assertEquals("f.json#/ops/0/a\\nb: [schema] unknown key 'a\\nb'", d.render("f.json", null));
  }
}
