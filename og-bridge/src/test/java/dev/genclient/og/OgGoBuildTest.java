package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code og:go} output passes {@code go vet} and {@code go build} for the example, the custom-ops
 * and the hostile-strings catalogs, with the module path from {@code --og-option goModule}.
 */
class OgGoBuildTest {
  static final String INSTALL_GO = "install Go 1.23 or later (https://go.dev/dl/, or apt-get install golang) and put go on PATH";

  static Stream<Path> catalogs() {
    return Stream.of(OgRuns.EXAMPLE, OgRuns.CUSTOM_OPS, OgRuns.HOSTILE);
  }

  @ParameterizedTest
  @MethodSource("catalogs")
  void vetsAndBuilds(Path catalog) throws Exception {
    Path out = Path.of("target/og-go").resolve(catalog.getParent().getFileName().toString()).toAbsolutePath();
    OgRuns.generate(catalog, "og:go", out, "--og-option", "goModule=example.com/acme/sandbox-go");
    String goMod = Files.readString(out.resolve("go.mod"));
    assertTrue(goMod.contains("\nmodule example.com/acme/sandbox-go\n"), "go.mod names the goModule option:\n" + goMod);
    Map<String, String> env = Map.of("GOFLAGS", "-mod=mod", "GOTOOLCHAIN", "local");
    OgRuns.tool(out, env, INSTALL_GO, 5, "go", "vet", "./...");
    OgRuns.tool(out, env, INSTALL_GO, 5, "go", "build", "./...");
  }
}
