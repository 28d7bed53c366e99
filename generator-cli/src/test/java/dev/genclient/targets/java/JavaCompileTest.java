package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The generated sources of every test catalog compile with {@code -Xlint:all -Werror}. */
class JavaCompileTest {
  static Stream<Path> catalogs() {
    Path fixtures = RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs");
    return Stream.of(RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog(),
        fixtures.resolve("hostile/operations.json"), fixtures.resolve("keywords/operations.json"),
        fixtures.resolve("dynamic-ops/operations.json"), fixtures.resolve("minimal/operations.json"),
        fixtures.resolve("minimal-kinds/operations.json"));
  }

  @ParameterizedTest
  @MethodSource("catalogs")
  void generatedSourcesCompileWithoutWarnings(Path catalog) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog).plan(), new JavaTarget(),
        TargetOptions.DEFAULTS, null);
    assertEquals("", compile(files, Path.of("target", "java-compile", catalog.getParent().getFileName().toString())));
  }

  /** Compiles into {@code out}; returns the compiler's diagnostics, empty on success. */
  static String compile(List<GeneratedFile> files, Path out) throws Exception {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertNotNull(compiler, "no system Java compiler: run the tests on a JDK, not a JRE");
    java.nio.file.Files.createDirectories(out);
    List<JavaFileObject> sources = new ArrayList<>();
    for (GeneratedFile file : files) {
      sources.add(new SimpleJavaFileObject(URI.create("string:///" + file.path()), JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return file.content();
        }
      });
    }
    StringWriter diagnostics = new StringWriter();
    boolean ok = compiler.getTask(diagnostics, null, null,
        List.of("-Xlint:all", "-Werror", "-encoding", "UTF-8", "-classpath", System.getProperty("java.class.path"),
            "-d", out.toString()), null, sources).call();
    return ok ? "" : diagnostics.toString();
  }
}
