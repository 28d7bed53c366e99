package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The file-system paths the server lets one op touch, as discovery reported them: its allowed
 * roots and whether the server says the op is read-only. No roots means the server reported no
 * restriction. A path is inside a root after lexical normalisation, by whole segments: {@code /tmp}
 * allows {@code /tmp} and {@code /tmp/a}, not {@code /tmpx} or {@code /tmp/../etc}.
 */
public record PathScope(List<String> roots, boolean readonly) {
  /** The scope of an op the server reports no paths for. */
  public static final PathScope UNRESTRICTED = new PathScope(List.of(), false);

  public PathScope {
    roots = List.copyOf(roots);
  }

  /** The scope of a discovery entry's {@code paths}: {@code {"roots": [...], "readonly": bool}} or a bare list of prefixes. */
  public static PathScope of(JsonNode paths) {
    if (paths == null) {
      return UNRESTRICTED;
    }
    JsonNode list = paths.isObject() ? paths.path("roots") : paths;
    List<String> roots = new ArrayList<>();
    list.forEach(root -> {
      if (root.isTextual()) {
        roots.add(root.asText());
      }
    });
    return new PathScope(roots, paths.path("readonly").asBoolean(false));
  }

  /** True when the server reported roots for the op. */
  public boolean restricted() {
    return !roots.isEmpty();
  }

  /**
   * True when {@code path} lies inside one of the roots (or the scope has none). A relative path is
   * the server's to resolve against its working directory, so the client lets it through.
   */
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

  /** {@code path} with {@code //} collapsed and {@code .} and {@code ..} resolved lexically, never above {@code /}. */
  public static String normalise(String path) {
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
