package dev.genclient.catalog.plan;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRoot;
import dev.genclient.catalog.ErrorRow;
import java.util.Optional;

/**
 * The class tree every client renders its errors as: each row under its parent row; a row without
 * one under the catalog's {@code error_root} when it declares one, else under the runtime's own root.
 */
public final class ErrorTree {
  private final Catalog catalog;

  private ErrorTree(Catalog catalog) {
    this.catalog = catalog;
  }

  static ErrorTree of(Catalog catalog) {
    return new ErrorTree(catalog);
  }

  /** The client-side root above the table, if the catalog declares one. */
  public Optional<ErrorRoot> root() {
    return Optional.ofNullable(catalog.errorRoot());
  }

  /**
   * The parent of a row's class: its parent row's catalog class (a row of the table), the error
   * root's class for a row without one, or empty: the runtime's root class.
   */
  public Optional<String> parentOf(ErrorRow row) {
    if (row.parent() != null) {
      return catalog.errors().stream().filter(e -> e.className().equals(row.parent()) && e != row).findFirst()
          .map(ErrorRow::className);
    }
    return root().map(ErrorRoot::className);
  }

  /** True when {@code catalogClass} is the error root's class (not a row of the table). */
  public boolean isRoot(String catalogClass) {
    return catalog.errorRoot() != null && catalog.errorRoot().className().equals(catalogClass);
  }
}
