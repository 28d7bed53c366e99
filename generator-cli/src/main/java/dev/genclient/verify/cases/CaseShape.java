package dev.genclient.verify.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The checks of one op's entry in a cases file, and the {@link Case}s it makes. */
final class CaseShape {
  private static final Set<String> KEYS = Set.of("name", "args", "expect", "admin", "body", "body_file", "clients", "setup",
      "headers", "base_url");
  private static final Set<String> CLIENTS = Set.of("python", "ts", "java", "cli");

  private final Catalog catalog;
  private final Path base;
  private final Diagnostics out;

  CaseShape(Catalog catalog, Path base, Diagnostics out) {
    this.catalog = catalog;
    this.base = base;
    this.out = out;
  }

  /**
   * The cases of the entry {@code key} (an op id, or the alias {@code via} that calls {@code op}): one object (today's
   * {@code {args}} form, named after its key) or a list of named cases.
   */
  List<Case> casesOf(String key, Operation op, String via, JsonNode entry, String at) {
    List<Case> cases = new ArrayList<>();
    if (entry.isObject()) {
      Case one = caseOf(key, op, via, entry, at, false);
      if (one != null) {
        cases.add(one);
      }
    } else if (entry.isArray()) {
      for (int i = 0; i < entry.size(); i++) {
        Case c = caseOf(key, op, via, entry.get(i), at + "/" + i, true);
        if (c != null) {
          cases.add(c);
        }
      }
    } else {
      out.error(ValidationRule.CASE_SHAPE, at, "case for " + op.id() + " must be { \"args\": { ... } } or a list of named cases");
    }
    return cases;
  }

  private Case caseOf(String key, Operation op, String via, JsonNode value, String at, boolean named) {
    if (!value.isObject()) {
      out.error(ValidationRule.CASE_SHAPE, at, "a case of " + op.id() + " must be an object {name, args, expect, ...}");
      return null;
    }
    int before = out.all().size();
    value.fieldNames().forEachRemaining(field -> {
      if (!KEYS.contains(field)) {
        List<String> expected = KEYS.stream().sorted().toList();
        out.error(ValidationRule.CASE_SHAPE, at + "/" + field, "unknown key '" + field + "' in a case of " + op.id()
            + Suggestions.hint(field, expected) + " (expected " + String.join(", ", expected) + ")");
      }
    });
    String name = key;
    if (value.has("name") || named) {
      name = text(value.get("name"), at + "/name", "name");
    }
    ObjectNode args = JsonNodeFactory.instance.objectNode();
    if (value.has("args")) {
      if (value.get("args").isObject()) {
        args = (ObjectNode) value.get("args");
      } else {
        out.error(ValidationRule.CASE_SHAPE, at + "/args", "case for " + op.id() + " must be { \"args\": { ... } }");
      }
    }
    Expect expect = expect(value.get("expect"), at + "/expect");
    boolean admin = false;
    if (value.has("admin")) {
      admin = value.get("admin").asBoolean();
      if (!value.get("admin").isBoolean()) {
        out.error(ValidationRule.CASE_SHAPE, at + "/admin", "admin must be true or false");
      }
    }
    String body = value.has("body") ? text(value.get("body"), at + "/body", "case body for " + op.id()) : null;
    Path bodyFile = value.has("body_file") ? bodyFile(value.get("body_file"), at + "/body_file") : null;
    if ((value.has("body") || value.has("body_file")) && op.kind() != Kind.UPLOAD) {
      out.error(ValidationRule.CASE_SHAPE, at + (value.has("body") ? "/body" : "/body_file"),
          "only an upload op takes a body; " + op.id() + " is a " + op.kind().name().toLowerCase(java.util.Locale.ROOT));
    }
    if (value.has("body") && value.has("body_file")) {
      out.error(ValidationRule.CASE_SHAPE, at + "/body_file", "give body or body_file, not both");
    }
    List<String> clients = strings(value.get("clients"), at + "/clients", "clients");
    for (int i = 0; i < clients.size(); i++) {
      if (!CLIENTS.contains(clients.get(i))) {
        out.error(ValidationRule.CASE_SHAPE, at + "/clients/" + i, "unknown client '" + clients.get(i) + "' (expected python, ts, java or cli)");
      }
    }
    List<String> setup = strings(value.get("setup"), at + "/setup", "setup");
    Map<String, String> headers = headers(value.get("headers"), at + "/headers");
    String baseUrl = value.has("base_url") ? text(value.get("base_url"), at + "/base_url", "base_url") : null;
    if (out.all().size() > before || name == null) {
      return null;
    }
    return new Case(name, op.id(), args, expect, admin, body, bodyFile, clients, setup, headers, baseUrl, at, via);
  }

  private Expect expect(JsonNode value, String at) {
    if (value == null || (value.isTextual() && value.asText().equals("result"))) {
      return Expect.RESULT;
    }
    if (!value.isObject() || value.size() != 1) {
      out.error(ValidationRule.CASE_EXPECT, at, "expect must be \"result\", {\"result\": {...}}, {\"error\": \"<wire code or class>\"} or {\"status\": N}");
      return Expect.RESULT;
    }
    if (value.has("result")) {
      if (!value.get("result").isObject()) {
        out.error(ValidationRule.CASE_EXPECT, at + "/result", "an expected result is an object whose keys the result must match");
      }
      return new Expect.Result(value.get("result"));
    }
    if (value.has("error")) {
      String error = value.get("error").asText();
      if (!value.get("error").isTextual() || !knownError(error)) {
        out.error(ValidationRule.CASE_EXPECT, at + "/error", "expected error '" + error
            + "' is neither a wire code nor a class of the catalog's error table" + Suggestions.question(error, errorNames()));
      }
      return new Expect.Error(error);
    }
    if (value.has("status")) {
      JsonNode status = value.get("status");
      if (!status.isIntegralNumber() || status.asInt() < 100 || status.asInt() > 599) {
        out.error(ValidationRule.CASE_EXPECT, at + "/status", "an expected status is an HTTP status, 100 to 599, not " + status);
      }
      return new Expect.Status(status.asInt());
    }
    out.error(ValidationRule.CASE_EXPECT, at, "expect must be \"result\", {\"result\": {...}}, {\"error\": \"<wire code or class>\"} or {\"status\": N}");
    return Expect.RESULT;
  }

  /** The wire codes and classes an expected error can name, in table order (the candidates of a "did you mean"). */
  private List<String> errorNames() {
    List<String> names = new ArrayList<>();
    for (ErrorRow row : catalog.errors()) {
      names.addAll(row.wire());
      if (!row.clientOnly()) {
        names.add(row.className());
      }
    }
    return names;
  }

  private boolean knownError(String error) {
    if (catalog.errorRoot() != null && catalog.errorRoot().className().equals(error)) {
      return true;
    }
    for (ErrorRow row : catalog.errors()) {
      if (row.className().equals(error) && !row.clientOnly()) {
        return true;
      }
    }
    return ErrorRow.forWireCode(catalog.errors(), error).isPresent();
  }

  private Path bodyFile(JsonNode value, String at) {
    String name = text(value, at, "body_file");
    if (name == null) {
      return null;
    }
    Path file = base.resolve(name).normalize();
    if (!Files.isRegularFile(file)) {
      out.error(ValidationRule.CASE_SHAPE, at, "body_file '" + name + "' is not a file (paths are relative to the cases file)");
    }
    return file;
  }

  private String text(JsonNode value, String at, String what) {
    if (value != null && value.isTextual() && !value.asText().isEmpty()) {
      return value.asText();
    }
    out.error(ValidationRule.CASE_SHAPE, at, what + " must be a string" + (what.equals("name") ? " (each case of a list is named)" : ""));
    return null;
  }

  private List<String> strings(JsonNode value, String at, String what) {
    List<String> values = new ArrayList<>();
    if (value == null) {
      return values;
    }
    if (!value.isArray()) {
      out.error(ValidationRule.CASE_SHAPE, at, what + " must be a list of strings");
      return values;
    }
    for (int i = 0; i < value.size(); i++) {
      String text = text(value.get(i), at + "/" + i, what + " entry");
      if (text != null) {
        values.add(text);
      }
    }
    return values;
  }

  private Map<String, String> headers(JsonNode value, String at) {
    Map<String, String> headers = new LinkedHashMap<>();
    if (value == null) {
      return headers;
    }
    if (!value.isObject()) {
      out.error(ValidationRule.CASE_SHAPE, at, "headers must be an object of header names to strings");
      return headers;
    }
    value.properties().forEach(e -> {
      String text = text(e.getValue(), at + "/" + dev.genclient.catalog.SourceMap.escape(e.getKey()), "header " + e.getKey());
      if (text != null) {
        headers.put(e.getKey(), text);
      }
    });
    return headers;
  }
}
