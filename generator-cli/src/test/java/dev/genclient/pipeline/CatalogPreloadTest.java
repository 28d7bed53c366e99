package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The read ahead is a head start only: the same file gives the same draft, anything else falls back to reading. */
class CatalogPreloadTest {
  @Test
  void findsTheCatalogOfTheCommandsThatReadIt() {
    assertEquals(Path.of("c.json"), CatalogPreload.catalogArgument(new String[] {"--catalog", "c.json", "--lang", "all"}));
    assertEquals(Path.of("c.json"), CatalogPreload.catalogArgument(new String[] {"--lang=all", "--catalog=c.json"}));
    assertEquals(Path.of("c.json"), CatalogPreload.catalogArgument(new String[] {"generate", "--catalog", "c.json"}));
    assertEquals(Path.of("c.json"), CatalogPreload.catalogArgument(new String[] {"validate", "--catalog=c.json"}));
    assertNull(CatalogPreload.catalogArgument(new String[] {"mock", "--catalog", "c.json"}), "mock reads its catalogs itself");
    assertNull(CatalogPreload.catalogArgument(new String[] {"--lang", "all", "--", "--catalog", "c.json"}), "after --");
    assertNull(CatalogPreload.catalogArgument(new String[] {"--lang", "all", "--catalog"}), "no value");
    assertNull(CatalogPreload.catalogArgument(new String[] {}));
    assertNull(CatalogPreload.catalogArgument(new String[] {"--catalog=\0"}), "not a path");
  }

  @Test
  void theSameFileGetsTheDraftReadAheadOnce() throws Exception {
    Path example = RepoPaths.exampleCatalog();
    CatalogPreload.start(new String[] {"--catalog", example.toString(), "--lang", "all"});
    CatalogLoader.Draft ahead = CatalogPreload.take(example);
    assertNotNull(ahead);
    assertEquals(new CatalogLoader().read(example).loaded().catalog(), ahead.loaded().catalog());
    assertNull(CatalogPreload.take(example), "handed over once");
  }

  @Test
  void anotherFileIsReadByTheCaller() throws Exception {
    CatalogPreload.start(new String[] {"--catalog", RepoPaths.exampleCatalog().toString()});
    assertNull(CatalogPreload.take(RepoPaths.customOpsCatalog()));
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoPaths.customOpsCatalog());
    assertEquals("custom-ops", prepared.loaded().catalog().name());
  }

  @Test
  void aFailedReadAheadLeavesTheErrorToTheCaller(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path missing = dir.resolve("missing.json");
    CatalogPreload.start(new String[] {"--catalog", missing.toString()});
    assertThrows(NoSuchFileException.class, () -> new CatalogPipeline().prepare(missing));
    Path broken = dir.resolve("broken.json");
    java.nio.file.Files.writeString(broken, "{\"catalog_format\": 1,");
    CatalogPreload.start(new String[] {"--catalog", broken.toString()});
    CatalogException e = assertThrows(CatalogException.class, () -> new CatalogPipeline().prepare(broken));
    assertEquals(broken.toString(), e.file());
  }
}
