package dev.genclient.targets;

import dev.genclient.naming.LanguageNames;
import java.util.Objects;

/**
 * What a client target adds to the language-neutral outputs: its language's display title and naming
 * rules. The parity ledger has one column per registered client language, keyed by {@link #key}.
 */
public record ClientLanguage(String title, LanguageNames names) {
  public ClientLanguage {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(names, "names");
  }

  /** The short language name ({@code java}, {@code ts}, {@code python}): the ledger's JSON key. */
  public String key() {
    return names.language();
  }
}
