package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generation stays off the mock server's path: a {@code generate} run, in a JVM whose class path
 * holds the mock and Jetty (this module's test class path), loads no class of either
 * ({@code -verbose:class}). The control run, {@code mock --help}, shows the check sees them when
 * they are loaded.
 */
class GenerateLoadsNoMockTest {
  private static final List<String> FORBIDDEN = List.of("org.eclipse.jetty.", "dev.genclient.mock.");

  @TempDir
  Path tmp;

  @Test
  void aGenerateRunLoadsNoMockOrJettyClass() throws Exception {
    List<String> loaded = loadedClasses("generate", "--catalog", RepoPaths.exampleCatalog().toString(),
        "--lang", "all", "--out", tmp.resolve("out").toString());
    assertTrue(loaded.size() > 500, "the class-load log was not read: " + loaded.size() + " classes");
    assertEquals(List.of(), forbidden(loaded));
  }

  @Test
  void theRootFormLoadsNoMockOrJettyClassEither() throws Exception {
    List<String> loaded = loadedClasses("--catalog", RepoPaths.exampleCatalog().toString(),
        "--lang", "java", "--out", tmp.resolve("root").toString());
    assertEquals(List.of(), forbidden(loaded));
  }

  @Test
  void theCheckSeesMockClassesWhenTheyAreLoaded() throws Exception {
    List<String> loaded = loadedClasses("mock", "--help");
    assertTrue(forbidden(loaded).stream().anyMatch(name -> name.startsWith("dev.genclient.mock.")), loaded.toString());
  }

  private static List<String> forbidden(List<String> loaded) {
    return loaded.stream().filter(name -> FORBIDDEN.stream().anyMatch(name::startsWith)).toList();
  }

  /** The names of the classes a forked {@code gen-client ARGS} run loads, from its {@code -verbose:class} lines. */
  private static List<String> loadedClasses(String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xlog:class+load=info:stdout",
        "-cp", System.getProperty("java.class.path"), GenClient.class.getName()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the forked gen-client did not finish");
    assertEquals(0, process.exitValue(), output.length() > 2000 ? output.substring(output.length() - 2000) : output);
    List<String> names = new ArrayList<>();
    for (String line : output.split("\n")) {
      // [0.012s][info][class,load] java.lang.Object source: shared objects file
      int tag = line.indexOf("[class,load] ");
      if (tag >= 0) {
        String rest = line.substring(tag + "[class,load] ".length());
        int space = rest.indexOf(' ');
        names.add(space < 0 ? rest : rest.substring(0, space));
      }
    }
    return names;
  }
}
