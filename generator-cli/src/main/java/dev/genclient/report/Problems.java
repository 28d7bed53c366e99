package dev.genclient.report;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.diff.DiffReport;
import dev.genclient.catalog.diff.Finding;
import dev.genclient.output.DriftReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What each check found, as {@link Problem}s for the json and github formats, each file as {@link ShownPath} shows it. */
public final class Problems {
  private Problems() {}

  /** A catalog's (or configuration's) diagnostics, each at its line and column. */
  public static List<Problem> of(CatalogException invalid) {
    return of(invalid.file(), invalid.sourceMap(), invalid.diagnostics());
  }

  public static List<Problem> of(String file, SourceMap sourceMap, List<Diagnostic> diagnostics) {
    List<Problem> out = new ArrayList<>();
    for (Diagnostic d : diagnostics) {
      SourceMap.Position at = d.position() != null ? d.position() : sourceMap == null ? null : sourceMap.locate(d.pointer());
      out.add(new Problem(d.severity() == Severity.WARNING ? Problem.Level.WARNING : Problem.Level.ERROR, d.rule().id(), ShownPath.of(file),
          at == null ? Problem.UNKNOWN : at.line(), at == null ? Problem.UNKNOWN : at.column(), d.message()));
    }
    return out;
  }

  /** One error per changed, missing or stale file of a drift check of {@code dir}. */
  public static List<Problem> of(Path dir, String target, DriftReport report) {
    List<Problem> out = new ArrayList<>();
    report.changed().forEach(p -> out.add(drift(dir, p, "changed: differs from what " + target + " generates; regenerate")));
    report.missing().forEach(p -> out.add(drift(dir, p, "missing: " + target + " generates it; regenerate")));
    report.stale().forEach(p -> out.add(drift(dir, p, "stale: " + target + " no longer generates it; regenerate to remove it")));
    return out;
  }

  /** Every finding of a diff: breaking as errors, warnings as warnings, the rest as notices. */
  public static List<Problem> of(DiffReport report) {
    List<Problem> out = new ArrayList<>();
    for (Finding f : report.findings()) {
      Problem.Level level = switch (f.impact()) {
        case BREAKING -> Problem.Level.ERROR;
        case WARNING -> Problem.Level.WARNING;
        case COMPATIBLE, INFO -> Problem.Level.NOTICE;
      };
      SourceMap.Position at = report.position(f);
      out.add(new Problem(level, f.rule().id(), ShownPath.of(report.file(f)), at == null ? Problem.UNKNOWN : at.line(),
          at == null ? Problem.UNKNOWN : at.column(), f.impact().label() + ": " + (f.op() == null ? "" : f.op() + ": ") + f.message()));
    }
    return out;
  }

  private static Problem drift(Path dir, String path, String message) {
    return new Problem(Problem.Level.ERROR, "drift", ShownPath.of(dir.resolve(path).toString()), Problem.UNKNOWN, Problem.UNKNOWN, message);
  }
}
