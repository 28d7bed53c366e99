package dev.genclient.targets;

import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.render.Meaning;
import dev.genclient.targets.markdown.MarkdownText;
import java.util.List;
import java.util.Locale;

/**
 * What every package README says whatever its language, already escaped for markdown prose: the
 * title, the catalog's description, the versions, the quick start's op and summary, the
 * documentation link, and the environment variables the quick start reads.
 */
public record PackageReadme(@Meaning("the catalog's title, markdown prose") String title,
    @Meaning("the catalog's description, markdown prose (empty when none)") String description,
    @Meaning("the package version, a code span") String version,
    @Meaning("the catalog version, a code span") String catalogVersion,
    @Meaning("the quick start's op (0 or 1)") List<Op> op,
    @Meaning("the documentation link (0 or 1, from --docs-url)") List<Docs> docs,
    @Meaning("the environment variable of the server URL (the catalog name in capitals, then _URL)") String urlVariable,
    @Meaning("the environment variable of the token (the catalog name in capitals, then _TOKEN)") String tokenVariable,
    @Meaning("the server URL when the variable is unset") String defaultUrl) {
  /** The quick start's op: its id as a code span and its summary as prose. */
  public record Op(@Meaning("the op id, a code span") String id, @Meaning("its summary, markdown prose") String summary) {}

  /** The documentation link: the URL as a link destination. */
  public record Docs(@Meaning("the URL, a markdown link destination (<...>)") String url) {}

  public PackageReadme {
    op = List.copyOf(op);
    docs = List.copyOf(docs);
  }

  /** The README facts of {@code plan}'s package with {@code options}; {@code quickStart} may be absent. */
  public static PackageReadme of(ClientPlan plan, TargetOptions options, java.util.Optional<QuickStart> quickStart) {
    String prefix = plan.name().toUpperCase(Locale.ROOT).replace('-', '_');
    String docsUrl = options.get(PackageLayout.DOCS_URL);
    return new PackageReadme(MarkdownText.text(plan.displayTitle()),
        plan.description() == null ? "" : MarkdownText.text(plan.description()),
        MarkdownText.code(PackageLayout.version(plan, options)), MarkdownText.code(plan.catalogVersion()),
        quickStart.map(q -> new Op(MarkdownText.code(q.op().id()), MarkdownText.text(q.op().summary()))).stream().toList(),
        docsUrl == null ? List.of() : List.of(new Docs("<" + docsUrl + ">")),
        prefix + "_URL", prefix + "_TOKEN", "http://127.0.0.1:" + plan.server().defaultPort());
  }
}
