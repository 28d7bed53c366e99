package dev.genclient.docs;

import dev.genclient.targets.markdown.MarkdownTables;
import java.util.ArrayList;
import java.util.List;

/**
 * Regenerates the tables between gen-client markers in a markdown file and leaves every other
 * byte as it was. Tables: {@code ops}, {@code ops:<namespace>}, {@code errors}, {@code aliases},
 * {@code parity}. The region's content becomes a blank line, the table and a blank line, in the
 * line ending of its begin marker (so CRLF files stay CRLF).
 */
public final class DocTables {
  /** The names a region may carry; {@code ops:<namespace>} besides. */
  public static final List<String> TABLES = List.of("ops", "errors", "aliases", "parity");

  /** A file whose markers cannot be used: every problem as a {@code file:line:col: [rule] message} line. */
  public static final class InvalidDocException extends Exception {
    private final List<String> lines;

    InvalidDocException(List<String> lines) {
      super(lines.size() + " problem(s)");
      this.lines = List.copyOf(lines);
    }

    public List<String> lines() {
      return lines;
    }
  }

  /** The file's new text and the tables whose content changed, with the line of each marker. */
  public record Update(String text, List<String> staleTables) {}

  private final MarkdownTables tables;

  public DocTables(MarkdownTables tables) {
    this.tables = tables;
  }

  public Update update(String file, String text) throws InvalidDocException {
    DocMarkers.Scan scan = DocMarkers.scan(text);
    List<String> problems = new ArrayList<>();
    scan.problems().forEach(p -> problems.add(located(file, p.line(), p.column(), p.rule(), p.message())));
    if (scan.regions().isEmpty() && scan.problems().isEmpty()) {
      problems.add(located(file, 1, 1, "no-markers", "no '<!-- gen-client:begin TABLE -->' markers in this file"));
    }
    for (DocMarkers.Region region : scan.regions()) {
      String problem = checkName(region.table());
      if (problem != null) {
        String rule = region.table().startsWith("ops:") ? "unknown-namespace" : "unknown-table";
        problems.add(located(file, region.line(), region.column(), rule, problem));
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidDocException(problems);
    }
    StringBuilder out = new StringBuilder(text.length());
    List<String> stale = new ArrayList<>();
    int copied = 0;
    for (DocMarkers.Region region : scan.regions()) {
      String eol = region.lineEnding();
      String content = eol + render(region.table()).replace("\n", eol) + eol;
      if (!text.substring(region.contentStart(), region.contentEnd()).equals(content)) {
        stale.add(region.table() + " (line " + region.line() + ")");
      }
      out.append(text, copied, region.contentStart()).append(content);
      copied = region.contentEnd();
    }
    out.append(text, copied, text.length());
    return new Update(out.toString(), stale);
  }

  private String checkName(String table) {
    if (table.startsWith("ops:")) {
      String namespace = table.substring("ops:".length());
      return tables.hasNamespace(namespace) ? null : "the catalog has no op in namespace '" + namespace + "'";
    }
    return TABLES.contains(table) ? null
        : "unknown table '" + table + "': expected one of " + String.join(", ", TABLES) + ", ops:<namespace>";
  }

  private String render(String table) {
    return switch (table) {
      case "ops" -> tables.ops(null);
      case "errors" -> tables.errors();
      case "aliases" -> tables.aliases();
      case "parity" -> tables.parity();
      default -> tables.ops(table.substring("ops:".length()));
    };
  }

  private static String located(String file, int line, int column, String rule, String message) {
    return file + ":" + line + ":" + column + ": [" + rule + "] " + message;
  }
}
