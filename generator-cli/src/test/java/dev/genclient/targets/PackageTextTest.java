package dev.genclient.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The escapes of the package files: TOML basic strings and XML character data, exact strings. */
class PackageTextTest {
  @Test
  void tomlEscapesQuotesBackslashesAndEveryControl() {
    assertEquals("\"plain\"", PackageText.toml("plain"));
    assertEquals("\"a\\\"b\\\\c\\n\\t\\r\"", PackageText.toml("a\"b\\c\n\t\r"));
    assertEquals("\"\\u0000\\u001F\\u007F\\u0085\\u2028\\u2029\"", PackageText.toml("\u0000\u001f\u007f\u0085\u2028\u2029"));
    assertEquals("\"é 𝄞 \\\\u0041 ${x} '''\"", PackageText.toml("é 𝄞 \\u0041 ${x} '''"), "other text stays as it is");
  }

  @Test
  void xmlEscapesMarkupAndDropsWhatXmlCannotHold() {
    assertEquals("a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;", PackageText.xml("a & b <c> \"d\" 'e'"));
    assertEquals("--&gt; ]]&gt; x", PackageText.xml("--> ]]> x"));
    assertEquals("a b c d", PackageText.xml("a\u0000b\nc\u0085d"));
    assertEquals("é 𝄞", PackageText.xml("é 𝄞"));
  }
}
