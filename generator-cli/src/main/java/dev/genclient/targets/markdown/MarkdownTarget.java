package dev.genclient.targets.markdown;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.StreamFormat;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.AliasPlan;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.render.Template;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.ClientLanguage;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Reference tables (ops per namespace, errors, aliases, parity ledger) and {@code client_parity.json}. */
public final class MarkdownTarget implements Target {
  @Override
  public String name() {
    return "markdown";
  }

  @Override
  public List<Template<?>> templates() {
    return MarkdownTemplates.ALL;
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    ClientPlan plan = context.plan();
    TemplateRenderer renderer = context.renderer();
    List<ClientLanguage> languages = context.languages();
    List<ParityLedger.Row> ledger = ParityLedger.rows(plan, languages);
    return List.of(
        renderer.file("operations.md", MarkdownTemplates.OPERATIONS, operations(plan)),
        renderer.file("errors.md", MarkdownTemplates.ERRORS, errors(plan)),
        renderer.file("aliases.md", MarkdownTemplates.ALIASES, aliases(plan)),
        renderer.file("parity.md", MarkdownTemplates.PARITY, parity(plan, languages, ledger)),
        new GeneratedFile("client_parity.json", parityJson(context.header(), ledger)));
  }

  /** The view of operations.md: one op table per namespace. */
  static MarkdownViews.Operations operations(ClientPlan plan) {
    LinkedCatalog linked = plan.linked();
    SchemaSummary types = new SchemaSummary(linked);
    List<MarkdownViews.NamespaceTable> tables = new ArrayList<>();
    plan.opsByNamespace().forEach((namespace, ops) -> tables.add(new MarkdownViews.NamespaceTable(
        namespace.isEmpty() ? "(top level)" : MarkdownText.code(namespace),
        ops.stream().map(op -> opRow(linked, types, op)).toList())));
    return new MarkdownViews.Operations(MarkdownText.text(plan.displayTitle()), MarkdownText.code(plan.name()),
        MarkdownText.text(plan.catalogVersion()), plan.ops().size(), tables);
  }

  static MarkdownViews.OpRow opRow(LinkedCatalog linked, SchemaSummary types, Operation op) {
    String since = op.since() == null ? "" : MarkdownText.text(op.since());
    if (op.deprecated() != null) {
      since += (since.isEmpty() ? "" : "; ") + "deprecated since " + MarkdownText.text(op.deprecated().since())
          + (op.deprecated().replacement() == null ? "" : ", use " + MarkdownText.code(op.deprecated().replacement()));
    }
    String kind = op.kind().wireName() + (op.streamFormat() == StreamFormat.SSE ? " (sse)" : "") + (op.admin() ? " (admin)" : "") + (op.mirror().client() ? "" : " (no client member)")
        + (op.pagination() == null ? "" : " (paginated: " + op.pagination().style().wireName() + " "
            + MarkdownText.code(op.pagination().position()) + ", items " + MarkdownText.code(op.pagination().items()) + ")");
    return new MarkdownViews.OpRow(
        MarkdownText.code(op.id()),
        kind,
        MarkdownText.text(op.summary()),
        params(linked, types, op.params()),
        MarkdownText.text(types.describe(op.result())),
        op.errors().stream().map(MarkdownText::code).collect(Collectors.joining(", ")),
        since);
  }

  private static String params(LinkedCatalog linked, SchemaSummary types, Schema params) {
    if (params == null) {
      return "none";
    }
    Schema resolved = linked.resolve(params);
    if (resolved == null || resolved.properties().isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    resolved.properties().forEach((name, schema) -> parts.add(MarkdownText.code(name) + " "
        + MarkdownText.text(types.describe(schema)) + (resolved.required().contains(name) ? " (required)" : "")));
    return String.join(", ", parts);
  }

  static MarkdownViews.Errors errors(ClientPlan plan) {
    List<MarkdownViews.ErrorLine> lines = new ArrayList<>();
    for (ErrorClass row : plan.errorClasses().table()) {
      String wire = row.clientOnly() ? "(client only)"
          : row.wire().stream().map(MarkdownText::code).collect(Collectors.joining(", "));
      String status = row.status().stream().map(String::valueOf).collect(Collectors.joining(", "));
      Integer exit = plan.exitCodes().get(row.exit());
      lines.add(new MarkdownViews.ErrorLine(
          MarkdownText.code(row.className()) + (row.names().isEmpty() ? "" : " (" + namesNote(row) + ")"),
          MarkdownText.code(row.code()), wire, status,
          MarkdownText.text(row.exit()) + (exit == null ? "" : " (" + exit + ")") + (row.legacy() ? ", legacy" : ""),
          row.declaredParent().map(MarkdownText::code).orElse(""),
          MarkdownText.text(row.description())));
    }
    List<MarkdownViews.ExitLine> exits = new ArrayList<>();
    plan.exitCodes().forEach((family, code) -> exits.add(new MarkdownViews.ExitLine(MarkdownText.text(family), String.valueOf(code))));
    return new MarkdownViews.Errors(MarkdownText.text(plan.displayTitle()), lines, exits);
  }

  private static String namesNote(ErrorClass row) {
    return row.names().entrySet().stream()
        .map(e -> MarkdownText.text(e.getKey()) + ": " + MarkdownText.code(e.getValue()))
        .collect(Collectors.joining(", "));
  }

  static MarkdownViews.Aliases aliases(ClientPlan plan) {
    List<MarkdownViews.AliasLine> lines = new ArrayList<>();
    for (AliasPlan alias : plan.aliases()) {
      lines.add(new MarkdownViews.AliasLine(
          MarkdownText.code(alias.alias()), MarkdownText.code(alias.target()),
          alias.namespace() ? "namespace" : "op",
          alias.legacyBinding() ? "legacy REST binding" : "same binding",
          MarkdownText.text(alias.deprecatedSince()), MarkdownText.text(alias.removeIn())));
    }
    return new MarkdownViews.Aliases(MarkdownText.text(plan.displayTitle()), !lines.isEmpty(), lines);
  }

  static MarkdownViews.Parity parity(ClientPlan plan, List<ClientLanguage> languages, List<ParityLedger.Row> ledger) {
    List<MarkdownViews.ParityLine> lines = new ArrayList<>();
    for (ParityLedger.Row row : ledger) {
      String none = "none (" + (row.asymmetry() != null ? MarkdownText.text(row.asymmetry())
          : row.reason() != null ? MarkdownText.text(row.reason()) : "no member") + ")";
      lines.add(new MarkdownViews.ParityLine(
          MarkdownText.code(row.id()),
          row.type().equals("alias") ? "alias of " + MarkdownText.code(row.target()) + (row.binding() == null ? "" : " (legacy binding)") : "op",
          row.kind() + (row.admin() ? " (admin)" : ""),
          row.members().values().stream().map(path -> new MarkdownViews.Cell(path == null ? none : MarkdownText.code(path)))
              .toList(),
          MarkdownText.text(row.asymmetry()),
          row.envdTwin() == null ? "" : MarkdownText.code(row.envdTwin())));
    }
    return new MarkdownViews.Parity(MarkdownText.text(plan.displayTitle()),
        languages.stream().map(language -> new MarkdownViews.Cell(MarkdownText.text(language.title()))).toList(), lines);
  }

  private static String parityJson(FileHeader header, List<ParityLedger.Row> ledger) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode root = f.objectNode();
    root.set("x-generated", header.json());
    ArrayNode ops = root.putArray("ops");
    ArrayNode aliases = root.putArray("aliases");
    for (ParityLedger.Row row : ledger) {
      ObjectNode node = row.type().equals("op") ? ops.addObject() : aliases.addObject();
      node.put("id", row.id());
      if (row.type().equals("alias")) {
        node.put("target", row.target());
        putNullable(node, "binding", row.binding());
        if (row.reason() != null) {
          node.put("reason", row.reason());
        }
      }
      node.put("kind", row.kind());
      node.put("admin", row.admin());
      row.members().forEach((language, path) -> putNullable(node, language, path));
      putNullable(node, "asymmetry", row.asymmetry());
      putNullable(node, "envd_twin", row.envdTwin());
    }
    return JsonText.pretty(root);
  }

  private static void putNullable(ObjectNode node, String key, String value) {
    if (value == null) {
      node.putNull(key);
    } else {
      node.put(key, value);
    }
  }
}
