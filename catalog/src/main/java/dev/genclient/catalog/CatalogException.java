package dev.genclient.catalog;

import java.util.List;

/** A catalog that cannot be used: its diagnostics say why, located in {@code file}. */
public final class CatalogException extends Exception {
  private final String file;
  private final List<Diagnostic> diagnostics;
  private final transient SourceMap sourceMap;

  public CatalogException(String file, List<Diagnostic> diagnostics, SourceMap sourceMap) {
    super(diagnostics.size() + " problem(s) in " + file);
    this.file = file;
    this.diagnostics = List.copyOf(diagnostics);
    this.sourceMap = sourceMap;
  }

  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** Every diagnostic as a {@code file:line:col: [rule] message} line. */
  public List<String> renderedLines() {
    return diagnostics.stream().map(d -> d.render(file, sourceMap)).toList();
  }
}
