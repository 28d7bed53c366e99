package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output is byte-identical across runs, locales and time zones, in-process and in a fresh JVM. */
class DeterminismTest {
  @TempDir
  Path tmp;

  private static final Path[] CATALOGS = {RepoPaths.exampleCatalog(), RepoPaths.customOpsCatalog()};

  private static Map<String, String> renderAll(Path catalog) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(catalog);
    Map<String, String> out = new TreeMap<>();
    for (String name : Targets.names()) {
      for (GeneratedFile file : pipeline.render(prepared.plan(), Targets.byName(name).orElseThrow(),
          TargetOptions.DEFAULTS, null)) {
        out.put(name + "/" + file.path(), file.content());
      }
    }
    return out;
  }

  @Test
  void sameBytesTwiceAndUnderAnotherLocaleAndTimeZone() throws Exception {
    for (Path catalog : CATALOGS) {
      Map<String, String> first = renderAll(catalog);
      assertFalse(first.isEmpty());
      assertEquals(first, renderAll(catalog), "second run of " + catalog);
      Locale locale = Locale.getDefault();
      TimeZone zone = TimeZone.getDefault();
      Map<String, String> turkish;
      try {
        Locale.setDefault(new Locale("tr", "TR"));
        TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati"));
        turkish = renderAll(catalog);
      } finally {
        Locale.setDefault(locale);
        TimeZone.setDefault(zone);
      }
      assertEquals(first, turkish, "tr_TR / Pacific/Kiritimati run of " + catalog);
      first.forEach((path, text) -> assertFalse(text.contains("\r"), path + " has a CR"));
    }
  }

  @Test
  void aFreshJvmWithAnotherLocaleWritesTheSameBytes() throws Exception {
    Path inProcess = tmp.resolve("in-process");
    Path forked = tmp.resolve("forked");
    String catalog = RepoPaths.exampleCatalog().toString();
    CliRun local = CliRun.run("--catalog", catalog, "--lang", "all", "--out", inProcess.toString());
    assertEquals(0, local.exitCode(), local.err());
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(javaBin, "-Duser.language=tr", "-Duser.country=TR",
        "-Duser.timezone=Asia/Kathmandu", "-Dfile.encoding=ISO-8859-1", "-cp", System.getProperty("java.class.path"),
        "dev.genclient.cli.GenClient", "--catalog", catalog, "--lang", "all", "--out", forked.toString())
        .redirectErrorStream(true)
        .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the forked gen-client did not finish");
    assertEquals(0, process.exitValue(), output);
    Map<String, byte[]> expected = files(inProcess);
    Map<String, byte[]> actual = files(forked);
    assertEquals(expected.keySet(), actual.keySet());
    List<String> differing = new ArrayList<>();
    expected.forEach((path, bytes) -> {
      if (!java.util.Arrays.equals(bytes, actual.get(path))) {
        differing.add(path);
      }
    });
    assertEquals(List.of(), differing);
  }

  private static Map<String, byte[]> files(Path dir) throws Exception {
    Map<String, byte[]> out = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.filter(Files::isRegularFile).toList()) {
        out.put(dir.relativize(p).toString().replace(File.separatorChar, '/'), Files.readAllBytes(p));
      }
    }
    return out;
  }
}
