package dev.genclient.targets.openapi;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The catalogs every OpenAPI check runs on: the two examples, and the hostile fixture once it exists. */
final class OpenApiCatalogs {
  /** One catalog's linked form and its rendered, stamped {@code openapi.json}. */
  record Rendered(String name, LinkedCatalog linked, String json) {
    @Override
    public String toString() {
      return name;
    }
  }

  private OpenApiCatalogs() {}

  static List<Path> files() {
    List<Path> files = new ArrayList<>(List.of(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog()));
    Path hostile = RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/hostile/operations.json");
    if (Files.isRegularFile(hostile)) {
      files.add(hostile);
    }
    return files;
  }

  static List<Rendered> rendered() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<Rendered> out = new ArrayList<>();
    for (Path file : files()) {
      CatalogPipeline.Prepared prepared = pipeline.prepare(file);
      LinkedCatalog linked = prepared.linked();
      List<GeneratedFile> files = pipeline.render(prepared.plan(), new OpenApiTarget(), TargetOptions.DEFAULTS, null);
      out.add(new Rendered(file.getParent().getFileName().toString(), linked, files.get(0).content()));
    }
    return out;
  }
}
