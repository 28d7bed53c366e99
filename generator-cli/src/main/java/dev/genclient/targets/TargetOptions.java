package dev.genclient.targets;

/**
 * Per-run options the targets read: Java package, Python module, npm package name, the Python
 * result style. Null means the target's default, derived from the catalog name.
 */
public record TargetOptions(String javaPackage, String pythonModule, String tsPackage, String resultStyle) {
  public static final TargetOptions DEFAULTS = new TargetOptions(null, null, null, null);
}
