package dev.genclient.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.python.PythonTarget;
import dev.genclient.testing.GoldenFiles;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The committed outputs: each directory {@code golden/<catalog>/<dir>} is the output of one target with
 * its options on {@code examples/<catalog>}, checked once, file by file with its manifest, no file more
 * ({@link GoldenFiles#verify}). Every native target has one per bundled catalog; the example catalog also
 * has {@code python-typeddict}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GoldenTest {
  private static final List<String> CATALOGS = List.of("agent-sandbox", "custom-ops");
  /** Each bundled catalog prepared once for this class's cases. */
  private final Map<String, CatalogPipeline.Prepared> prepared = new HashMap<>();

  /** One golden directory: the catalog, the directory's name, its target and options. */
  record Golden(String catalog, String dir, Target target, TargetOptions options) {
    @Override
    public String toString() {
      return catalog + "/" + dir;
    }
  }

  static List<Golden> goldens() {
    List<Golden> out = new ArrayList<>();
    for (String catalog : CATALOGS) {
      for (String name : Targets.names()) {
        out.add(new Golden(catalog, name, Targets.byName(name).orElseThrow(), TargetOptions.DEFAULTS));
      }
    }
    out.add(new Golden("agent-sandbox", "python-typeddict", Targets.byName("python").orElseThrow(),
        TargetOptions.DEFAULTS.with(PythonTarget.RESULT_STYLE, "typeddict")));
    return out;
  }

  static Stream<Golden> cases() {
    return goldens().stream();
  }

  private CatalogPipeline.Prepared prepared(String catalog) throws Exception {
    CatalogPipeline.Prepared known = prepared.get(catalog);
    if (known == null) {
      known = new CatalogPipeline().prepare(RepoPaths.root().resolve("examples").resolve(catalog).resolve("operations.json"));
      prepared.put(catalog, known);
    }
    return known;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void committedOutputIsWhatTheTargetRenders(Golden golden) throws Exception {
    GoldenFiles.verify(golden.catalog() + "/" + golden.dir(),
        new CatalogPipeline().render(prepared(golden.catalog()).plan(), golden.target(), golden.options(), null));
  }

  /** A golden directory no case names would never be checked. */
  @Test
  void everyGoldenDirectoryIsACase() throws IOException {
    TreeSet<String> dirs = new TreeSet<>();
    try (Stream<Path> catalogs = Files.list(RepoPaths.root().resolve("golden"))) {
      for (Path catalog : catalogs.toList()) {
        try (Stream<Path> outputs = Files.list(catalog)) {
          outputs.filter(Files::isDirectory).forEach(dir -> dirs.add(catalog.getFileName() + "/" + dir.getFileName()));
        }
      }
    }
    assertEquals(dirs, new TreeSet<>(goldens().stream().map(Golden::toString).toList()));
  }
}
