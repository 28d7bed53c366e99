package dev.genclient.contract;

import dev.genclient.naming.LanguageNames;
import dev.genclient.naming.Languages;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares the parity ledger with the members one language's generated client holds: the ledger
 * may not claim a member the code lacks, and the code may not hold an op member the ledger omits.
 * Members reached through a namespace alias ({@code pty.create}) map to the aliased op's row.
 */
final class LedgerCoverage {
  private static final Map<String, LanguageNames> NAMES =
      Map.of("java", Languages.JAVA, "ts", Languages.TS, "python", Languages.PYTHON);

  private LedgerCoverage() {}

  /** Every problem found, one line each; empty when ledger and code agree. */
  static List<String> problems(ParityLedger ledger, String language, GeneratedMembers code) {
    return problems(ledger, language, code, Set.of());
  }

  /**
   * Like {@link #problems(ParityLedger, String, GeneratedMembers)}; {@code helpers} are catalog
   * members that are not ops (the {@code openai_client} helper of {@code server.openai}), spelled
   * as ids: the code may hold them without a ledger row.
   */
  static List<String> problems(ParityLedger ledger, String language, GeneratedMembers code, Set<String> helpers) {
    List<String> out = new ArrayList<>();
    Set<String> helperMembers = new HashSet<>();
    helpers.forEach(id -> helperMembers.add(NAMES.get(language).memberPath(id)));
    Set<String> ledgerMembers = new HashSet<>();
    for (ParityLedger.Row row : ledger.ops()) {
      String member = row.members().get(language);
      if (member != null) {
        ledgerMembers.add(member);
        if (!code.members().contains(member)) {
          out.add("ledger lists " + member + " (op " + row.id() + "), the generated code lacks it");
        }
      }
    }
    for (ParityLedger.Row alias : ledger.aliases()) {
      String member = alias.members().get(language);
      if (member == null) {
        continue;
      }
      Set<String> where = alias.namespace() ? code.namespaces() : code.members();
      if (!where.contains(member)) {
        out.add("ledger lists alias " + member + " (" + alias.id() + "), the generated code lacks it");
      }
      if (!alias.namespace()) {
        ledgerMembers.add(member);
      }
    }
    for (String member : new TreeSet<>(code.members())) {
      if (!ledgerMembers.contains(member) && !helperMembers.contains(member)
          && !viaNamespaceAlias(ledger, language, member, ledgerMembers)) {
        out.add("the generated code holds " + member + ", which no ledger row lists");
      }
    }
    Set<String> rootHelpers = ParityLedger.ROOT_HELPERS.getOrDefault(language, Set.of());
    for (String name : new TreeSet<>(code.surface())) {
      if (!ParityLedger.FIXED_SURFACE.contains(name) && !rootHelpers.contains(name)) {
        out.add("the client's root holds " + name + ", which is neither a namespace, an op nor the fixed surface "
            + new TreeSet<>(ParityLedger.FIXED_SURFACE));
      }
    }
    for (String name : new TreeSet<>(ParityLedger.FIXED_SURFACE)) {
      if (!code.surface().contains(name)) {
        out.add("the client's root lacks " + name + " (every client has " + new TreeSet<>(ParityLedger.FIXED_SURFACE) + ")");
      }
    }
    return out;
  }

  /** True when {@code member} is an op member reached through a namespace alias ({@code pty.* -> terminal.*}). */
  private static boolean viaNamespaceAlias(ParityLedger ledger, String language, String member,
      Set<String> ledgerMembers) {
    LanguageNames names = NAMES.get(language);
    for (ParityLedger.Row alias : ledger.aliases()) {
      String prefix = alias.members().get(language);
      if (!alias.namespace() || prefix == null || !member.startsWith(prefix + ".")) {
        continue;
      }
      String targetPrefix = names.memberPath(alias.target().substring(0, alias.target().length() - 2));
      if (ledgerMembers.contains(targetPrefix + member.substring(prefix.length()))) {
        return true;
      }
    }
    return false;
  }
}
