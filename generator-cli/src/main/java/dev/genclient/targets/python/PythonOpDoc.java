package dev.genclient.targets.python;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Google-style docstring sections of an op's method, what an editor shows on hover: {@code Args}
 * (each param with its description and the server's default, then the call's options), {@code Returns},
 * {@code Raises} (each error class the op's declared wire codes map to, with those codes) and an
 * {@code Example} built from the op's first catalog example. The text is plain: {@link PythonText#docstring}
 * escapes it for its context, so no catalog string can close the docstring or form an escape.
 */
final class PythonOpDoc {
  /** How much of an example's result JSON the {@code Example} shows. */
  private static final int RESULT_SHOWN = 240;
  private static final String ENTRY = "    ";

  private final LinkedCatalog linked;
  private final ErrorClasses errors;

  PythonOpDoc(LinkedCatalog linked, ErrorClasses errors) {
    this.linked = linked;
    this.errors = errors;
  }

  /** What one method is: its member path from the client ({@code srv.files.list}), blocking or not, a deprecated alias or not. */
  record Form(String path, boolean blocking, boolean alias) {}

  /**
   * The docstring text of one method: {@code head} (summary, description, notes), then the sections.
   * {@code returns} is the method's annotation as the reader sees it.
   */
  String text(Operation op, String head, Form form, String returns) {
    StringBuilder out = new StringBuilder(head);
    args(op, form, out);
    // A tagged union's annotation is pydantic machinery, not a name a reader looks up: its description alone.
    out.append("\n\nReturns:\n").append(ENTRY).append(returns.contains("_pydantic") ? "" : shown(returns) + ": ")
        .append(returns(op, form));
    raises(op, out);
    if (!form.alias()) {
      example(op, form, out);
    }
    return out.toString();
  }

  private void args(Operation op, Form form, StringBuilder out) {
    List<String> lines = new ArrayList<>();
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    if (params != null) {
      List<String> optional = new ArrayList<>();
      for (Map.Entry<String, Schema> property : params.properties().entrySet()) {
        String line = param(property.getKey(), property.getValue());
        (params.required().contains(property.getKey()) ? lines : optional).add(line);
      }
      if (op.kind() == Kind.UPLOAD) {
        lines.add("body: What to upload: bytes, a path, an open binary file or an iterator of bytes"
            + (form.blocking() ? "" : " (or an async iterator)") + ", sent as it is read.");
      }
      lines.addAll(optional);
    } else if (op.kind() == Kind.UPLOAD) {
      lines.add("body: What to upload: bytes, a path, an open binary file or an iterator of bytes, sent as it is read.");
    }
    if (op.kind() == Kind.CALL && op.exitCheck() != null) {
      String error = errors.named(op.exitCheck().error()).map(PythonErrors::name).orElse(op.exitCheck().error());
      lines.add("check: Raise `" + error + "` when the result's `" + PythonText.oneLine(op.exitCheck().field()) + "` is not 0.");
    }
    if (op.kind() == Kind.JOB) {
      lines.add("wait: False returns the job's pending handle at once instead of waiting for its result.");
    }
    lines.add("timeout: Seconds this call may take (default: the client's `timeout`).");
    lines.add("extra_headers: Headers sent with this call only.");
    lines.add("max_retries: Retries of this call (default: the client's `max_retries`).");
    if (op.kind() == Kind.JOB) {
      lines.add("job_timeout: Seconds the wait for the result may take (default: the client's `job_timeout`).");
    }
    out.append("\n\nArgs:");
    for (String line : lines) {
      out.append('\n').append(ENTRY).append(line);
    }
  }

  /** One param's entry: its Python name, description, wire name where it differs, and the server's default. */
  private String param(String wire, Schema schema) {
    Schema resolved = linked.resolve(schema);
    String name = PythonNamespaces.paramName(wire);
    String description = schema.description() != null ? schema.description() : resolved.description();
    StringBuilder text = new StringBuilder(name).append(':');
    if (description != null && !description.isBlank()) {
      text.append(' ').append(PythonText.oneLine(description));
    }
    if (!name.equals(wire)) {
      text.append(" Sent as `").append(PythonText.oneLine(wire)).append("`.");
    }
    JsonNode fallback = schema.defaultValue() != null ? schema.defaultValue() : resolved.defaultValue();
    if (fallback != null) {
      text.append(" Server default: `").append(PythonLiterals.json(fallback)).append("`.");
    }
    return text.toString();
  }

  private String returns(Operation op, Form form) {
    return switch (op.kind()) {
      case DOWNLOAD -> "The file's bytes, read whole (the `_iter` member reads them as they arrive).";
      case STREAM -> form.blocking() ? "An iterator over the op's events; `close()` it (or use `with`) to stop early."
          : "The op's events, as an async iterator; errors surface while iterating.";
      case JOB -> "The job's result once it has finished, or its pending handle with `wait=False`"
          + (described(op.result()).isEmpty() ? "." : ": " + described(op.result()));
      default -> op.result() == null ? "Nothing." : described(op.result()).isEmpty() ? "The result." : described(op.result());
    };
  }

  /** A result schema's description on one line, or the empty string. */
  private String described(Schema result) {
    Schema resolved = result == null ? null : linked.resolve(result);
    String description = resolved == null ? null : result.description() != null ? result.description() : resolved.description();
    return description == null || description.isBlank() ? "" : PythonText.oneLine(description);
  }

  /** One entry per error class the op's declared codes map to, with those codes, in the op's order. */
  private void raises(Operation op, StringBuilder out) {
    Map<ErrorClass, List<String>> thrown = errors.thrownBy(op.errors());
    if (thrown.isEmpty()) {
      return;
    }
    out.append("\n\nRaises:");
    thrown.forEach((row, codes) -> out.append('\n').append(ENTRY).append(PythonErrors.name(row)).append(": On ")
        .append(String.join(", ", codes.stream().map(code -> "`" + PythonText.oneLine(code) + "`").toList()))
        .append(row.description() == null || row.description().isBlank() ? "." : ": " + PythonText.oneLine(row.description())));
  }

  private void example(Operation op, Form form, StringBuilder out) {
    if (op.examples().isEmpty()) {
      return;
    }
    Example first = op.examples().get(0);
    List<String> args = new ArrayList<>();
    if (first.params() != null) {
      first.params().fields().forEachRemaining(field ->
          args.add(PythonNamespaces.paramName(field.getKey()) + "=" + PythonLiterals.json(field.getValue())));
    }
    if (op.kind() == Kind.UPLOAD) {
      args.add("body=b\"...\"");
    }
    String call = form.path() + "(" + String.join(", ", args) + ")";
    String await = form.blocking() ? "" : "await ";
    out.append("\n\nExample:\n").append(ENTRY);
    switch (op.kind()) {
      case STREAM -> out.append(form.blocking() ? "for" : "async for").append(" event in ").append(call)
          .append(":\n").append(ENTRY).append("    print(event)");
      case DOWNLOAD -> out.append("data = ").append(await).append(call);
      default -> out.append("result = ").append(await).append(call);
    }
    if (first.result() != null && op.kind() != Kind.DOWNLOAD && op.kind() != Kind.STREAM) {
      String result = PythonLiterals.json(first.result());
      out.append('\n').append(ENTRY).append("# result: ")
          .append(result.length() > RESULT_SHOWN ? result.substring(0, RESULT_SHOWN) + " ..." : result);
    }
  }

  /** The member path of a method from a client named {@code srv}: {@code srv.files.list}. */
  static String path(String namespacePath, String member) {
    StringBuilder out = new StringBuilder("srv");
    if (!namespacePath.isEmpty()) {
      for (String segment : namespacePath.split("\\.")) {
        out.append('.').append(PythonNames.member(segment));
      }
    }
    return out.append('.').append(member).toString();
  }

  /** An annotation as a reader sees it: without the {@code builtins.} and {@code _} module prefixes. */
  private static String shown(String annotation) {
    return annotation.replace("builtins.", "").replace("_Any", "Any").replace("_AsyncIterator", "AsyncIterator")
        .replace("_SyncStream", "SyncStream").replace("_Mapping", "Mapping").replace("_Sequence", "Sequence");
  }
}
