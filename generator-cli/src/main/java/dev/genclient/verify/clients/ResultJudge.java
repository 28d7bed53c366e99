package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.schema.CatalogSchemas;
import dev.genclient.catalog.schema.Violation;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Expect;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Judges one runner result line (RUNNER-PROTOCOL.md) against the catalog: a success must carry a
 * result valid against the op's result schema (each stream event against its event schema, a
 * download non-empty bytes); an error must carry the fields the error table gives its wire code
 * or class (class, E-code, exit family and code) and name the op. The problems are one line each;
 * none means the call passed.
 */
public final class ResultJudge {
  private final Catalog catalog;
  private final CatalogSchemas schemas;
  private final Map<String, Operation> ops = new HashMap<>();
  private final Map<Schema, com.networknt.schema.Schema> compiled = new HashMap<>();

  public ResultJudge(Catalog catalog) {
    this.catalog = catalog;
    this.schemas = new CatalogSchemas(catalog);
    catalog.ops().forEach(op -> ops.put(op.id(), op));
  }

  /** A call of {@code op} that must succeed ({@code expected} null) or raise exactly {@code expected}. */
  public List<String> problems(String op, ExpectedError expected, JsonNode line) {
    List<String> out = new ArrayList<>();
    if (!ran(line, out)) {
      return out;
    }
    String outcome = line.path("outcome").asText();
    if (expected != null) {
      if (!outcome.equals("error")) {
        out.add("expected " + expected.catalogClass() + ", got outcome " + outcome);
      } else {
        out.addAll(expected.differences(ExpectedError.fromResult(line.get("error"))));
        sameOp(op, line.get("error"), out);
      }
    } else {
      success(op, line, out);
    }
    return out;
  }

  /** A case's call, judged by its {@code expect}. */
  public List<String> problems(Case c, JsonNode line) {
    List<String> out = new ArrayList<>();
    if (!ran(line, out)) {
      return out;
    }
    Expect expect = c.expect();
    if (expect instanceof Expect.Result result) {
      success(c.op(), line, out);
      if (out.isEmpty() && result.partial() != null) {
        partial(result.partial(), line.get("result"), "result", out);
      }
    } else if (expect instanceof Expect.Error error) {
      if (!line.path("outcome").asText().equals("error")) {
        out.add("expected error " + error.codeOrClass() + ", got outcome " + line.path("outcome").asText());
      } else {
        ExpectedError actual = ExpectedError.fromResult(line.get("error"));
        boolean byCode = ErrorRow.forWireCode(catalog.errors(), error.codeOrClass()).isPresent()
            && catalog.errors().stream().noneMatch(row -> row.className().equals(error.codeOrClass()));
        if (byCode && !error.codeOrClass().equals(actual.errorCode())) {
          out.add("error_code: expected " + error.codeOrClass() + ", got " + actual.errorCode());
        }
        Optional<ErrorRow> row = byCode ? ErrorRow.forWireCode(catalog.errors(), error.codeOrClass())
            : catalog.errors().stream().filter(r -> r.className().equals(error.codeOrClass())).findFirst();
        if (row.isPresent()) {
          tableFields(row.get(), actual, out);
          // An error with a status (also one inside a 200 answer, which carries its row's first status) has one its row lists.
          if (byCode && actual.status() != 0 && !row.get().status().isEmpty() && !row.get().status().contains(actual.status())) {
            out.add("status: expected one of " + row.get().status() + " for " + error.codeOrClass() + ", got " + actual.status());
          }
        } else if (!error.codeOrClass().equals(actual.catalogClass())) {
          out.add("catalog_class: expected " + error.codeOrClass() + ", got " + actual.catalogClass());
        }
        sameOp(c.op(), line.get("error"), out);
      }
    } else if (expect instanceof Expect.Status status) {
      boolean success = status.status() >= 200 && status.status() < 300;
      if (success) {
        success(c.op(), line, out);
      } else if (!line.path("outcome").asText().equals("error")) {
        out.add("expected status " + status.status() + ", got outcome " + line.path("outcome").asText());
      } else {
        ExpectedError actual = ExpectedError.fromResult(line.get("error"));
        if (actual.status() != status.status()) {
          out.add("status: expected " + status.status() + ", got " + actual.status());
        }
        // A bare status maps as the clients map it: the op's own rows first, then any row listing it, else the base row.
        Optional<ErrorRow> row = actual.errorCode() != null ? ErrorRow.forWireCode(catalog.errors(), actual.errorCode())
            : ErrorRow.forStatus(catalog.errors(), status.status(), ops.get(c.op()).errors()).or(this::baseRow);
        row.ifPresent(r -> tableFields(r, actual, out));
      }
    }
    return out;
  }

  /** The table's base row (no parent), which a status no row lists maps to. */
  private Optional<ErrorRow> baseRow() {
    return catalog.errors().stream().filter(r -> !r.clientOnly() && r.parent() == null).findFirst();
  }

  /** The fields the table gives {@code row}: class, E-code, exit family and code. */
  private void tableFields(ErrorRow row, ExpectedError actual, List<String> out) {
    ExpectedError expected = ExpectedError.of(catalog, row, actual.errorCode(), actual.status());
    out.addAll(expected.differences(actual));
  }

  private static boolean ran(JsonNode line, List<String> out) {
    if (line == null) {
      out.add("no result line");
      return false;
    }
    if (line.path("outcome").asText().equals("crash")) {
      out.add("crash: " + line.path("message").asText());
      return false;
    }
    return true;
  }

  private static void sameOp(String op, JsonNode error, List<String> out) {
    if (!op.equals(error.path("op").asText(null))) {
      out.add("op: expected " + op + ", got " + error.path("op").asText(null));
    }
  }

  private void success(String opId, JsonNode line, List<String> out) {
    String outcome = line.path("outcome").asText();
    if (!outcome.equals("ok")) {
      JsonNode error = line.path("error");
      String text = error.path("text").asText("");
      out.add(("expected a result, got " + outcome + " " + error.path("catalog_class").asText("") + " "
          + error.path("error_code").asText("") + " " + error.path("status").asText("")).strip()
          + (text.isEmpty() ? "" : ": " + text.substring(0, Math.min(text.length(), 200))));
      return;
    }
    Operation op = ops.get(opId);
    JsonNode result = line.get("result");
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
  }

  /** Every key of {@code expected} must hold the same value in {@code actual} (objects compared key by key). */
  private static void partial(JsonNode expected, JsonNode actual, String at, List<String> out) {
    if (expected.isObject() && actual != null && actual.isObject()) {
      expected.properties().forEach(e -> partial(e.getValue(), actual.get(e.getKey()), at + "/" + e.getKey(), out));
    } else if (!expected.equals(actual)) {
      out.add(at + ": expected " + expected + ", got " + (actual == null ? "nothing" : actual.toString()));
    }
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
    for (Violation violation : CatalogSchemas.violations(validator, value)) {
      out.add(what + " " + (violation.pointer().isEmpty() ? "/" : violation.pointer()) + ": " + violation.reason());
    }
  }
}
