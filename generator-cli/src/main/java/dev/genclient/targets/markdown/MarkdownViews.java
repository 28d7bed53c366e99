package dev.genclient.targets.markdown;

import dev.genclient.render.Meaning;
import java.util.List;

/** The typed views the markdown templates render; every string is already escaped for markdown. */
public final class MarkdownViews {
  private MarkdownViews() {}

  public record Operations(@Meaning("the catalog's title") String title, @Meaning("the catalog's name") String catalogName,
      @Meaning("catalog_version") String version, @Meaning("the number of ops") int opCount,
      @Meaning("one table per namespace, in catalog order") List<NamespaceTable> namespaces) {}

  public record NamespaceTable(@Meaning("the namespace, as inline code (empty for the table of every op)") String heading,
      @Meaning("its ops, one row each") List<OpRow> ops) {}

  public record OpRow(@Meaning("the op id, as inline code") String id, @Meaning("its kind") String kind,
      @Meaning("its summary, a table cell") String summary, @Meaning("its params, summarized") String params,
      @Meaning("its result type, summarized") String result, @Meaning("the wire codes it declares") String errors,
      @Meaning("the version that added it") String since) {}

  public record Errors(@Meaning("the catalog's title") String title, @Meaning("the error table's rows, in catalog order")
      List<ErrorLine> errors, @Meaning("the exit code of each exit family") List<ExitLine> exits) {}

  public record ErrorLine(@Meaning("the catalog class, with its per-language names") String className,
      @Meaning("the E-code") String code, @Meaning("its wire codes and prefixes") String wire,
      @Meaning("its HTTP statuses") String status, @Meaning("its exit family and code, and whether it is legacy") String exit,
      @Meaning("its parent class") String parent, @Meaning("its description, a table cell") String description) {}

  public record ExitLine(@Meaning("the exit family") String family, @Meaning("its exit code") String code) {}

  public record Aliases(@Meaning("the catalog's title") String title, @Meaning("whether the catalog has aliases") boolean any,
      @Meaning("the aliases, in catalog order") List<AliasLine> aliases) {}

  public record AliasLine(@Meaning("the alias (a namespace alias ends in .*)") String alias,
      @Meaning("the op or namespace it stands for") String target, @Meaning("op or namespace") String scope,
      @Meaning("default or legacy: the binding it calls its target over") String binding,
      @Meaning("the version that deprecated it") String deprecatedSince, @Meaning("the version that removes it") String removeIn) {}

  /** The ledger table: {@code languages} the column titles of the client languages, in the rows' order. */
  public record Parity(@Meaning("the catalog's title") String title,
      @Meaning("the column title of each client language") List<Cell> languages,
      @Meaning("one line per op and alias") List<ParityLine> rows) {}

  /** One table cell of markdown text. */
  public record Cell(@Meaning("the cell's markdown text") String text) {}

  /** One ledger line; {@code members} one cell per client language. */
  public record ParityLine(@Meaning("the op or alias id") String id, @Meaning("op or alias") String type,
      @Meaning("the op's kind") String kind, @Meaning("the member each client language renders, in the columns' order")
      List<Cell> members, @Meaning("the asymmetry id, where the clients differ on purpose") String asymmetry,
      @Meaning("the op's envd twin") String envdTwin) {}
}
