package dev.genclient.contract;

import java.nio.file.Path;
import java.util.List;

/**
 * One language of the contract suite: runs the plan through that language's runner (one process,
 * or in-process for Java) and lists the members its generated client holds, for the ledger test.
 * Both fail with an {@link AssertionError} naming what is missing (a golden, a runner, a tool).
 */
interface ClientLanguage {
  /** Java, TypeScript and Python, each on its client among {@code clients}. */
  static List<ClientLanguage> of(GeneratedClients clients) {
    return List.of(new JavaLanguage(clients), new TsLanguage(clients), new PythonLanguage(clients));
  }

  /** The language's column: {@code java}, {@code ts}, {@code python} (and the scenarios' {@code python-sync}). */
  String name();

  /** The parity ledger's key for this language's members: its name, {@code python} for {@code python-sync}. */
  default String ledgerName() {
    return name();
  }

  /** Runs every call of {@code plan} once and returns the RESULTS.jsonl file. */
  Path run(Path plan, Path work) throws Exception;

  /** Runs every scenario of {@code plan} (SCENARIOS.json, docs/scenarios.md) once and returns its results file. */
  Path runScenarios(Path plan, Path work) throws Exception;

  /** The members of the generated client, spelled as the ledger spells them. */
  GeneratedMembers members(Path work) throws Exception;
}
