package dev.genclient.contract;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Python: the project's virtualenv python runs runners/python/runner.py with a generated module (the
 * committed golden/<catalog>/python) on PYTHONPATH.
 */
final class PythonLanguage implements ClientLanguage {
  static final String INSTALL = "run: bash tools/install-python-tools.sh";

  private final GeneratedClients clients;
  private final boolean sync;

  /** The client under {@code clients.of("python")}. */
  PythonLanguage(GeneratedClients clients) {
    this(clients, false);
  }

  /** With {@code sync}, the scenarios' column {@code python-sync}: every step through the blocking {@code _sync} twins. */
  PythonLanguage(GeneratedClients clients, boolean sync) {
    this.clients = clients;
    this.sync = sync;
  }

  @Override
  public String name() {
    return sync ? "python-sync" : "python";
  }

  @Override
  public String ledgerName() {
    return "python";
  }

  @Override
  public Path run(Path plan, Path work) throws Exception {
    Path results = work.resolve("results-python.jsonl");
    python(work, "runner.py", plan.toString(), results.toString());
    return results;
  }

  @Override
  public Path runScenarios(Path plan, Path work) throws Exception {
    Path results = work.resolve("scenarios-" + name() + ".jsonl");
    if (sync) {
      python(work, "scenarios.py", "--sync", plan.toString(), results.toString());
    } else {
      python(work, "scenarios.py", plan.toString(), results.toString());
    }
    return results;
  }

  @Override
  public GeneratedMembers members(Path work) throws Exception {
    return GeneratedMembers.fromJson(new ObjectMapper().readTree(python(work, "members.py")));
  }

  private String python(Path work, String script, String... args) throws Exception {
    Path root = RepoRoot.path();
    Path python = root.resolve("tools/python/.venv/bin/python");
    Path golden = clients.of("python");
    Path file = RepoRoot.runners().resolve("python").resolve(script);
    ExternalProcess.require(golden, "the Python golden",
        "generate it: " + clients.regenerate("python"));
    ExternalProcess.require(file, "the Python contract script", "see contract-tests/RUNNER-PROTOCOL.md");
    ExternalProcess.require(python, "the Python virtualenv", INSTALL);
    List<String> command = new ArrayList<>(List.of(python.toString(), file.toString()));
    command.addAll(List.of(args));
    return ExternalProcess.run(command, work, Map.of("PYTHONPATH", golden.toString(), "PYTHONDONTWRITEBYTECODE", "1"),
        INSTALL);
  }
}
