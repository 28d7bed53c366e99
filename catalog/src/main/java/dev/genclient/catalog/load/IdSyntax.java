package dev.genclient.catalog.load;

import dev.genclient.catalog.Operation;

/** Says what is wrong with an id or a one-line text that failed its schema pattern. */
final class IdSyntax {
  private IdSyntax() {}

  /** Why {@code value} is not an op id (or namespace pattern {@code ns.*}). */
  static String problem(String value) {
    String id = value.endsWith(".*") ? value.substring(0, value.length() - 2) : value;
    String[] segments = id.split("\\.", -1);
    if (segments.length > Operation.MAX_ID_SEGMENTS) {
      return "has " + segments.length + " segments; an id has at most " + Operation.MAX_ID_SEGMENTS;
    }
    for (int i = 0; i < segments.length; i++) {
      if (segments[i].length() > Operation.MAX_SEGMENT_LENGTH) {
        return "has a segment of " + segments[i].length() + " characters (segment " + (i + 1) + "); a segment has at most "
            + Operation.MAX_SEGMENT_LENGTH;
      }
    }
    return "is not segments [a-z][a-z0-9_]* joined by '.'";
  }

  /** The first character that keeps {@code value} from being one line of plain text, and where it is. */
  static String firstControl(String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029') {
        String name = c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' ? "a line break" : "a control character";
        return String.format("%s (U+%04X) at character %d; put longer text in 'description'", name, (int) c, i + 1);
      }
    }
    return "a character that is not plain text";
  }
}
