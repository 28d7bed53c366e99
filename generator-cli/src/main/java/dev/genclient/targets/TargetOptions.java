package dev.genclient.targets;

/**
 * Per-run options the targets read: Java package, Python module, npm package name, the Python
 * result style, the name of the TypeScript package's command-line client. Null means the target's
 * default, derived from the catalog name.
 */
public record TargetOptions(String javaPackage, String pythonModule, String tsPackage, String resultStyle, String tsCli) {
  public static final TargetOptions DEFAULTS = new TargetOptions(null, null, null, null);

  /** The options with the default CLI name. */
  public TargetOptions(String javaPackage, String pythonModule, String tsPackage, String resultStyle) {
    this(javaPackage, pythonModule, tsPackage, resultStyle, null);
  }
}
