package dev.genclient.targets.markdown;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.GoldenFiles;
import dev.genclient.testing.RepoPaths;
import org.junit.jupiter.api.Test;

class MarkdownGoldenTest {
  @Test
  void exampleCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.exampleCatalog());
    GoldenFiles.verify("agent-sandbox/markdown",
        pipeline.render(prepared.plan(), new MarkdownTarget(), TargetOptions.DEFAULTS, null));
  }

  @Test
  void customOpsCatalogMatchesGolden() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.customOpsCatalog());
    GoldenFiles.verify("custom-ops/markdown",
        pipeline.render(prepared.plan(), new MarkdownTarget(), TargetOptions.DEFAULTS, null));
  }
}
