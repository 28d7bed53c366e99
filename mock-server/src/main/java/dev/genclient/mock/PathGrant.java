package dev.genclient.mock;

import java.util.ArrayList;
import java.util.List;

/**
 * The path scope {@code /capabilities} reports for one op: its allowed roots, whether the server
 * says the op is read-only, and whether it is written as the older bare list of prefixes. The mock
 * answers a path argument outside every root with 403 {@code policy.denied}, as a server would.
 */
public record PathGrant(List<String> roots, boolean readonly, boolean bare) {
  public PathGrant {
    roots = List.copyOf(roots);
  }

  /** True when {@code path} lies inside a root (whole segments, after lexical normalisation); a relative path is left alone. */
  public boolean allows(String path) {
    if (roots.isEmpty() || !path.startsWith("/")) {
      return true;
    }
    String normal = normalise(path);
    for (String root : roots) {
      String r = normalise(root);
      if (r.equals("/") || normal.equals(r) || normal.startsWith(r + "/")) {
        return true;
      }
    }
    return false;
  }

  /** {@code path} with {@code //} collapsed and {@code .} and {@code ..} resolved, never above {@code /}. */
  static String normalise(String path) {
    List<String> segments = new ArrayList<>();
    for (String segment : path.split("/")) {
      if (segment.isEmpty() || segment.equals(".")) {
        continue;
      }
      if (segment.equals("..")) {
        if (!segments.isEmpty()) {
          segments.remove(segments.size() - 1);
        }
      } else {
        segments.add(segment);
      }
    }
    return "/" + String.join("/", segments);
  }
}
