package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.mock.CatalogSchemas;
import dev.genclient.mock.RequestValidator;
import dev.genclient.mock.Violation;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Judges one RESULTS.jsonl line against its call: a success must carry a result valid against the
 * op's result (or event) schema; an expected error must carry the catalog's fields for it, and
 * name the op the call resolves to.
 */
final class ResultCheck {
  private final CatalogSchemas schemas;
  private final Map<String, Operation> ops = new HashMap<>();
  private final Map<Schema, com.networknt.schema.Schema> compiled = new HashMap<>();

  ResultCheck(Catalog catalog) {
    this.schemas = new CatalogSchemas(catalog);
    catalog.ops().forEach(op -> ops.put(op.id(), op));
  }

  /** The problems with {@code line} (null: the runner wrote none); empty when the call passed. */
  List<String> problems(ContractCall call, JsonNode line) {
    List<String> out = new ArrayList<>();
    if (line == null) {
      out.add("no result line");
      return out;
    }
    String outcome = line.path("outcome").asText();
    if (outcome.equals("crash")) {
      out.add("crash: " + line.path("message").asText());
    } else if (call.expectsError()) {
      if (!outcome.equals("error")) {
        out.add("expected " + call.expected().catalogClass() + ", got outcome " + outcome);
      } else {
        JsonNode error = line.get("error");
        out.addAll(call.expected().differences(ExpectedError.fromResult(error)));
        if (!call.op().equals(error.path("op").asText(null))) {
          out.add("op: expected " + call.op() + ", got " + error.path("op").asText(null));
        }
      }
    } else if (!outcome.equals("ok")) {
      JsonNode error = line.path("error");
      out.add("expected a result, got " + outcome + " " + error.path("catalog_class").asText("") + " "
          + error.path("error_code").asText("") + " " + error.path("status").asText(""));
    } else {
      out.addAll(resultProblems(ops.get(call.op()), line.get("result")));
    }
    return out;
  }

  private List<String> resultProblems(Operation op, JsonNode result) {
    List<String> out = new ArrayList<>();
    switch (op.kind()) {
      case DOWNLOAD -> {
        String base64 = result == null ? "" : result.path("base64").asText("");
        if (base64.isEmpty() || Base64.getDecoder().decode(base64).length == 0) {
          out.add("download: no bytes");
        }
      }
      case STREAM -> {
        if (result == null || !result.isArray() || result.isEmpty()) {
          out.add("stream: no events");
        } else {
          for (int i = 0; i < result.size(); i++) {
            validate(op.event(), result.get(i), "event " + i, out);
          }
        }
      }
      default -> {
        if (op.result() == null) {
          if (result != null && !result.isNull()) {
            out.add("result: expected null for an op without a result");
          }
        } else {
          validate(op.result(), result, "result", out);
        }
      }
    }
    return out;
  }

  private void validate(Schema schema, JsonNode value, String what, List<String> out) {
    if (schema == null) {
      return;
    }
    if (value == null) {
      out.add(what + ": missing");
      return;
    }
    com.networknt.schema.Schema validator = compiled.computeIfAbsent(schema, schemas::compile);
    for (Violation violation : RequestValidator.violations(validator, value)) {
      out.add(what + " " + (violation.pointer().isEmpty() ? "/" : violation.pointer()) + ": " + violation.reason());
    }
  }
}
