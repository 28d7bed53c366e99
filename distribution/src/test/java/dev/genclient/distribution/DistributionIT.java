package dev.genclient.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar runs on its own: started with {@code java -jar} from a directory that is not
 * the checkout, with nothing else on its class path, and its SHA-256 file names it.
 */
class DistributionIT {
  private static final Path JAR = Path.of(System.getProperty("genclient.dist.jar")).toAbsolutePath();
  private static final Path REPO = Path.of(System.getProperty("genclient.repo.root")).toAbsolutePath().normalize();

  @TempDir
  Path elsewhere;

  @Test
  void versionRunsFromAnotherDirectory() throws Exception {
    Run run = run(elsewhere, "--version");
    assertEquals(0, run.exit, run.output);
    assertEquals("gen-client 0.1.0\n", run.output);
  }

  @Test
  void generatesWithTheWorkingDirectoryOutsideTheCheckout() throws Exception {
    Files.copy(REPO.resolve("examples/agent-sandbox/operations.json"), elsewhere.resolve("operations.json"));
    Run run = run(elsewhere, "--catalog", "operations.json", "--lang", "java,openapi", "--out", "out");
    assertEquals(0, run.exit, run.output);
    assertTrue(Files.isRegularFile(elsewhere.resolve("out/openapi/openapi.json")), run.output);
    assertTrue(Files.isRegularFile(elsewhere.resolve("out/java/.gen-client-manifest")), run.output);

    Run check = run(elsewhere, "--catalog", "operations.json", "--lang", "java,openapi", "--out", "out", "--check");
    assertEquals(0, check.exit, check.output);
  }

  @Test
  void generateWithoutOptionsReadsTheConfigOfTheWorkingDirectory() throws Exception {
    Path api = Files.createDirectories(elsewhere.resolve("api"));
    Files.copy(REPO.resolve("examples/custom-ops/operations.json"), api.resolve("operations.json"));
    Files.writeString(elsewhere.resolve("gen-client.yaml"), """
        catalog: api/operations.json
        targets:
          - {lang: openapi, out: api/generated}
          - {lang: markdown, out: docs/reference}
        """);
    Run run = run(elsewhere, "generate");
    assertEquals(0, run.exit, run.output);
    assertTrue(Files.isRegularFile(elsewhere.resolve("api/generated/openapi.json")), run.output);
    Run check = run(elsewhere, "generate", "--check", "--quiet");
    assertEquals(0, check.exit, check.output);
    assertEquals("", check.output);
  }

  @Test
  void aBadCatalogIsALocatedErrorNotAMissingClass() throws Exception {
    Files.writeString(elsewhere.resolve("broken.json"), "{\"catalog_version\": \n");
    Run run = run(elsewhere, "validate", "broken.json");
    assertEquals(3, run.exit, run.output);
    assertTrue(run.output.startsWith("broken.json:"), run.output);
    assertFalse(run.output.contains("Exception"), run.output);
  }

  @Test
  void theManifestNamesNoClassPathOutsideTheJar() throws IOException {
    try (JarFile jar = new JarFile(JAR.toFile())) {
      Manifest manifest = jar.getManifest();
      assertEquals("dev.genclient.cli.GenClient", manifest.getMainAttributes().getValue("Main-Class"));
      assertEquals(null, manifest.getMainAttributes().getValue("Class-Path"));
      assertTrue(jar.getEntry("picocli/CommandLine.class") != null, "picocli is inside the jar");
      assertTrue(jar.getEntry("templates/") != null || jar.stream().anyMatch(e -> e.getName().startsWith("templates/")),
          "the templates are inside the jar");
    }
  }

  @Test
  void theSha256FileNamesTheJarAndItsDigest() throws IOException, NoSuchAlgorithmException {
    String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(JAR)));
    String line = Files.readString(JAR.resolveSibling("gen-client.jar.sha256"), StandardCharsets.UTF_8);
    assertEquals(expected + "  gen-client.jar\n", line);
  }

  private record Run(int exit, String output) {}

  /** {@code java -jar JAR ARGS} with the given working directory, stdout and stderr together. */
  private static Run run(Path cwd, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-jar");
    command.add(JAR.toString());
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
    builder.environment().remove("CLASSPATH");
    Process process = builder.start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("gen-client did not finish in 120 s: " + output);
    }
    return new Run(process.exitValue(), output);
  }
}
