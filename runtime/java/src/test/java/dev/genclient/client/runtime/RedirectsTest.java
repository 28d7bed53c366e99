package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Redirects followed by the runtime by the document's policy, and the 3xx it refuses (never a success). */
class RedirectsTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};

  private final FakeServer server;
  private final RecordingSleeper sleeper = new RecordingSleeper();

  RedirectsTest() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private Transport transport() {
    return TestTransports.of(server.baseUrl(), sleeper);
  }

  private static FakeServer.Reply redirect(int status, String location) {
    return new FakeServer.Reply(status, location == null ? Map.of() : Map.of("Location", location), "");
  }

  @Test
  void a307ResendsThePostWithItsBody() {
    server.reply(redirect(307, "/elsewhere?_redirected=1")).reply(FakeServer.Reply.json(200, "{\"n\": 1}"));
    JsonNode data = transport().call(op("jobs.status"), Map.of("job", "j"), JSON, RequestOptions.NONE).data();
    assertEquals(1, data.path("n").asInt());
    FakeServer.Request second = server.requests().get(1);
    assertEquals("POST", second.method());
    assertEquals("/elsewhere?_redirected=1", second.uri());
    assertEquals("{\"job\":\"j\"}", second.body());
    assertEquals(server.requests().get(0).header("X-request-id"), second.header("X-request-id"));
  }

  @Test
  void a302IsFollowedForAGetAndItsBodyIsTheAnswer() {
    server.reply(redirect(302, "/files/x/content?_redirected=1"))
        .reply(new FakeServer.Reply(200, Map.of(), "the bytes"));
    byte[] data = transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE).data();
    assertArrayEquals("the bytes".getBytes(StandardCharsets.UTF_8), data);
    assertEquals("GET", server.requests().get(1).method());
  }

  @Test
  void a302ForAPostIsAnErrorNotANullResult() {
    server.reply(redirect(302, "/elsewhere"));
    ApiException e = assertThrows(ApiException.class,
        () -> transport().call(op("jobs.status"), null, JSON, RequestOptions.NONE));
    assertEquals("Unavailable", e.catalogClass());
    assertEquals("redirect_not_followed", e.details().path("reason").asText());
    assertEquals(302, e.details().path("status").asInt());
    assertEquals("/elsewhere", e.details().path("location").asText());
    assertEquals(1, server.requests().size());
  }

  @Test
  void aRedirectWithoutLocationAndAnUnknown3xxAreErrors() {
    server.reply(redirect(302, null)).reply(redirect(300, "/x"));
    ApiException missing = assertThrows(ApiException.class,
        () -> transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE));
    assertEquals("redirect_not_followed", missing.details().path("reason").asText());
    assertNull(missing.details().get("location").textValue());
    ApiException other = assertThrows(ApiException.class,
        () -> transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE));
    assertEquals(300, other.details().path("status").asInt());
  }

  @Test
  void moreRedirectsThanTheDocumentAllowsAreAnError() {
    server.reply(redirect(301, "/a")).reply(redirect(301, "/b")).reply(redirect(301, "/c"))
        .reply(FakeServer.Reply.json(200, "{}"));
    ApiException e = assertThrows(ApiException.class,
        () -> transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE));
    assertEquals("redirect_not_followed", e.details().path("reason").asText());
    assertEquals(3, server.requests().size(), "the test document's max is 2");
  }

  @Test
  void anUploadReadFromAStreamIsNotSentTwice() {
    server.reply(redirect(307, "/again"));
    ApiException e = assertThrows(ApiException.class, () -> transport().upload(op("files.put"), Map.of(),
        Transport.once(new ByteArrayInputStream("data".getBytes(StandardCharsets.UTF_8))), JSON, RequestOptions.NONE));
    assertEquals("redirect_not_followed", e.details().path("reason").asText());
    assertEquals(1, server.requests().size());
  }

  @Test
  void anUploadOfBytesIsSentAgainOnA308() {
    server.reply(redirect(308, "/again")).reply(FakeServer.Reply.json(200, "{}"));
    transport().upload(op("files.put"), Map.of(), HttpRequest.BodyPublishers.ofString("data"), JSON,
        RequestOptions.NONE);
    assertEquals(List.of("data", "data"), server.requests().stream().map(FakeServer.Request::body).toList());
  }

  @Test
  void anotherOriginGetsNoCredentialsButKeepsTheRequestIdAndClientHeader() throws IOException {
    try (FakeServer other = new FakeServer()) {
      other.reply(new FakeServer.Reply(200, Map.of(), "presigned"));
      server.reply(redirect(302, other.baseUrl() + "/blob"));
      byte[] data = transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE).data();
      assertEquals("presigned", new String(data, StandardCharsets.UTF_8));
      FakeServer.Request sent = other.requests().get(0);
      assertNull(sent.header("Authorization"));
      assertNull(sent.header("X-gateway"));
      assertEquals("java/1.0.0", sent.header("X-client"));
      assertEquals(server.requests().get(0).header("X-request-id"), sent.header("X-request-id"));
      assertEquals("Bearer tok", server.requests().get(0).header("Authorization"));
    }
  }

  @Test
  void theSameOriginKeepsTheCredentials() {
    server.reply(redirect(303, server.baseUrl() + "/files/x/content")).reply(new FakeServer.Reply(200, Map.of(), "b"));
    transport().download(op("files.read"), Map.of("id", "x"), RequestOptions.NONE);
    assertEquals("Bearer tok", server.requests().get(1).header("Authorization"));
    assertEquals("gw", server.requests().get(1).header("X-gateway"));
  }
}
