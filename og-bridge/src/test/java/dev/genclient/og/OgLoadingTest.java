package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * OpenAPI Generator is loaded only for og: targets, and then from the bridge's own class path:
 * a fresh JVM's class-loading log ({@code -verbose:class}) for {@code --lang all} holds none of its
 * classes, and for an og: target shows them coming from og-bridge's jars.
 */
class OgLoadingTest {
  @TempDir
  Path tmp;

  @Test
  void nativeTargetsNeverLoadTheBridge() throws Exception {
    String log = classLog("all");
    assertTrue(log.contains("dev.genclient.cli.GenClient "), "the log lists gen-client's classes");
    assertFalse(log.contains("org.openapitools."), "no OpenAPI Generator class is loaded for --lang all");
    assertFalse(log.contains("dev.genclient.og.OgBridge"), "the bridge is not loaded for --lang all");
  }

  @Test
  void anOgTargetLoadsOpenApiGeneratorFromTheBridgeClassPath() throws Exception {
    String log = classLog("og:openapi-yaml");
    String line = log.lines().filter(l -> l.contains(" org.openapitools.codegen.DefaultGenerator ")).findFirst().orElse("");
    assertTrue(line.contains("source: file:") && line.contains("/og-bridge/target/og/openapi-generator-"), line);
  }

  private String classLog(String lang) throws Exception {
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // gen-client's own class path: this module's test class path without the bridge and OpenAPI Generator.
    List<String> own = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.contains("og-bridge") && !entry.contains("openapitools")) {
        own.add(entry);
      }
    }
    return OgRuns.tool(Path.of("").toAbsolutePath(), Map.of(), "the test's own JVM", 3, javaBin, "-verbose:class",
        "-Dgenclient.og.path=" + Path.of("target/og").toAbsolutePath() + "/*",
        "-cp", String.join(File.pathSeparator, own), "dev.genclient.cli.GenClient",
        "--catalog", OgRuns.CUSTOM_OPS.toString(), "--lang", lang, "--out", tmp.resolve(lang.replace(':', '-')).toString());
  }
}
