package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.load.CatalogLoader;
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
        new ExitCheckRules(),
        new OperationRules(),
        new BindingRules(),
        new RouteRules(),
        new ServerRules());
  }

  /**
   * Every problem of a draft at once, in document order: its parse and schema problems, and what
   * the rules find in every part that is well-formed (a finding inside a malformed part depends
   * on what is malformed there, so it is left out).
   */
  public List<Diagnostic> check(CatalogLoader.Draft draft) {
    List<Diagnostic> all = new ArrayList<>(draft.problems());
    Catalog catalog = draft.loaded().catalog();
    if (catalog != null) {
      for (Diagnostic found : validate(catalog).all()) {
        if (!draft.inMalformedPart(found.pointer())) {
          all.add(found);
        }
      }
    }
    return CatalogLoader.inDocumentOrder(all, draft.loaded().sourceMap());
  }

  public Diagnostics validate(Catalog catalog) {
    Diagnostics out = new Diagnostics();
    for (CatalogRule rule : rules) {
      rule.check(catalog, out);
    }
    return out;
  }
}
