package dev.genclient.targets.markdown;

import java.util.List;

/** The typed views the markdown templates render; every string is already escaped for markdown. */
public final class MarkdownViews {
  private MarkdownViews() {}

  public record Operations(String title, String catalogName, String version, int opCount, List<NamespaceTable> namespaces) {}

  public record NamespaceTable(String heading, List<OpRow> ops) {}

  public record OpRow(String id, String kind, String summary, String params, String result, String errors, String since) {}

  public record Errors(String title, List<ErrorLine> errors, List<ExitLine> exits) {}

  public record ErrorLine(String className, String code, String wire, String status, String exit, String parent,
      String description) {}

  public record ExitLine(String family, String code) {}

  public record Aliases(String title, boolean any, List<AliasLine> aliases) {}

  public record AliasLine(String alias, String target, String scope, String binding, String deprecatedSince,
      String removeIn) {}

  /** The ledger table: {@code languages} the column titles of the client languages, in the rows' order. */
  public record Parity(String title, List<Cell> languages, List<ParityLine> rows) {}

  /** One table cell of markdown text. */
  public record Cell(String text) {}

  /** One ledger line; {@code members} one cell per client language. */
  public record ParityLine(String id, String type, String kind, List<Cell> members, String asymmetry,
      String envdTwin) {}
}
