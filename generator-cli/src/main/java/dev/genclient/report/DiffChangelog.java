package dev.genclient.report;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Deprecation;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.diff.DiffRule;
import dev.genclient.catalog.diff.Finding;
import dev.genclient.catalog.diff.Impact;
import dev.genclient.targets.markdown.MarkdownText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code diff --format markdown}: the findings as a changelog section for release notes, under the headings
 * Breaking, Deprecated (ops newly marked deprecated, and aliases added: an alias is a deprecated name), Compatible,
 * and To review (the warnings). Empty headings are left out; description and other metadata changes are not
 * listed. Every catalog string is escaped as markdown text or code.
 */
public final class DiffChangelog {
  private DiffChangelog() {}

  public static String of(Catalog oldCatalog, Catalog newCatalog, List<Finding> findings) {
    List<String> breaking = new ArrayList<>();
    List<String> deprecated = new ArrayList<>();
    List<String> compatible = new ArrayList<>();
    List<String> review = new ArrayList<>();
    for (Finding finding : findings) {
      if (finding.rule() == DiffRule.ALIAS_ADDED) {
        deprecated.add(entry(finding));
      } else if (finding.rule() == DiffRule.METADATA_CHANGED && finding.pointer().endsWith("/deprecated")) {
        newlyDeprecated(oldCatalog, newCatalog, finding.op()).ifPresent(deprecated::add);
      } else if (finding.impact() == Impact.BREAKING) {
        breaking.add(entry(finding));
      } else if (finding.impact() == Impact.COMPATIBLE) {
        compatible.add(entry(finding));
      } else if (finding.impact() == Impact.WARNING) {
        review.add(entry(finding));
      }
    }
    StringBuilder out = new StringBuilder("## ").append(MarkdownText.text(newCatalog.name())).append(' ')
        .append(MarkdownText.text(newCatalog.catalogVersion())).append("\n\n")
        .append("Changes from ").append(MarkdownText.text(oldCatalog.catalogVersion())).append(".\n");
    section(out, "Breaking", breaking);
    section(out, "Deprecated", deprecated);
    section(out, "Compatible", compatible);
    section(out, "To review", review);
    if (breaking.isEmpty() && deprecated.isEmpty() && compatible.isEmpty() && review.isEmpty()) {
      out.append("\nNo changes to the API.\n");
    }
    return out.toString();
  }

  private static void section(StringBuilder out, String heading, List<String> entries) {
    if (entries.isEmpty()) {
      return;
    }
    out.append("\n### ").append(heading).append("\n\n");
    entries.forEach(entry -> out.append("- ").append(entry).append('\n'));
  }

  private static String entry(Finding finding) {
    return (finding.op() == null ? "" : MarkdownText.code(finding.op()) + ": ") + MarkdownText.text(finding.message());
  }

  /** An op deprecated in the new catalog and not in the old one: since when, and what replaces it. */
  private static Optional<String> newlyDeprecated(Catalog oldCatalog, Catalog newCatalog, String id) {
    Deprecation now = op(newCatalog, id).map(Operation::deprecated).orElse(null);
    if (now == null || op(oldCatalog, id).map(Operation::deprecated).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(MarkdownText.code(id) + ": deprecated since " + MarkdownText.text(now.since())
        + (now.replacement() == null ? "" : "; use " + MarkdownText.code(now.replacement()) + " instead")
        + (now.note() == null ? "" : " (" + MarkdownText.text(now.note()) + ")"));
  }

  private static Optional<Operation> op(Catalog catalog, String id) {
    return catalog.ops().stream().filter(op -> op.id().equals(id)).findFirst();
  }
}
