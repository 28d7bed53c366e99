package dev.genclient.catalog.diff;

import java.util.List;
import java.util.Optional;

/**
 * Checks that catalog_version moved as semver asks for the changes found: a major bump for a
 * breaking change (a minor one while the major is 0, as semver allows), at least a minor bump for
 * additions, and never backwards. Info-only changes need no bump.
 */
final class VersionBump {
  private VersionBump() {}

  static Optional<Finding> check(String oldVersion, String newVersion, List<Finding> findings) {
    int[] a = parse(oldVersion);
    int[] b = parse(newVersion);
    boolean breaking = findings.stream().anyMatch(f -> f.impact() == Impact.BREAKING);
    boolean additions = findings.stream().anyMatch(f -> f.impact() == Impact.COMPATIBLE);
    int order = compare(b, a);
    String problem = null;
    if (order < 0) {
      problem = "went backwards from " + oldVersion + " to " + newVersion;
    } else if (breaking && !(b[0] > a[0] || (a[0] == 0 && b[0] == 0 && b[1] > a[1]))) {
      problem = "is " + newVersion + " but a breaking change needs a major bump from " + oldVersion
          + (a[0] == 0 ? " (or a minor one while at 0.x)" : "");
    } else if (additions && !(b[0] > a[0] || (b[0] == a[0] && b[1] > a[1]))) {
      problem = "is " + newVersion + " but additions need at least a minor bump from " + oldVersion;
    }
    return Optional.ofNullable(problem).map(p -> new Finding(DiffRule.VERSION_NOT_BUMPED, null, Finding.Side.NEW,
        "/catalog_version", "catalog_version " + p));
  }

  /** Major, minor, patch; pre-release and build parts do not count for the bump. */
  private static int[] parse(String version) {
    String core = version.split("[-+]", 2)[0];
    String[] parts = core.split("\\.");
    int[] out = new int[3];
    for (int i = 0; i < 3 && i < parts.length; i++) {
      try {
        out[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        out[i] = 0;
      }
    }
    return out;
  }

  private static int compare(int[] a, int[] b) {
    for (int i = 0; i < 3; i++) {
      if (a[i] != b[i]) {
        return Integer.compare(a[i], b[i]);
      }
    }
    return 0;
  }
}
