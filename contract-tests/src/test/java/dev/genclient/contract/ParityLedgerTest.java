package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.Server;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.JavaNames;
import dev.genclient.pipeline.CatalogPipeline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The parity ledger against the generated code of each language (issue #7): every listed member
 * exists, and every generated op member (its twins folded in) maps to a ledger row.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ParityLedgerTest {
  private ParityLedger ledger;
  /**
   * Catalog members that are not ops: the server.openai helpers (Python's and TypeScript's
   * {@code openai_client}, TypeScript's {@code openai_config}, Java's {@code openaiEndpoint()}),
   * allowed without a ledger row.
   */
  private Set<String> helpers;

  @BeforeAll
  void renderLedger() throws Exception {
    LinkedCatalog linked = new CatalogPipeline().prepare(RepoRoot.exampleCatalog()).linked();
    ledger = ParityLedger.render(linked);
    Server.OpenAi openai = linked.catalog().server().openai();
    helpers = openai == null ? Set.of()
        : Set.of(openai.namespace() + ".openai_client", openai.namespace() + ".openai_config",
            openai.namespace() + "." + JavaNames.OPENAI_ENDPOINT);
  }

  static Stream<Named<ClientLanguage>> languages() {
    return ContractSuiteTest.libraries();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("languages")
  void ledgerAndGeneratedMembersAgree(ClientLanguage language) throws Exception {
    Path work = Files.createDirectories(RepoRoot.target().resolve("ledger"));
    GeneratedMembers code = language.members(work);
    assertFalse(code.members().isEmpty(), language.name() + ": no op members found in the generated client");
    List<String> problems = LedgerCoverage.problems(ledger, language.name(), code, helpers);
    assertEquals(List.of(), problems, language.name() + ": the ledger and the generated client disagree");
  }

  /** Issue #7: per op and per alias, id, kind, admin, the three member paths, asymmetry and envd twin. */
  @Test
  void everyRowCarriesTheFieldsTheIssueAsksFor() {
    assertFalse(ledger.ops().isEmpty());
    assertFalse(ledger.aliases().isEmpty());
    for (ParityLedger.Row row : ledger.ops()) {
      boolean mirrored = !row.members().isEmpty();
      assertTrue(!mirrored || row.members().keySet().equals(Set.copyOf(ParityLedger.LANGUAGES)),
          row.id() + ": a member in every language or in none");
      assertTrue(mirrored || row.asymmetry() != null, row.id() + ": an op without members names its asymmetry");
      assertTrue(row.kind() != null && !row.kind().isEmpty(), row.id() + ": kind");
    }
    for (ParityLedger.Row alias : ledger.aliases()) {
      // A language without a member for an alias (Java, for an op alias with a namespace's name) is named with the reason.
      assertTrue(alias.members().keySet().equals(Set.copyOf(ParityLedger.LANGUAGES)) || alias.reason() != null,
          alias.id() + ": a member in every language, or the reason a language has none: " + alias.members().keySet());
      assertTrue(alias.target() != null, alias.id() + ": target");
    }
  }

  /**
   * The design note's plane map (envd vs server): {@code sandbox.files.make_dir} on envd is the twin of
   * {@code files.mkdir} on the server plane, as the note's example spells it; the ledger carries it.
   */
  @Test
  void theNotesPlaneMapIsInTheLedger() {
    Map<String, String> twins = new java.util.HashMap<>();
    ledger.ops().forEach(row -> twins.put(row.id(), row.envdTwin()));
    assertEquals("sandbox.files.make_dir", twins.get("files.mkdir"), "files.mkdir's envd twin");
  }

  /** The coverage check can fail: a ledger row the code lacks and a code member the ledger omits are both named. */
  @Test
  void coverageNamesBothDirections() {
    GeneratedMembers code = new GeneratedMembers(Set.of("call", "discover", "ops", "capabilities"), Set.of("files()"),
        Set.of("files().list()", "files().secret()"));
    List<String> problems = LedgerCoverage.problems(ledger, "java", code);
    assertTrue(problems.contains("the generated code holds files().secret(), which no ledger row lists"), problems::toString);
    assertTrue(problems.contains("ledger lists files().stat() (op files.stat), the generated code lacks it"),
        problems::toString);
    assertTrue(problems.contains("ledger lists alias pty() (pty.*), the generated code lacks it"), problems::toString);
    assertTrue(problems.stream().anyMatch(p -> p.startsWith("the client's root lacks describe")), problems::toString);
    Set<String> withRoot = new HashSet<>(code.surface());
    withRoot.add("shutdown");
    List<String> root = LedgerCoverage.problems(ledger, "java", new GeneratedMembers(withRoot, code.namespaces(),
        code.members()));
    assertTrue(root.stream().anyMatch(p -> p.startsWith("the client's root holds shutdown")), root::toString);
  }
}
