package dev.genclient.targets;

import dev.genclient.catalog.plan.ClientPlan;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The packaging options the three client targets share: {@code --layout package} makes the output
 * directory a package ready to publish (its build file, a README, the sources where the build tool
 * expects them), {@code --layout source} (the default) writes only the sources, as into an existing
 * source tree; {@code --sdk-version} is the package's version, {@code --docs-url} its documentation.
 */
public final class PackageLayout {
  private static final Pattern SEMVER = Pattern.compile("(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)"
      + "(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+){0,31})?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+){0,31})?");

  /** {@code --layout}: {@code source} (only the sources; the default) or {@code package}. */
  public static final TargetOption LAYOUT = new TargetOption("--layout", "layout", "LAYOUT",
      "java, ts, python: source (the default: only the sources, for an existing source tree) or package (a package"
          + " ready to publish: build file, README, sources where its build tool expects them).",
      value -> value.equals("source") || value.equals("package") ? null
          : "--layout must be source or package, not '" + value + "'");

  /** {@code --sdk-version}: the package's version (default: the catalog's sdk_version, else its catalog_version). */
  public static final TargetOption SDK_VERSION = new TargetOption("--sdk-version", "sdk_version", "VERSION",
      "With --layout package: the package's version (semver; default: the catalog's sdk_version, else its catalog_version).",
      value -> SEMVER.matcher(value).matches() && value.length() <= 64 ? null
          : "--sdk-version must be a semantic version of at most 64 characters (1.2.0, 2.0.0-rc.1), not '" + value + "'");

  private static final Pattern URL = Pattern.compile("https?://[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=%-]+");

  /** {@code --docs-url}: where the package's README and metadata point for documentation. */
  public static final TargetOption DOCS_URL = new TargetOption("--docs-url", "docs_url", "URL",
      "With --layout package: the documentation the README and the package metadata link to (http or https).",
      value -> URL.matcher(value).matches() && value.length() <= 2048 ? null
          : "--docs-url must be an http or https URL without spaces, quotes or angle brackets, not '" + value + "'");

  /** The options, in the order a client target declares them after its own. */
  public static final List<TargetOption> OPTIONS = List.of(LAYOUT, SDK_VERSION, DOCS_URL);

  private PackageLayout() {}

  /**
   * Why {@code options} cannot be used together, or null when they can: {@code --sdk-version} and
   * {@code --docs-url} describe a package, so they need {@code --layout package} (or the TypeScript
   * target's {@code --ts-package}), never silently do nothing.
   */
  public static String problem(TargetOptions options) {
    boolean packaged = isPackage(options) || options.values().containsKey("ts_package");
    for (TargetOption option : List.of(SDK_VERSION, DOCS_URL)) {
      if (options.get(option) != null && !packaged) {
        return option.flag() + " describes a package: it needs --layout package (" + option.key() + " needs layout: package)";
      }
    }
    return null;
  }

  /** Whether {@code options} ask for the package layout. */
  public static boolean isPackage(TargetOptions options) {
    return "package".equals(options.get(LAYOUT));
  }

  /** The package's version: {@code --sdk-version}, else the catalog's sdk_version, else its catalog_version. */
  public static String version(ClientPlan plan, TargetOptions options) {
    if (options.get(SDK_VERSION) != null) {
      return options.get(SDK_VERSION);
    }
    return plan.sdkVersion() != null ? plan.sdkVersion() : plan.catalogVersion();
  }
}
