package dev.genclient.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the {@code <!-- gen-client:begin TABLE -->} ... {@code <!-- gen-client:end TABLE -->}
 * regions of a markdown file. A marker stands alone on its line; markers inside fenced code
 * blocks are text, so docs can show the syntax. Every problem is collected with its line and column.
 */
final class DocMarkers {
  private static final Pattern MARKER = Pattern.compile("^([ \\t]*)<!--[ \\t]*gen-client:(begin|end)[ \\t]+(\\S+)[ \\t]*-->[ \\t]*$");
  private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");

  /** One region: its table name, the marker's position, and the character range of its content. */
  record Region(String table, int line, int column, int contentStart, int contentEnd, String lineEnding) {}

  /** A problem at a 1-based line and column, with its rule id. */
  record Problem(int line, int column, String rule, String message) {}

  record Scan(List<Region> regions, List<Problem> problems) {}

  private DocMarkers() {}

  static Scan scan(String text) {
    List<Region> regions = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Map<String, Integer> seen = new HashMap<>();
    String fence = null;
    Open open = null;
    int lineNumber = 0;
    int start = 0;
    while (start < text.length()) {
      lineNumber++;
      int newline = text.indexOf('\n', start);
      int next = newline < 0 ? text.length() : newline + 1;
      int end = newline < 0 ? text.length() : (newline > start && text.charAt(newline - 1) == '\r' ? newline - 1 : newline);
      String line = text.substring(start, end);
      String ending = text.substring(end, next);
      Matcher fenceMatch = FENCE.matcher(line);
      if (fence == null && fenceMatch.find()) {
        fence = fenceMatch.group(1);
      } else if (fence != null && fenceMatch.find() && fenceMatch.group(1).charAt(0) == fence.charAt(0)
          && fenceMatch.group(1).length() >= fence.length() && line.strip().equals(fenceMatch.group(1))) {
        fence = null;
      } else if (fence == null) {
        Matcher m = MARKER.matcher(line);
        int column = m.matches() ? m.group(1).length() + 1 : 1;
        if (m.matches() && m.group(2).equals("begin")) {
          String table = m.group(3);
          if (open != null) {
            problems.add(new Problem(lineNumber, column, "nested-marker",
                "begin marker for '" + table + "' inside the region of '" + open.table + "' opened at line " + open.line));
          } else {
            Integer before = seen.putIfAbsent(table, lineNumber);
            if (before != null) {
              problems.add(new Problem(lineNumber, column, "duplicate-marker", "table '" + table + "' already has a region at line " + before));
            }
            open = new Open(table, lineNumber, column, next, ending.isEmpty() ? "\n" : ending);
          }
        } else if (m.matches()) {
          String table = m.group(3);
          if (open == null) {
            problems.add(new Problem(lineNumber, column, "unbalanced-marker", "end marker for '" + table + "' without a begin marker"));
          } else if (!open.table.equals(table)) {
            problems.add(new Problem(lineNumber, column, "unbalanced-marker",
                "end marker for '" + table + "' closes the region of '" + open.table + "' opened at line " + open.line));
            open = null;
          } else {
            regions.add(new Region(table, open.line, open.column, open.contentStart, start, open.lineEnding));
            open = null;
          }
        } else if (line.strip().startsWith("<!--") && line.contains("gen-client:")) {
          problems.add(new Problem(lineNumber, line.indexOf("<!--") + 1, "malformed-marker",
              "expected '<!-- gen-client:begin TABLE -->' or '<!-- gen-client:end TABLE -->' alone on its line"));
        }
      }
      start = next;
    }
    if (open != null) {
      problems.add(new Problem(open.line, open.column, "unbalanced-marker", "begin marker for '" + open.table + "' has no end marker"));
    }
    return new Scan(regions, problems);
  }

  private record Open(String table, int line, int column, int contentStart, String lineEnding) {}
}
