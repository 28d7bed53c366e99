package dev.genclient.catalog;

import java.util.Objects;

/** A deprecated name that calls its target op (or, with a trailing {@code .*}, a whole namespace). */
public record Alias(
    String alias, String target, String deprecatedSince, String removeIn, boolean legacyBinding, String description) {

  public Alias {
    Objects.requireNonNull(alias, "alias");
    Objects.requireNonNull(target, "target");
  }

  public boolean isNamespace() {
    return alias.endsWith(".*");
  }

  /** The alias without its {@code .*} suffix. */
  public String aliasPath() {
    return isNamespace() ? alias.substring(0, alias.length() - 2) : alias;
  }

  /** The target without its {@code .*} suffix. */
  public String targetPath() {
    return target.endsWith(".*") ? target.substring(0, target.length() - 2) : target;
  }
}
