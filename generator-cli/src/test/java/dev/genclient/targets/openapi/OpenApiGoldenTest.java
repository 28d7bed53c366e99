package dev.genclient.targets.openapi;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.GoldenFiles;
import dev.genclient.testing.RepoPaths;
import org.junit.jupiter.api.Test;

class OpenApiGoldenTest {
  @Test
  void exampleCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.exampleCatalog());
    GoldenFiles.verify("agent-sandbox/openapi",
        pipeline.render(prepared.plan(), new OpenApiTarget(), TargetOptions.DEFAULTS, null));
  }

  @Test
  void customOpsCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.customOpsCatalog());
    GoldenFiles.verify("custom-ops/openapi",
        pipeline.render(prepared.plan(), new OpenApiTarget(), TargetOptions.DEFAULTS, null));
  }
}
