package dev.genclient.contract;

import java.nio.file.Path;

/**
 * The TypeScript command-line client as a column of the matrix: each call is one {@code call}
 * command line run by {@code runners/ts/cli-runner.ts} (compiled with the TS runner), which reads
 * the result from stdout and the error from the one JSON line on stderr, and checks the exit code
 * against the error's {@code exit_code}. Its members are the TS client's (the CLI calls through it).
 */
final class CliLanguage implements ClientLanguage {
  private final TsLanguage ts;

  CliLanguage(GeneratedClients clients) {
    this.ts = new TsLanguage(clients);
  }

  @Override
  public String name() {
    return "cli";
  }

  @Override
  public Path run(Path plan, Path work) throws Exception {
    return ts.runCli(plan, work);
  }

  /** The scenarios are the client libraries' behaviour; the command line runs the contract plan only. */
  @Override
  public Path runScenarios(Path plan, Path work) {
    throw new UnsupportedOperationException("the cli column runs the contract plan, not the behaviour scenarios");
  }

  @Override
  public GeneratedMembers members(Path work) throws Exception {
    return ts.members(work);
  }
}
