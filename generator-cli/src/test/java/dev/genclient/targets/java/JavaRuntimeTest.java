package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The runtime copied into a client is the runtime/java source tree, verbatim but for its package. */
class JavaRuntimeTest {
  private static final Path SOURCE = RepoPaths.root().resolve("runtime/java/src/main/java/dev/genclient/client");

  private static Set<String> sourceFiles() throws IOException {
    try (Stream<Path> walk = Files.walk(SOURCE)) {
      return walk.filter(Files::isRegularFile).map(p -> SOURCE.relativize(p).toString().replace('\\', '/'))
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }

  @Test
  void theFileListIsTheSourceTree() throws IOException {
    assertEquals(sourceFiles(), new TreeSet<>(JavaRuntime.FILES));
  }

  @Test
  void theReservedRuntimeTypesAreTheRuntimesClasses() throws IOException {
    Set<String> classes = sourceFiles().stream().map(f -> f.substring(f.lastIndexOf('/') + 1, f.length() - ".java".length()))
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(classes, new TreeSet<>(JavaNames.RUNTIME_TYPES));
    for (String type : classes) {
      assertEquals(type + "_", JavaNames.typeName(type), "a catalog type must not take the runtime's " + type);
    }
  }

  @Test
  void filesAreCopiedWithOnlyTheirPackageAndImportsRewritten() throws IOException {
    List<GeneratedFile> files = JavaRuntime.files("com.example.api", "com/example/api", true);
    assertEquals(JavaRuntime.FILES.size(), files.size());
    for (GeneratedFile file : files) {
      String relative = file.path().substring("com/example/api/".length());
      String source = Files.readString(SOURCE.resolve(relative), StandardCharsets.UTF_8);
      assertFalse(file.content().contains("dev.genclient.client"), file.path() + " still names the source package");
      List<String> sourceLines = source.lines().toList();
      List<String> copied = file.content().lines().toList();
      assertEquals(sourceLines.size(), copied.size(), file.path());
      for (int i = 0; i < copied.size(); i++) {
        String line = sourceLines.get(i);
        String expected = line.startsWith("package ") || line.startsWith("import ")
            ? line.replace("dev.genclient.client", "com.example.api") : line;
        assertEquals(expected, copied.get(i), file.path() + ":" + (i + 1));
      }
    }
  }

  @Test
  void theSourcePackageNamesNothingButPackageAndImportLines() throws IOException {
    for (String file : JavaRuntime.FILES) {
      for (String line : Files.readAllLines(SOURCE.resolve(file), StandardCharsets.UTF_8)) {
        assertTrue(!line.contains("dev.genclient.client") || line.startsWith("package ") || line.startsWith("import "),
            file + ": the rewrite would miss: " + line);
      }
    }
  }

  @Test
  void theOpenAiHelperComesOnlyWithAnOpenAiNamespace() {
    assertFalse(JavaRuntime.files("p", "p", false).stream().anyMatch(f -> f.path().endsWith("OpenAiEndpoint.java")));
    assertEquals("package a.b.runtime;\nimport a.b.errors.X;\nimport static a.b.Y.z;\n// dev.genclient.client stays\n",
        JavaRuntime.rewrite("package dev.genclient.client.runtime;\nimport dev.genclient.client.errors.X;\n"
            + "import static dev.genclient.client.Y.z;\n// dev.genclient.client stays\n", "a.b"));
    assertEquals("import dev.genclient.clientele.X;\n", JavaRuntime.rewrite("import dev.genclient.clientele.X;\n", "a.b"));
  }
}
