package dev.genclient.targets.og;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

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
   * The target for {@code og:<generator>}, with its options, run by the bridge of the default class
   * path (the {@code genclient.og.path} property, else {@code lib/og/} beside gen-client's jar).
   *
   * @throws IllegalArgumentException when OpenAPI Generator has no such generator or an option is malformed
   * @throws IllegalStateException when the bridge is not built or cannot be loaded
   */
  public static OgTarget target(String lang, OgOptions options) {
    return target(lang, options, List.of());
  }

  /**
   * The target for {@code og:<generator>}, run by the bridge loaded from {@code jars} (the bridge jar
   * and its dependencies, resolved by the caller, as the Maven plugin does); empty means the default
   * class path. Each class path has its own bridge.
   *
   * @throws IllegalArgumentException when OpenAPI Generator has no such generator or an option is malformed
   * @throws IllegalStateException when the bridge is not built or cannot be loaded
   */
  public static OgTarget target(String lang, OgOptions options, List<Path> jars) {
    String generator = lang.substring(OgTarget.PREFIX.length());
    if (generator.isEmpty()) {
      throw new IllegalArgumentException("--lang og: needs an OpenAPI Generator name, e.g. og:go");
    }
    OgBridgeLoader bridge = OgBridgeLoader.get(jars);
    bridge.check(generator, options.sorted());
    return new OgTarget(generator, options, bridge);
  }

  /** Whether gen-client verifies this generator's output (its test suite builds it). */
  public static boolean verified(OgTarget target) {
    return target.bridge().verified().contains(target.generator());
  }

  /** The warning a run of an unverified generator prints, or empty for a verified one. */
  public static Optional<String> unverifiedWarning(OgTarget target) {
    return verified(target) ? Optional.empty() : Optional.of(target.name()
        + " output is unverified (gen-client's tests build only "
        + target.bridge().verified().stream().map(g -> OgTarget.PREFIX + g).toList() + "; see docs/og.md)");
  }
}
