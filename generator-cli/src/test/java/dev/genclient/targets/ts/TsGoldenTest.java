package dev.genclient.targets.ts;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.GoldenFiles;
import dev.genclient.testing.RepoPaths;
import org.junit.jupiter.api.Test;

class TsGoldenTest {
  @Test
  void exampleCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.exampleCatalog());
    GoldenFiles.verify("agent-sandbox/ts", pipeline.render(prepared.plan(), new TsTarget(), TargetOptions.DEFAULTS, null));
  }

  @Test
  void customOpsCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.customOpsCatalog());
    GoldenFiles.verify("custom-ops/ts", pipeline.render(prepared.plan(), new TsTarget(), TargetOptions.DEFAULTS, null));
  }
}
