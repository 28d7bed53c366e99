package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.genclient.client.errors.ApiException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Bodies whose framing or encoding would make their bytes wrong: refused, or decoded; and the byte[] limit. */
class FramingTest {
  private static final byte[] HELLO = "hello".getBytes(StandardCharsets.US_ASCII);

  private static ApiException refused(String head, byte[] body) throws IOException {
    try (RawServer server = new RawServer(RawServer.answer(head, body))) {
      return assertThrows(ApiException.class, () -> download(server.baseUrl()));
    }
  }

  private static byte[] download(String baseUrl) {
    return TestTransports.of(baseUrl, new RecordingSleeper()).download(op("files.read"), Map.of("id", "x"),
        RequestOptions.NONE).data();
  }

  private static byte[] gzip(byte[] data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
      zip.write(data);
    }
    return out.toByteArray();
  }

  @Test
  void twoDifferentContentLengthsAreBadFraming() throws IOException {
    ApiException e = refused("HTTP/1.1 200 OK\nContent-Length: 5\nContent-Length: 3", HELLO);
    assertEquals("Unavailable", e.catalogClass());
    assertEquals("bad_framing", e.details().path("reason").asText());
  }

  @Test
  void contentLengthWithChunkedIsBadFraming() throws IOException {
    ApiException e = refused("HTTP/1.1 200 OK\nContent-Length: 5\nTransfer-Encoding: chunked",
        "5\r\nhello\r\n0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
    assertEquals("bad_framing", e.details().path("reason").asText());
  }

  @Test
  void anUnknownEncodingIsRefusedAndBrokenGzipToo() throws IOException {
    assertEquals("bad_framing", refused("HTTP/1.1 200 OK\nContent-Length: 5\nContent-Encoding: br", HELLO)
        .details().path("reason").asText());
    assertEquals("bad_framing", refused("HTTP/1.1 200 OK\nContent-Length: 5\nContent-Encoding: gzip", HELLO)
        .details().path("reason").asText());
  }

  @Test
  void aGzipBodyTheClientDidNotAskForIsDecoded() throws IOException {
    byte[] zipped = gzip(HELLO);
    try (RawServer server = new RawServer(RawServer.answer(
        "HTTP/1.1 200 OK\nContent-Length: " + zipped.length + "\nContent-Encoding: gzip", zipped))) {
      assertArrayEquals(HELLO, download(server.baseUrl()));
      try (InputStream open = TestTransports.of(server.baseUrl(), new RecordingSleeper()).open(op("files.read"),
          Map.of("id", "x"), RequestOptions.NONE)) {
        assertArrayEquals(HELLO, open.readAllBytes(), "the streaming form decodes too");
      }
    }
  }

  @Test
  void matchingRepeatedContentLengthsAreFine() throws IOException {
    try (RawServer server = new RawServer(RawServer.answer("HTTP/1.1 200 OK\nContent-Length: 5\nContent-Length: 5",
        HELLO))) {
      assertArrayEquals(HELLO, download(server.baseUrl()));
    }
  }

  @Test
  void theClientAsksForIdentity() throws IOException {
    try (FakeServer server = new FakeServer()) {
      server.reply(new FakeServer.Reply(200, Map.of(), "x"));
      download(server.baseUrl());
      assertEquals("identity", server.requests().get(0).header("Accept-encoding"));
    }
  }

  @Test
  void aByteArrayDownloadOverTheDocumentsLimitIsRefusedPointingAtTheStreamingForm() throws IOException {
    byte[] big = new byte[1025];
    ApiException announced = refused("HTTP/1.1 200 OK\nContent-Length: 1025", big);
    assertEquals("body_too_large", announced.details().path("reason").asText());
    assertEquals(true, announced.errorMessage().contains("InputStream form"), announced.errorMessage());
    ApiException chunked = refused("HTTP/1.1 200 OK\nTransfer-Encoding: chunked",
        ("401\r\n" + "a".repeat(1025) + "\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    assertEquals("body_too_large", chunked.details().path("reason").asText());
    try (RawServer server = new RawServer(RawServer.answer("HTTP/1.1 200 OK\nContent-Length: 1024", new byte[1024]))) {
      assertEquals(1024, download(server.baseUrl()).length, "the limit itself is fine");
    }
  }

  @Test
  void aCallSetsItsOwnLimit() throws IOException {
    RequestOptions small = RequestOptions.builder().maxBufferedBytes(10).build();
    try (RawServer server = new RawServer(RawServer.answer("HTTP/1.1 200 OK\nContent-Length: 11", new byte[11]))) {
      ApiException refused = assertThrows(ApiException.class, () -> TestTransports.of(server.baseUrl(),
          new RecordingSleeper()).download(op("files.read"), Map.of("id", "x"), small));
      assertEquals("body_too_large", refused.details().path("reason").asText());
      assertEquals(0, refused.status());
    }
    try (RawServer server = new RawServer(RawServer.answer("HTTP/1.1 200 OK\nContent-Length: 10", new byte[10]))) {
      assertEquals(10, TestTransports.of(server.baseUrl(), new RecordingSleeper()).download(op("files.read"),
          Map.of("id", "x"), small).data().length);
    }
  }
}
