package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The fields every generated exception carries, wire-spelled as in a runner's results. A
 * null {@code errorCode} means the response had none (a status-only mapping).
 */
public record ExpectedError(String catalogClass, String code, String errorCode, int status, String exitFamily, int exitCode) {

  /** The error a response with {@code wireCode} and {@code status} maps to, from the catalog's table. */
  public static ExpectedError of(Catalog catalog, ErrorRow row, String wireCode, int status) {
    Integer exitCode = catalog.exitCodes().get(row.exit());
    return new ExpectedError(row.className(), row.code(), wireCode, status, row.exit(),
        exitCode != null ? exitCode : catalog.exitCodes().getOrDefault("other", 1));
  }

  /**
   * The fields of a runner's {@code error} object; absent fields read as null. An absent or null
   * status reads as 0: the error has no HTTP status (Java's 0, Python's None, TS's null all mean that).
   */
  public static ExpectedError fromResult(JsonNode error) {
    return new ExpectedError(text(error, "catalog_class"), text(error, "code"), text(error, "error_code"),
        error.hasNonNull("status") ? error.get("status").asInt() : 0, text(error, "exit_family"),
        error.hasNonNull("exit_code") ? error.get("exit_code").asInt() : -1);
  }

  private static String text(JsonNode node, String field) {
    return node.hasNonNull(field) ? node.get(field).asText() : null;
  }

  /** The fields of {@code actual} that differ from this expectation, as {@code field: expected X, got Y}. */
  public List<String> differences(ExpectedError actual) {
    List<String> out = new ArrayList<>();
    compare(out, "catalog_class", catalogClass, actual.catalogClass);
    compare(out, "code", code, actual.code);
    compare(out, "error_code", errorCode, actual.errorCode);
    compare(out, "status", status, actual.status);
    compare(out, "exit_family", exitFamily, actual.exitFamily);
    compare(out, "exit_code", exitCode, actual.exitCode);
    return out;
  }

  private static void compare(List<String> out, String field, Object expected, Object actual) {
    if (!Objects.equals(expected, actual)) {
      out.add(field + ": expected " + expected + ", got " + actual);
    }
  }
}
