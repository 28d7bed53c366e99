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
    assertEquals("m", e.getMessage());
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
    assertEquals("HTTP 404", e.getMessage());
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
    assertEquals("x.y: no response from the server (connection): refused", e.getMessage());
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
