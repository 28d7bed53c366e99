package dev.genclient.targets;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.List;
import java.util.Optional;

/**
 * One output of gen-client: a pure function from the linked catalog to in-memory files (paths
 * relative to the output directory, without headers). It never touches the disk.
 */
public interface Target {
  /** The {@code --lang} name of this target. */
  String name();

  /** The client language this target renders, for the parity ledger's columns; empty for a non-client target. */
  default Optional<ClientLanguage> clientLanguage() {
    return Optional.empty();
  }

  List<GeneratedFile> generate(LinkedCatalog catalog, TargetOptions options, TemplateRenderer renderer);
}
