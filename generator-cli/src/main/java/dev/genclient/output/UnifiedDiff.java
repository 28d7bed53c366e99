package dev.genclient.output;

import java.util.ArrayList;
import java.util.List;

/** A unified diff of two texts (LCS on the lines between their common prefix and suffix), at most {@code maxLines} long. */
final class UnifiedDiff {
  private static final int CONTEXT = 3;
  /** Past this many cells the LCS table is not built; the report then shows the changed region whole. */
  private static final long MAX_CELLS = 16_000_000L;

  private UnifiedDiff() {}

  static String of(String path, String before, String after, int maxLines) {
    List<String> a = before.lines().toList();
    List<String> b = after.lines().toList();
    int prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
      prefix++;
    }
    int suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
        && a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
      suffix++;
    }
    List<String> ops = edits(a.subList(prefix, a.size() - suffix), b.subList(prefix, b.size() - suffix));
    int from = Math.max(0, prefix - CONTEXT);
    int toA = Math.min(a.size(), a.size() - suffix + CONTEXT);
    int toB = Math.min(b.size(), b.size() - suffix + CONTEXT);
    List<String> lines = new ArrayList<>();
    lines.add("--- " + path + " (on disk)");
    lines.add("+++ " + path + " (generated)");
    lines.add("@@ -" + (from + 1) + "," + (toA - from) + " +" + (from + 1) + "," + (toB - from) + " @@");
    for (int i = from; i < prefix; i++) {
      lines.add(" " + a.get(i));
    }
    lines.addAll(ops);
    for (int i = a.size() - suffix; i < toA; i++) {
      lines.add(" " + a.get(i));
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < lines.size() && i < maxLines; i++) {
      out.append(lines.get(i)).append('\n');
    }
    return out.toString();
  }

  private static List<String> edits(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>();
    if ((long) a.size() * b.size() > MAX_CELLS) {
      a.forEach(line -> out.add("-" + line));
      b.forEach(line -> out.add("+" + line));
      return out;
    }
    int[][] lcs = new int[a.size() + 1][b.size() + 1];
    for (int i = a.size() - 1; i >= 0; i--) {
      for (int j = b.size() - 1; j >= 0; j--) {
        lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
        out.add(" " + a.get(i++));
        j++;
      } else if (i < a.size() && (j == b.size() || lcs[i + 1][j] >= lcs[i][j + 1])) {
        // On a tie the removal goes first, as in diff(1) and git: "-old" then "+new".
        out.add("-" + a.get(i++));
      } else {
        out.add("+" + b.get(j++));
      }
    }
    return out;
  }
}
