package dev.genclient.pipeline;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Linker;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.catalog.validate.CatalogValidator;
import dev.genclient.naming.Languages;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The pipeline of DESIGN §4: load → validate → link, then per target: view model → render →
 * stamp. Writing or checking the result is the caller's choice ({@code OutputWriter},
 * {@code DriftCheck}).
 */
public final class CatalogPipeline {
  /** A catalog that loaded, validated (warnings allowed) and linked. */
  public record Prepared(CatalogLoader.Loaded loaded, List<Diagnostic> warningDiagnostics, LinkedCatalog linked) {
    /** The warnings as {@code file:line:col: warning: [rule] message} lines. */
    public List<String> warnings() {
      return warningDiagnostics.stream().map(d -> d.render(loaded.file(), loaded.sourceMap())).toList();
    }
  }

  public Prepared prepare(Path catalogFile) throws IOException, CatalogException {
    CatalogLoader.Draft draft = new CatalogLoader().read(catalogFile);
    CatalogLoader.Loaded loaded = draft.loaded();
    List<Diagnostic> sorted = new CatalogValidator(Languages.collisionRules()).check(draft);
    if (sorted.stream().anyMatch(d -> d.severity() == Severity.ERROR)) {
      throw new CatalogException(loaded.file(), sorted, loaded.sourceMap());
    }
    List<Diagnostic> warnings = sorted.stream().filter(d -> d.severity() == Severity.WARNING).toList();
    return new Prepared(loaded, warnings, new Linker().link(loaded.catalog()));
  }

  /** Renders one target and stamps every file with the header of §5. */
  public List<GeneratedFile> render(LinkedCatalog linked, Target target, TargetOptions options, Path templates) {
    FileHeader header = new FileHeader(linked.catalog());
    TemplateRenderer renderer = new TemplateRenderer(target.name(), templates);
    return target.generate(linked, options, renderer).stream().map(header::stamp).toList();
  }
}
