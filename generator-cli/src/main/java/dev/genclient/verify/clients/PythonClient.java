package dev.genclient.verify.clients;

import dev.genclient.catalog.plan.ClientPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The Python column: the generated package (generated here, or taken from {@code --clients-dir}),
 * an interpreter that has httpx (the {@code --python} one when it has, else a virtualenv under the
 * work dir that pip fills once), and the contract runner, run once per batch of cases.
 */
final class PythonClient implements ClientRunner {
  /** The httpx the generated package needs, the version tools/python/requirements.txt pins. */
  static final String HTTPX = "httpx==0.28.1";
  private static final String INSTALL = "install Python 3 (python3 on PATH, or --python PATH) with venv and pip";

  private final Path python;
  private final Path packageRoot;
  private final Path runner;

  private PythonClient(Path python, Path packageRoot, Path runner) {
    this.python = python;
    this.packageRoot = packageRoot;
    this.runner = runner;
  }

  /** Ready to run: the package in {@code clientsDir/python} or generated into {@code work/python}, the interpreter, the runner. */
  static PythonClient prepare(ClientPlan plan, Path clientsDir, Path work, Path workDir, String pythonTool)
      throws IOException, InterruptedException {
    Path packageRoot = GeneratedSources.of(plan, "python", clientsDir, work.resolve("python"));
    Path runner = GeneratedSources.runner("python/runner.py", work.resolve("runner.py"));
    return new PythonClient(interpreter(pythonTool, workDir, work), packageRoot, runner);
  }

  /** {@code pythonTool} when it imports httpx; else the work dir's virtualenv, made and filled on first use. */
  private static Path interpreter(String pythonTool, Path workDir, Path work) throws IOException, InterruptedException {
    if (Tool.run(List.of(pythonTool, "-c", "import httpx"), work, Map.of(), INSTALL).exitCode() == 0) {
      return Path.of(pythonTool);
    }
    Path venv = workDir.resolve("python-venv");
    Path venvPython = venv.resolve("bin").resolve("python");
    if (Files.isExecutable(venvPython) && Tool.run(List.of(venvPython.toString(), "-c", "import httpx"), work, Map.of(), INSTALL).exitCode() == 0) {
      return venvPython;
    }
    Files.createDirectories(workDir);
    Tool.require(List.of(pythonTool, "-m", "venv", venv.toString()), work, Map.of(), INSTALL);
    Tool.require(List.of(venvPython.toString(), "-m", "pip", "install", "--quiet", HTTPX), work, Map.of(),
        "pip could not install " + HTTPX + " into " + venv + " (network or a PyPI mirror needed once)");
    return venvPython;
  }

  /** Runs the runner on {@code plan}, its lines written to {@code results}; a runner that cannot run is reported in the exception. */
  @Override
  public void run(Path plan, Path results) throws IOException, InterruptedException {
    Tool.Result result = Tool.run(List.of(python.toString(), runner.toString(), plan.toString(), results.toString()),
        runner.getParent(), Map.of("PYTHONPATH", packageRoot.toString(), "PYTHONDONTWRITEBYTECODE", "1"), INSTALL);
    if (result.exitCode() != 0) {
      throw new IOException("the Python runner failed (exit " + result.exitCode() + "): " + result.output().strip());
    }
  }
}
