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

  public record Parity(String title, List<ParityLine> rows) {}

  public record ParityLine(String id, String type, String kind, String java, String ts, String python, String asymmetry,
      String envdTwin) {}
}
