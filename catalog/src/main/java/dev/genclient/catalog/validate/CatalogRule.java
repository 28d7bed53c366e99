package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;

/** One semantic check of a catalog beyond its format schema; reports into {@code out}. */
@FunctionalInterface
public interface CatalogRule {
  void check(Catalog catalog, Diagnostics out);
}
