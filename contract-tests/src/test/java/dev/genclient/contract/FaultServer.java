package dev.genclient.contract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The framing-fault server (contract-tests/faults/fault_server.py) as a child process of the suite: the
 * virtualenv's Python on port 0; its base URL is the first line it prints.
 */
final class FaultServer implements AutoCloseable {
  private final Process process;
  private final String baseUrl;

  private FaultServer(Process process, String baseUrl) {
    this.process = process;
    this.baseUrl = baseUrl;
  }

  static FaultServer start() throws IOException {
    Path python = RepoRoot.path().resolve("tools/python/.venv/bin/python");
    ExternalProcess.require(python, "the Python virtualenv", PythonLanguage.INSTALL);
    Path script = RepoRoot.path().resolve("contract-tests/faults/fault_server.py");
    Process process = new ProcessBuilder(List.of(python.toString(), script.toString(), "--port", "0"))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    if (line == null || !line.startsWith("http://")) {
      process.destroyForcibly();
      throw new IOException("the fault server printed no base URL: " + line);
    }
    return new FaultServer(process, line.strip());
  }

  String baseUrl() {
    return baseUrl;
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }
}
