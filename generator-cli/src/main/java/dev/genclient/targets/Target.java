package dev.genclient.targets;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.List;

/**
 * One output of gen-client: a pure function from the linked catalog to in-memory files (paths
 * relative to the output directory, without headers). It never touches the disk.
 */
public interface Target {
  /** The {@code --lang} name of this target. */
  String name();

  List<GeneratedFile> generate(LinkedCatalog catalog, TargetOptions options, TemplateRenderer renderer);
}
