package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import java.util.ArrayList;
import java.util.List;

/** Runs every rule over a catalog and collects all their diagnostics at once. */
public final class CatalogValidator {
  private final List<CatalogRule> rules;

  public CatalogValidator(List<CatalogRule> extraRules) {
    List<CatalogRule> all = new ArrayList<>(standardRules());
    all.addAll(extraRules);
    this.rules = List.copyOf(all);
  }

  /** The language-neutral rules; targets add their naming-collision rules on top. */
  public static List<CatalogRule> standardRules() {
    return List.of(
        new IdRules(),
        new ReferenceRules(),
        new SchemaShapeRules(),
        new AliasRules(),
        new ErrorTableRules(),
        new OperationRules(),
        new BindingRules(),
        new RouteRules(),
        new ServerRules());
  }

  public Diagnostics validate(Catalog catalog) {
    Diagnostics out = new Diagnostics();
    for (CatalogRule rule : rules) {
      rule.check(catalog, out);
    }
    return out;
  }
}
