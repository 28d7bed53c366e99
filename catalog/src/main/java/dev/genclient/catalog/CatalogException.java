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

  /** The file the diagnostics are about, as it was named. */
  public String file() {
    return file;
  }

  /** Where the diagnostics' pointers are in {@link #file} (null when the file did not parse). */
  public SourceMap sourceMap() {
    return sourceMap;
  }

  /** Every diagnostic as a {@code file:line:col: [rule] message} line. */
  public List<String> renderedLines() {
    return renderedLines(file);
  }

  /** Every diagnostic as a {@code shown:line:col: [rule] message} line: {@link #file} named as the caller shows it. */
  public List<String> renderedLines(String shown) {
    return diagnostics.stream().map(d -> d.render(shown, sourceMap)).toList();
  }
}
