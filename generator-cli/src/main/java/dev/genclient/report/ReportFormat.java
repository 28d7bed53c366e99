package dev.genclient.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.JsonText;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * How {@code validate}, {@code --check} and {@code diff} print what they found: {@code text}
 * (their own located lines), {@code json} (one document) or {@code github} (GitHub Actions
 * workflow commands, which the Actions UI shows on the lines they name).
 */
public enum ReportFormat {
  TEXT, JSON, GITHUB;

  /** The spelling on the command line. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * One {@code ::error file=F,line=L,col=C,title=RULE::MESSAGE} line. Every value is escaped as
   * the runner reads it back ({@code %}, CR, LF in all of it; {@code :} and {@code ,} in the
   * properties), so a catalog string can neither end the command nor add a property.
   */
  public static String annotation(Problem problem) {
    StringBuilder line = new StringBuilder("::").append(problem.level().name().toLowerCase(Locale.ROOT)).append(' ');
    // A file outside the workspace is on no pull request: the message names it instead of file=.
    boolean located = !ShownPath.outside(problem.file());
    String where = problem.line() > 0 ? ":" + problem.line() + ":" + problem.column() : "";
    if (located) {
      line.append("file=").append(property(problem.file())).append(',');
      if (problem.line() > 0) {
        line.append("line=").append(problem.line()).append(',');
        if (problem.column() > 0) {
          line.append("col=").append(problem.column()).append(',');
        }
      }
    }
    line.append("title=").append(property("gen-client " + problem.rule()));
    return line.append("::").append(data((located ? "" : problem.file() + where + ": ") + problem.message())).toString();
  }

  /** The problems as one JSON document: {@code {"problems": [...]}} plus the caller's summary fields. */
  public static ObjectNode json(List<Problem> problems, ObjectNode summary) {
    ObjectNode root = summary.deepCopy();
    ArrayNode list = root.putArray("problems");
    for (Problem problem : problems) {
      ObjectNode node = list.addObject();
      node.put("level", problem.level().name().toLowerCase(Locale.ROOT));
      node.put("rule", problem.rule());
      node.put("file", problem.file());
      if (problem.line() > 0) {
        node.put("line", problem.line());
        node.put("column", problem.column());
      } else {
        node.putNull("line");
        node.putNull("column");
      }
      node.put("message", problem.message());
    }
    return root;
  }

  /** Prints {@code problems} as annotations (github) or one document (json); text is the caller's own. */
  public void print(List<Problem> problems, ObjectNode summary, PrintWriter out) {
    switch (this) {
      case GITHUB -> problems.forEach(p -> out.println(annotation(p)));
      case JSON -> out.print(JsonText.pretty(json(problems, summary)));
      case TEXT -> throw new IllegalStateException("text output is printed by each command");
    }
  }

  /** An empty summary object to add fields to. */
  public static ObjectNode summary() {
    return JsonNodeFactory.instance.objectNode();
  }

  private static String data(String text) {
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
  }

  private static String property(String text) {
    return data(text).replace(":", "%3A").replace(",", "%2C");
  }
}
