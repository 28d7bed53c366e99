package dev.genclient.naming;

import dev.genclient.catalog.validate.CatalogRule;
import java.util.List;

/** The client languages gen-client renders, and the naming rules they add to validation. */
public final class Languages {
  public static final JavaNames JAVA = new JavaNames();
  public static final TsNames TS = new TsNames();
  public static final PythonNames PYTHON = new PythonNames();
  public static final List<LanguageNames> ALL = List.of(JAVA, TS, PYTHON);

  private Languages() {}

  /** One collision rule per client language, so a catalog that validates renders in all of them. */
  public static List<CatalogRule> collisionRules() {
    return ALL.stream().<CatalogRule>map(NameCollisionRule::new).toList();
  }
}
