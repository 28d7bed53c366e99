package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import dev.genclient.testing.PackageBuild;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --layout package} makes the Python output a package pip installs: pip (with the pinned flit_core,
 * {@code --no-build-isolation}, no index) installs the output directory into a fresh virtualenv, whose only
 * other packages are the pinned tools; the README's quick start runs there against the mock, and
 * {@code mypy --strict} of a user script sees the installed package's types.
 */
class PythonPackageTest {
  private static final String TOKEN = "package-user";

  @Test
  void pipInstallsTheOutputAndTheQuickStartCallsTheMock() throws Exception {
    Path python = PythonTools.python();
    Path pkg = PackageBuild.generate("python-package/pkg", "python", "--sdk-version", "3.1.4-rc.1");
    Path venv = PackageBuild.freshDir("python-package/venv");
    assertEquals(0, PackageBuild.run(List.of(python.toString(), "-m", "venv", "--without-pip", venv.toString()), venv,
        Map.of(), 60, PythonTools.INSTALL).exitCode());
    Path user = venv.resolve("bin/python");
    String purelib = "import sysconfig; print(sysconfig.get_paths()['purelib'])";
    Path sitePackages = Path.of(PackageBuild.run(List.of(user.toString(), "-c", purelib), venv, Map.of(), 30, "").output().strip());
    String tools = PackageBuild.run(List.of(python.toString(), "-c", purelib), venv, Map.of(), 30, "").output().strip();
    // The fresh environment sees the pinned tools (httpx, pydantic, flit_core, mypy) and nothing of the client.
    Files.writeString(sitePackages.resolve("tools.pth"), tools + "\n");
    PackageBuild.Result install = PackageBuild.run(List.of(python.toString(), "-m", "pip", "--python", user.toString(),
        "install", "--disable-pip-version-check", "--no-build-isolation", "--no-index", pkg.toString()), venv, Map.of(), 180,
        PythonTools.INSTALL);
    assertEquals(0, install.exitCode(), install.output());
    assertTrue(Files.isRegularFile(sitePackages.resolve("agent_sandbox_server/py.typed")), "installed with its py.typed");
    String metadata = Files.readString(sitePackages.resolve("agent_sandbox_server-3.1.4rc1.dist-info/METADATA"));
    assertTrue(metadata.contains("Version: 3.1.4rc1\n"), "--sdk-version is the version (PEP 440 form):\n" + metadata);
    assertTrue(metadata.contains("Requires-Dist: httpx>=0.28,<1\n") && metadata.contains("Requires-Dist: pydantic>=2.7,<3\n"),
        metadata);

    Path work = PackageBuild.freshDir("python-package/user");
    Files.writeString(work.resolve("quick_start.py"), PackageBuild.codeBlock(pkg.resolve("README.md"), "python"));
    Files.writeString(work.resolve("wrong.py"), "from agent_sandbox_server import ServerClient\n\n"
        + "count: int = ServerClient().files.list_sync(path=\"/\")\n");
    try (MockServer mock = MockServer.start(List.of(new CatalogLoader().load(RepoPaths.exampleCatalog())),
        MockOptions.defaults().withToken(TOKEN))) {
      PackageBuild.Result run = PackageBuild.run(List.of(user.toString(), "quick_start.py"), work,
          Map.of("AGENT_SANDBOX_SERVER_URL", mock.baseUrl(), "AGENT_SANDBOX_SERVER_TOKEN", TOKEN), 60, PythonTools.INSTALL);
      assertEquals(0, run.exitCode(), run.output());
      assertTrue(run.output().contains("/workspace/README.md"), "the example's result:\n" + run.output());
    }
    // One mypy run over both scripts: the quick start type-checks, the wrong one fails on the installed types.
    PackageBuild.Result typed = PackageBuild.run(List.of(user.toString(), "-m", "mypy", "--strict", "--no-incremental",
        "quick_start.py", "wrong.py"), work, Map.of(), 180, PythonTools.INSTALL);
    assertEquals("wrong.py:3: error: Incompatible types in assignment (expression has type \"FilesListResult\", variable"
        + " has type \"int\")  [assignment]\nFound 1 error in 1 file (checked 2 source files)\n", typed.output(),
        "mypy sees the installed package's types");
  }
}
