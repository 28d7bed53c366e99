package dev.genclient.targets;

import java.util.ArrayList;
import java.util.List;

/**
 * The text steps every language's escaping shares: splitting catalog text into lines, finding the runs
 * of a string that need no escaping in a literal, and writing a character's number as the hex digits of
 * an escape. Plain loops, not a regex or
 * {@code String.format}: their cost stays flat however long the text is, and they run for every
 * string of a catalog.
 */
public final class TextLines {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private TextLines() {}

  /**
   * The lines of {@code text}, split at CR LF, CR, LF, U+2028 and U+2029 (and U+0085, NEL, when
   * {@code nextLine}); a break at the end leaves an empty last line, so there is always one line.
   */
  public static List<String> split(String text, boolean nextLine) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\r' || c == '\n' || c == '\u2028' || c == '\u2029' || (nextLine && c == '\u0085')) {
        lines.add(text.substring(start, i));
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    lines.add(text.substring(start));
    return lines;
  }

  /**
   * Where the run of characters from {@code from} that stand for themselves between double quotes
   * in Java, TypeScript and Python ends: at the first character that is not printable ASCII, or is
   * a quote or backslash, else at the end. Escaping appends such runs whole.
   */
  public static int plainEnd(String text, int from) {
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
        return i;
      }
    }
    return text.length();
  }

  /** Appends {@code value} as {@code digits} lowercase hex digits, zero-padded (as {@code %0<digits>x}). */
  public static StringBuilder appendHex(StringBuilder out, int value, int digits) {
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) {
      out.append(HEX[(value >>> shift) & 0xf]);
    }
    return out;
  }
}
