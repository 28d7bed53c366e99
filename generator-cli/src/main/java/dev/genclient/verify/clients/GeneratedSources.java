package dev.genclient.verify.clients;

import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** A client's files for a run: generated from the plan into the work directory, or taken from {@code --clients-dir}; and the packaged runners. */
final class GeneratedSources {
  private GeneratedSources() {}

  /** {@code clientsDir/language} when given, else the {@code language} target's output written under {@code dir}. */
  static Path of(ClientPlan plan, String language, Path clientsDir, Path dir) throws IOException {
    if (clientsDir != null) {
      return clientsDir.resolve(language);
    }
    for (GeneratedFile file : new CatalogPipeline().render(plan, Targets.byName(language).orElseThrow(), TargetOptions.DEFAULTS, null)) {
      Path target = dir.resolve(file.path());
      Files.createDirectories(target.getParent());
      Files.write(target, file.bytes());
    }
    return dir;
  }

  /** Copies the packaged runner {@code verify/runners/<resource>} to {@code target}. */
  static Path runner(String resource, Path target) throws IOException {
    try (InputStream in = GeneratedSources.class.getResourceAsStream("/verify/runners/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("the contract runner verify/runners/" + resource + " is not packaged");
      }
      Files.createDirectories(target.getParent());
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
    return target;
  }
}
