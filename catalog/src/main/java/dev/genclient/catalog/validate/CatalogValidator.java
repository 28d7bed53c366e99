package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Fork;
import dev.genclient.catalog.load.CatalogLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs every rule over a catalog and collects all their diagnostics at once. The rules are
 * independent reads of the immutable catalog, so they run on up to two threads; each rule reports
 * into its own list and the lists are joined in rule order, so the diagnostics (and a rule's
 * failure) are the same whichever thread ran which rule.
 */
public final class CatalogValidator {
  private final List<CatalogRule> rules;
  private final int threads;

  /** A validator that uses a second thread when the machine has a second processor. */
  public CatalogValidator(List<CatalogRule> extraRules) {
    this(extraRules, Fork.defaultThreads());
  }

  /** A validator on at most {@code threads} threads; the result is the same for any number. */
  public CatalogValidator(List<CatalogRule> extraRules, int threads) {
    List<CatalogRule> all = new ArrayList<>(standardRules());
    all.addAll(extraRules);
    this.rules = List.copyOf(all);
    this.threads = threads;
  }

  /** The language-neutral rules; targets add their naming-collision rules on top. */
  public static List<CatalogRule> standardRules() {
    return List.of(
        new IdRules(),
        new ReferenceRules(),
        new SchemaShapeRules(),
        new AliasRules(),
        new ErrorTableRules(),
        new LegacyErrorRules(),
        new ExitCheckRules(),
        new PaginationRules(),
        new OperationRules(),
        new BindingRules(),
        new RouteRules(),
        new ServerRules(),
        new ClientDefaultsRules(),
        new AuthRules());
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

  /** What every rule finds, rule by rule in the order of {@link #rules}; the first rule (in that order) that fails throws. */
  public Diagnostics validate(Catalog catalog) {
    Diagnostics out = new Diagnostics();
    if (threads <= 1) {
      for (CatalogRule rule : rules) {
        rule.check(catalog, out);
      }
      return out;
    }
    Object[] outcomes = new Object[rules.size()];
    // Both threads take the next rule from the end of the list: the extra (per-language naming)
    // rules there each walk every schema, so the long ones go first and the short ones even out.
    AtomicInteger next = new AtomicInteger(rules.size());
    Runnable worker = () -> {
      for (int i = next.decrementAndGet(); i >= 0; i = next.decrementAndGet()) {
        Diagnostics found = new Diagnostics();
        try {
          rules.get(i).check(catalog, found);
          outcomes[i] = found;
        } catch (RuntimeException | Error e) {
          outcomes[i] = e;
        }
      }
    };
    Fork<Void> second = Fork.start("catalog-validate", threads, () -> {
      worker.run();
      return null;
    });
    worker.run();
    second.join(); // also makes the other thread's outcomes visible here
    for (Object outcome : outcomes) {
      if (outcome instanceof RuntimeException failure) {
        throw failure;
      }
      if (outcome instanceof Error failure) {
        throw failure;
      }
      ((Diagnostics) outcome).all().forEach(out::add);
    }
    return out;
  }
}
