package dev.genclient.output;

import java.util.List;

/** What differs between freshly rendered output and a directory on disk. */
public record DriftReport(List<String> changed, List<String> missing, List<String> stale, List<String> leftovers,
    String diff) {
  public DriftReport {
    changed = List.copyOf(changed);
    missing = List.copyOf(missing);
    stale = List.copyOf(stale);
    leftovers = List.copyOf(leftovers);
  }

  public boolean inStep() {
    return changed.isEmpty() && missing.isEmpty() && stale.isEmpty() && leftovers.isEmpty();
  }

  /** One line per drifted file ({@code changed: x}), then the bounded diff. */
  public String describe(String dirLabel) {
    StringBuilder out = new StringBuilder();
    changed.forEach(p -> out.append("changed: ").append(dirLabel).append(p).append('\n'));
    missing.forEach(p -> out.append("missing: ").append(dirLabel).append(p).append('\n'));
    stale.forEach(p -> out.append("stale:   ").append(dirLabel).append(p).append('\n'));
    leftovers.forEach(p -> out.append("leftover: ").append(dirLabel).append(p)
        .append(" (a temp file of a killed run; the next write removes it)\n"));
    out.append(diff);
    return out.toString();
  }
}
