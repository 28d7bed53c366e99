package dev.genclient.catalog.load;

import com.fasterxml.jackson.core.JsonLocation;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A comma too many or too few, said in words at the comma's place. Jackson reports both at the
 * next token (a trailing comma at the {@code '}'} of the next line, as "was expecting double-quote to
 * start field name"); the place to fix is the comma after the last member, or the end of the value
 * that needs one.
 */
final class CommaProblem {
  private static final Pattern UNEXPECTED = Pattern.compile("Unexpected character \\('(.)' \\(code \\d+\\)\\): (.*)");

  private CommaProblem() {}

  /** The comma problem Jackson's {@code message} at {@code at} describes, or null for any other syntax error. */
  static LocatingJsonReader.SyntaxException of(String message, byte[] bytes, JsonLocation at) {
    if (message == null || at == null || at.getByteOffset() < 0) {
      return null;
    }
    Matcher m = UNEXPECTED.matcher(message);
    if (!m.lookingAt()) {
      return null;
    }
    char found = m.group(1).charAt(0);
    String expecting = m.group(2);
    int token = tokenBefore(bytes, (int) Math.min(at.getByteOffset(), bytes.length), found);
    if (token < 0) {
      return null;
    }
    int previous = lastNonBlank(bytes, token - 1);
    if (previous < 0) {
      return null;
    }
    boolean closes = found == '}' || found == ']';
    if (closes && bytes[previous] == ',' && (expecting.startsWith("was expecting double-quote") || expecting.startsWith("expected a value"))) {
      String what = found == '}' ? "the last member of an object" : "the last element of an array";
      return LocatingJsonReader.syntax(ValidationRule.JSON_SYNTAX,
          "trailing comma: JSON allows no ',' after " + what + "; remove it", position(bytes, previous));
    }
    if (expecting.startsWith("was expecting comma to separate")) {
      String what = expecting.contains("Object") ? "between the members of an object" : "between the elements of an array";
      return LocatingJsonReader.syntax(ValidationRule.JSON_SYNTAX,
          "missing comma: JSON needs a ',' " + what + "; add one here", position(bytes, previous + 1));
    }
    return null;
  }

  /** The index of the unexpected character {@code found} at or just before {@code offset}, or -1. */
  private static int tokenBefore(byte[] bytes, int offset, char found) {
    for (int i = Math.min(offset, bytes.length - 1); i >= 0 && i >= offset - 2; i--) {
      if (bytes[i] == found) {
        return i;
      }
    }
    return -1;
  }

  private static int lastNonBlank(byte[] bytes, int from) {
    int i = from;
    while (i >= 0 && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r')) {
      i--;
    }
    return i;
  }

  /** The line and column (in characters, from 1) of byte {@code index}. */
  private static SourceMap.Position position(byte[] bytes, int index) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < index; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int column = new String(bytes, lineStart, index - lineStart, StandardCharsets.UTF_8).length() + 1;
    return new SourceMap.Position(line, column, index);
  }
}
