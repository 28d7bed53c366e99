package dev.genclient.templates;

import java.util.List;

/** Template overrides that cannot be used: one {@code file:line:col: [template] message} line per problem (a usage error). */
public final class TemplateException extends Exception {
  private final List<String> lines;

  public TemplateException(List<String> lines) {
    super(lines.size() + " template problem(s)");
    this.lines = List.copyOf(lines);
  }

  public List<String> lines() {
    return lines;
  }
}
