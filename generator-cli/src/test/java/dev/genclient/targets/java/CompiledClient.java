package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The example catalog's generated Java client plus the behaviour driver, compiled once per test JVM
 * (javac -Xlint:all -Werror) and loaded in their own class loader.
 */
final class CompiledClient {
  static final String PKG = "agentsandboxserver.client";

  private static ClassLoader loader;

  private CompiledClient() {}

  static synchronized ClassLoader loader() throws Exception {
    if (loader == null) {
      CatalogPipeline pipeline = new CatalogPipeline();
      List<GeneratedFile> files = new ArrayList<>(pipeline.render(
          pipeline.prepare(RepoPaths.exampleCatalog()).plan(), new JavaTarget(), TargetOptions.DEFAULTS, null));
      try (InputStream in = CompiledClient.class.getResourceAsStream("/java-behaviour/Driver.java")) {
        files.add(new GeneratedFile("behaviour/Driver.java", new String(in.readAllBytes(), StandardCharsets.UTF_8)));
      }
      Path classes = Path.of("target", "java-behaviour", "classes").toAbsolutePath();
      assertEquals("", JavaCompileTest.compile(files, classes));
      loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, CompiledClient.class.getClassLoader());
    }
    return loader;
  }

  /** A generated class by its name relative to the client package ({@code runtime.RequestOptions}). */
  static Class<?> type(String relativeName) throws Exception {
    return loader().loadClass(PKG + "." + relativeName);
  }
}
