package dev.genclient.client.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.runtime.TestCatalog;
import java.io.IOException;
import java.net.ConnectException;
import org.junit.jupiter.api.Test;

/** Mapping an error response by wire code, prefix, status and base; the errors a client raises by role. */
class ErrorTableTest {
  private static final ErrorTable TABLE = TestCatalog.RUNTIME.errors();
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode body(String code) throws IOException {
    return JSON.readTree("{\"error\": {\"code\": \"" + code + "\", \"message\": \"m\", \"op\": \"server.op\","
        + " \"request_id\": \"rid-server\", \"details\": {\"k\": 1}}}");
  }

  @Test
  void exactCodeThenLongestPrefixThenStatusThenBase() throws IOException {
    assertEquals("Disabled", TABLE.map(403, body("op.not_enabled"), "a.b", "rid").catalogClass());
    assertEquals("PathDenied", TABLE.map(403, body("policy.path.outside.root"), "a.b", "rid").catalogClass());
    assertEquals("Denied", TABLE.map(403, body("policy.path.x"), "a.b", "rid").catalogClass(),
        "policy.path.* is longer than policy.*");
    assertEquals("Args", TABLE.map(422, body("weird.code"), "a.b", "rid").catalogClass(), "422 is listed by Args");
    assertEquals("Base", TABLE.map(418, body("weird.code"), "a.b", "rid").catalogClass());
    assertEquals("Unavailable", TABLE.map(503, JSON.createObjectNode(), "a.b", "rid").catalogClass());
  }

  @Test
  void theResponseFieldsWinOverTheCallersAndTheRowsFactoryBuildsTheClass() throws IOException {
    ApiException e = TABLE.map(403, body("policy.denied"), "a.b", "rid");
    assertInstanceOf(TestCatalog.DeniedError.class, e);
    assertEquals(403, e.status());
    assertEquals("policy.denied", e.errorCode());
    assertEquals("E0002", e.code());
    assertEquals("permission", e.exitFamily());
    assertEquals(4, e.exitCode());
    assertEquals("server.op", e.op());
    assertEquals("rid-server", e.requestId());
    assertEquals(1, e.details().path("k").asInt());
    assertEquals("m", e.errorMessage());
    assertEquals(403, e.statusCode());
    assertEquals("policy", e.errorType());
    assertEquals("server.op", e.endpoint());
  }

  @Test
  void theTextNamesClassCodesOpMessageStatusAndRequest() throws IOException {
    ApiException e = TABLE.map(403, JSON.readTree("{\"error\": {\"code\": \"policy.denied\", \"message\": \"no\\n\","
        + " \"request_id\": \"r-1\"}}"), "files.get", null);
    assertEquals("Denied E0002 policy.denied in files.get: no (HTTP 403, request r-1)", e.getMessage());
    assertEquals(e.getMessage(), e.toString());
    assertEquals("Mismatch E0005 in x.y: gone", TABLE.contractMismatch("gone", "x.y").getMessage(),
        "no status, no request id: no parentheses");
  }

  @Test
  void aBareStatusPrefersTheRowsTheOpDeclares() throws IOException {
    ErrorTable table = ErrorTable.of(JSON.readTree("{\"errors\": ["
        + "{\"class\": \"Gone\", \"code\": \"E1\", \"wire\": [\"op.unknown\"], \"status\": [404]},"
        + "{\"class\": \"NoFile\", \"code\": \"E2\", \"wire\": [\"files.*\"], \"status\": [404]}],"
        + " \"error_roles\": {}, \"ops\": [{\"id\": \"files.stat\", \"errors\": [\"files.not_found\"]},"
        + " {\"id\": \"other.op\", \"errors\": []}]}"), c -> null);
    assertEquals("NoFile", table.map(404, JSON.createObjectNode(), "files.stat", null).catalogClass());
    assertEquals("Gone", table.map(404, JSON.createObjectNode(), "other.op", null).catalogClass(), "then table order");
    assertEquals("Gone", table.map(404, JSON.createObjectNode(), "unknown.op", null).catalogClass());
  }

  @Test
  void aMalformedResultIsTheContractMismatchRole() {
    ApiException e = TABLE.malformedResult("the response body is not JSON", new IOException("bad token"), "x.y", "r-2");
    assertEquals("Mismatch", e.catalogClass());
    assertEquals("malformed_result", e.details().path("reason").asText());
    assertEquals("bad token", e.details().path("message").asText());
    assertEquals("r-2", e.requestId());
  }

  @Test
  void statusZeroTakesTheRowsFirstStatus() throws IOException {
    assertEquals(400, TABLE.map(0, body("args.missing"), "a.b", "rid").status());
    assertEquals(0, TABLE.map(0, body("nobody.knows"), "a.b", "rid").status(), "the base row has no status");
  }

  @Test
  void aBodyWithoutTheEnvelopeMapsByStatus() {
    ApiException e = TABLE.map(404, JSON.createObjectNode(), "a.b", "rid");
    assertEquals("Unknown", e.catalogClass());
    assertNull(e.errorCode());
    assertEquals("HTTP 404", e.errorMessage());
    assertEquals("not here", TABLE.map(404, JSON.getNodeFactory().textNode(" not here\n"), "a.b", "rid").errorMessage(),
        "a plain-text body is the message");
    assertEquals("a.b", e.op());
    assertEquals("rid", e.requestId());
  }

  @Test
  void roles() {
    ApiException mismatch = TABLE.contractMismatch("no such op", "x.y");
    assertEquals("Mismatch", mismatch.catalogClass());
    assertNull(mismatch.errorCode());
    assertEquals(0, mismatch.status());
    ApiException disabled = TABLE.notEnabled("off", "x.y");
    assertEquals("Disabled", disabled.catalogClass());
    assertEquals("op.not_enabled", disabled.errorCode());
    ApiException args = TABLE.invalidArgs("bad", "x.y");
    assertEquals("Args", args.catalogClass());
    assertEquals("args.invalid", args.errorCode());
    assertEquals("x.y", args.op());
  }

  @Test
  void transportIsTheRoleRowWithStatusZeroReasonAndCause() {
    ConnectException cause = new ConnectException("refused");
    ApiException e = TABLE.transport("connection", cause, "x.y", "rid-1");
    assertEquals("Unavailable", e.catalogClass());
    assertEquals(0, e.status());
    assertNull(e.errorCode());
    assertEquals("connection", e.details().path("reason").asText());
    assertEquals("refused", e.details().path("message").asText());
    assertEquals("rid-1", e.requestId());
    assertSame(cause, e.getCause());
    assertEquals("no response from the server (connection): refused", e.errorMessage());
  }

  @Test
  void aTableWithoutRowsGivesTheRootException() throws IOException {
    ErrorTable empty = ErrorTable.of(JSON.readTree("{\"errors\": [], \"error_roles\": {\"base\": null}}"), c -> null);
    ApiException e = empty.map(500, body("x.y"), "a.b", "rid");
    assertEquals(ApiException.class, e.getClass());
    assertEquals("other", e.exitFamily());
    assertEquals(1, e.exitCode());
    assertNull(e.catalogClass());
    assertEquals(ApiException.class, empty.notEnabled("off", "a.b").getClass());
    assertEquals("op.not_enabled", empty.notEnabled("off", "a.b").errorCode());
  }
}
