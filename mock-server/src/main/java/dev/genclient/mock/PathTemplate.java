package dev.genclient.mock;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A path template such as {@code /terminals/{terminal_id}}: one {@code {name}} matches one percent-decoded segment. */
final class PathTemplate {
  private final String[] segments;

  PathTemplate(String template) {
    this.segments = split(template);
  }

  /** True when the template has no {@code {name}} segment. */
  boolean isLiteral() {
    for (String segment : segments) {
      if (isParam(segment)) {
        return false;
      }
    }
    return true;
  }

  /** The decoded path params when {@code rawPath} matches, else null. */
  Map<String, String> match(String rawPath) {
    String[] actual = split(rawPath);
    if (actual.length != segments.length) {
      return null;
    }
    Map<String, String> params = new LinkedHashMap<>();
    for (int i = 0; i < segments.length; i++) {
      String expected = segments[i];
      if (isParam(expected)) {
        if (actual[i].isEmpty()) {
          return null;
        }
        params.put(expected.substring(1, expected.length() - 1), percentDecode(actual[i]));
      } else if (!expected.equals(percentDecode(actual[i]))) {
        return null;
      }
    }
    return params;
  }

  private static boolean isParam(String segment) {
    return segment.length() >= 2 && segment.startsWith("{") && segment.endsWith("}");
  }

  private static String[] split(String path) {
    String trimmed = path.startsWith("/") ? path.substring(1) : path;
    return List.of(trimmed.split("/", -1)).toArray(String[]::new);
  }

  /** Decodes {@code %XX} as UTF-8 bytes; unlike URLDecoder, leaves {@code +} alone (it is literal in a path). */
  static String percentDecode(String text) {
    if (text.indexOf('%') < 0) {
      return text;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '%' && i + 2 < text.length() && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
        bytes.write(hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
        i += 2;
      } else {
        byte[] encoded = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        bytes.write(encoded, 0, encoded.length);
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static int hex(char c) {
    return Character.digit(c, 16);
  }
}
