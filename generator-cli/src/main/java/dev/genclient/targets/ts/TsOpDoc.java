package dev.genclient.targets.ts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.CompactJson;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.MemberDeprecation;
import dev.genclient.naming.TsNames;
import dev.genclient.targets.TextLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The JSDoc of an op's method, what an editor shows on hover: summary and description, then
 * {@code @param} for the params (each property with its description and default) and the options,
 * {@code @returns}, {@code @throws} for each error class the op's declared wire codes map to (with those codes), an {@code @example} built
 * from the op's first catalog example, and {@code @deprecated} with the replacement. Every catalog
 * string goes through {@link TsText#docLine}, so none can close the comment or start a tag.
 */
final class TsOpDoc {
  /** How much of an example's result JSON the {@code @example} shows. */
  private static final int RESULT_SHOWN = 240;
  private final ClientPlan plan;
  private final LinkedCatalog linked;
  private final TsSymbols symbols;

  TsOpDoc(ClientPlan plan, TsSymbols symbols) {
    this.plan = plan;
    this.linked = plan.linked();
    this.symbols = symbols;
  }

  /** The JSDoc of the method {@code member} of the namespace {@code namespacePath} calling {@code op}. */
  String of(Operation op, String namespacePath, String member, MemberDeprecation deprecation, String resultType) {
    List<String> tags = new ArrayList<>();
    tags.add("");
    tags.add("Op id: `" + TsText.docLine(op.id()) + "`.");
    tags.add("");
    params(op, tags);
    tags.add("@param options - Per-call options (timeout, signal, retries, headers" + options(op.kind()) + ").");
    tags.add("@returns " + returns(op, resultType));
    plan.errorClasses().thrownBy(op.errors()).forEach((row, codes) ->
        tags.add("@throws {" + symbols.error(row.className()) + "} " + TsText.docLine(errorLine(row, codes))));
    example(op, namespacePath, member, tags);
    if (deprecation != null) {
      tags.add(deprecated(deprecation));
    }
    return TsText.jsdoc(op.description() == null ? op.summary() : op.summary() + "\n\n" + op.description(), "  ", tags);
  }

  /** {@code @deprecated} naming the replacement and the version, then the catalog's note. */
  static String deprecated(MemberDeprecation d) {
    StringBuilder text = new StringBuilder("@deprecated");
    if (d.replacement() != null) {
      text.append(" use `").append(TsText.docLine(d.replacement())).append("` instead");
    }
    if (d.since() != null) {
      text.append(d.replacement() != null ? "; deprecated" : " deprecated").append(" since ").append(TsText.docLine(d.since()));
    }
    if (d.removeIn() != null) {
      text.append(", removed in ").append(TsText.docLine(d.removeIn()));
    }
    if (d.note() != null && !d.note().isBlank()) {
      text.append(text.length() > "@deprecated".length() ? ". " : " ").append(TsText.docLine(oneLine(d.note())));
    }
    return text.toString();
  }

  private static String options(Kind kind) {
    return switch (kind) {
      case DOWNLOAD -> "; `stream: true` for a ReadableStream";
      case JOB -> "; `wait: false` for the pending handle";
      default -> "";
    };
  }

  private void params(Operation op, List<String> tags) {
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    if (params == null || params.properties().isEmpty()) {
      tags.add("@param params - None: the op takes no params.");
      return;
    }
    tags.add("@param params - " + (params.description() == null ? "The op's params." : TsText.docLine(oneLine(params.description()))));
    List<String> bullets = new ArrayList<>();
    for (Map.Entry<String, Schema> property : params.properties().entrySet()) {
      Schema schema = property.getValue();
      Schema resolved = linked.resolve(schema);
      String description = schema.description() != null ? schema.description() : resolved.description();
      StringBuilder text = new StringBuilder(description == null ? "" : TsText.docLine(oneLine(description)));
      if (params.required().contains(property.getKey())) {
        text.append(text.length() == 0 ? "" : " ").append("Required.");
      }
      JsonNode fallback = schema.defaultValue() != null ? schema.defaultValue() : resolved.defaultValue();
      if (fallback != null) {
        text.append(text.length() == 0 ? "" : " ").append("Default: `").append(TsText.docLine(CompactJson.text(fallback))).append("`.");
      }
      if (TsText.key(property.getKey()).equals(property.getKey())) {
        tags.add("@param params." + property.getKey() + " - " + text);
      } else {
        bullets.add("  - `" + TsText.docLine(property.getKey()) + "`: " + text);
      }
    }
    if (!bullets.isEmpty()) {
      tags.add("@param params - Params whose names are not identifiers:");
      tags.addAll(bullets);
    }
  }

  private String returns(Operation op, String resultType) {
    String what = switch (op.kind()) {
      case DOWNLOAD -> "the file's bytes (a `ReadableStream` with `stream: true`)";
      case STREAM -> "the op's events, as an async iterable; errors surface while iterating";
      case JOB -> "the job's result once it has finished (its pending handle with `wait: false`)";
      default -> op.result() == null ? "nothing (`null`)" : "the result";
    };
    Schema result = op.result() == null ? null : linked.resolve(op.result());
    String description = result == null ? null : op.result().description() != null ? op.result().description() : result.description();
    String type = op.result() != null && linked.typeName(op.result()).isPresent() && op.kind() != Kind.STREAM
        ? " (`" + TsText.docLine(resultType.substring(resultType.lastIndexOf('.') + 1)) + "`)" : "";
    return what + type + (description == null ? "." : ": " + TsText.docLine(oneLine(description)));
  }

  /** When a declared error class is thrown: on the op's codes that map to it, then the row's description. */
  private static String errorLine(ErrorClass row, List<String> codes) {
    String when = row.description() == null ? "" : oneLine(row.description());
    return "on " + String.join(", ", codes) + (when.isEmpty() ? "" : ": " + when);
  }

  private void example(Operation op, String namespacePath, String member, List<String> tags) {
    if (op.examples().isEmpty()) {
      return;
    }
    Example first = op.examples().get(0);
    StringBuilder call = new StringBuilder("const result = await srv");
    if (!namespacePath.isEmpty()) {
      for (String segment : namespacePath.split("\\.")) {
        call.append('.').append(TsNames.member(segment));
      }
    }
    call.append('.').append(member).append('(');
    if (first.params() != null && !first.params().isEmpty()) {
      call.append(CompactJson.text(first.params()));
    }
    call.append(op.kind() == Kind.UPLOAD ? (first.params() != null && !first.params().isEmpty() ? ", body" : "{}, body") : "").append(");");
    tags.add("@example");
    tags.add(TsText.docLine(call.toString()));
    if (first.result() != null && op.kind() != Kind.DOWNLOAD && op.kind() != Kind.STREAM) {
      String result = CompactJson.text(first.result());
      tags.add(TsText.docLine("// result: " + (result.length() > RESULT_SHOWN ? result.substring(0, RESULT_SHOWN) + " …" : result)));
    }
  }

  private static String oneLine(String text) {
    return String.join(" ", TextLines.split(text.strip(), false));
  }
}
