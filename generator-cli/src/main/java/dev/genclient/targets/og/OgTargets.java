package dev.genclient.targets.og;

import java.util.List;

/**
 * Resolves {@code og:<generator>} names to targets. Only here is the OpenAPI Generator bridge
 * loaded, so a run without {@code og:} targets never loads it.
 */
public final class OgTargets {
  private OgTargets() {}

  public static boolean isOgName(String lang) {
    return lang.startsWith(OgTarget.PREFIX);
  }

  /**
   * The target for {@code og:<generator>}, with its options.
   *
   * @throws IllegalArgumentException when OpenAPI Generator has no such generator or an option is malformed
   * @throws IllegalStateException when the bridge is not built or cannot be loaded
   */
  public static OgTarget target(String lang, OgOptions options) {
    String generator = lang.substring(OgTarget.PREFIX.length());
    if (generator.isEmpty()) {
      throw new IllegalArgumentException("--lang og: needs an OpenAPI Generator name, e.g. og:go");
    }
    OgBridgeLoader.get().check(generator, options.sorted());
    return new OgTarget(generator, options);
  }

  /**
   * Loads the bridge from {@code jars} (the bridge jar and its dependencies, resolved by the
   * caller) rather than from the {@code genclient.og.path} property or {@code lib/og/}; call before the first og: target.
   */
  public static void useClassPath(List<java.nio.file.Path> jars) {
    OgBridgeLoader.useClassPath(jars);
  }

  /** Whether gen-client verifies this generator's output (its test suite builds it). */
  public static boolean verified(OgTarget target) {
    return OgBridgeLoader.get().verified().contains(target.generator());
  }

  /** The warning a run of an unverified generator prints, or empty for a verified one. */
  public static java.util.Optional<String> unverifiedWarning(OgTarget target) {
    return verified(target) ? java.util.Optional.empty() : java.util.Optional.of(target.name()
        + " output is unverified (gen-client's tests build only " + verifiedGenerators().stream().map(g -> "og:" + g).toList()
        + "; see docs/og.md)");
  }

  /** The verified generators, for messages and help. */
  public static List<String> verifiedGenerators() {
    return OgBridgeLoader.get().verified();
  }
}
