package dev.genclient.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects diagnostics so every problem is reported at once, then the run stops on errors. */
public final class Diagnostics {
  private final List<Diagnostic> items = new ArrayList<>();

  public void error(ValidationRule rule, String pointer, String message) {
    items.add(Diagnostic.error(rule, pointer, message));
  }

  public void warning(ValidationRule rule, String pointer, String message) {
    items.add(Diagnostic.warning(rule, pointer, message));
  }

  public void add(Diagnostic diagnostic) {
    items.add(diagnostic);
  }

  public boolean hasErrors() {
    return items.stream().anyMatch(d -> d.severity() == Severity.ERROR);
  }

  /** All diagnostics, in document order where a source map is known, else in the order found. */
  public List<Diagnostic> sorted(SourceMap sourceMap) {
    List<Diagnostic> copy = new ArrayList<>(items);
    if (sourceMap != null) {
      copy.sort(Comparator.comparing((Diagnostic d) -> sourceMap.offsetOf(d.pointer())));
    }
    return List.copyOf(copy);
  }

  public List<Diagnostic> all() {
    return List.copyOf(items);
  }
}
