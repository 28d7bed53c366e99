package dev.genclient.catalog;

import java.util.Objects;

/**
 * One problem found in a catalog, located by JSON pointer (mapped to line:col through the
 * {@link SourceMap} when rendered) or, for syntax errors, by a direct position. The message is
 * passed through {@link MessageText#line}, so no diagnostic spans lines or grows without bound.
 */
public record Diagnostic(Severity severity, ValidationRule rule, String message, String pointer, SourceMap.Position position) {
  public Diagnostic {
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(pointer, "pointer");
    message = MessageText.line(message);
  }

  public static Diagnostic error(ValidationRule rule, String pointer, String message) {
    return new Diagnostic(Severity.ERROR, rule, message, pointer, null);
  }

  public static Diagnostic warning(ValidationRule rule, String pointer, String message) {
    return new Diagnostic(Severity.WARNING, rule, message, pointer, null);
  }

  /**
   * Renders {@code file:line:col: [rule] message}, or {@code file#pointer: ...} without a position;
   * always one line (the message was made safe by {@link MessageText} when this was built).
   */
  public String render(String file, SourceMap sourceMap) {
    SourceMap.Position at = position != null ? position : sourceMap == null ? null : sourceMap.locate(pointer);
    String where = at == null ? file + (pointer.isEmpty() ? "" : "#" + pointer) : file + ":" + at.line() + ":" + at.column();
    String level = severity == Severity.WARNING ? "warning: " : "";
    return MessageText.line(where) + ": " + level + "[" + rule.id() + "] " + message;
  }
}
