package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Requests whose framing HTTP/1.1 forbids, on a raw socket: each is refused by the server library
 * with the status RFC 9110/9112 gives it (never 500, never a mock error envelope), in plain text,
 * logged as {@code - - STATUS - - REASON}, and its connection is closed (the exchange reads until
 * the server closes) so nothing after it is read as a request of its own.
 */
class MockFramingTest {
  private static final List<String> LOG = new CopyOnWriteArrayList<>();
  private static final String HEAD = "POST /ops/files.list HTTP/1.1\r\nHost: x\r\n";
  /** {@link #HEAD} as the table below writes it (a CSV row ends at a real line break). */
  private static final String HEAD_ROW = "POST /ops/files.list HTTP/1.1\\r\\nHost: x\\r\\n";
  private static final String SMUGGLED = "GET /ops HTTP/1.1\r\nHost: x\r\n\r\n";
  private static MockServer server;

  @BeforeAll
  static void start() {
    server = MockFixture.startExample(MockOptions.defaults().withLog(LOG::add));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      // RFC 9112 §6.3: both framings at once is a smuggling attempt; 400 and close.
      "Content-Length with Transfer-Encoding | 400 | " + HEAD_ROW + "Content-Length: 4\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n0\\r\\n\\r\\n",
      "Transfer-Encoding twice | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n0\\r\\n\\r\\n",
      // RFC 9112 §7.1: chunk-size is 1*HEXDIG; a sign is not part of it.
      "chunk size -1 | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked\\r\\n\\r\\n-1\\r\\nx\\r\\n0\\r\\n\\r\\n",
      "chunk size +2 | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked\\r\\n\\r\\n+2\\r\\n{}\\r\\n0\\r\\n\\r\\n",
      "chunk size not hex | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked\\r\\n\\r\\nzz\\r\\n{}\\r\\n0\\r\\n\\r\\n",
      "chunk size past 2^63 | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked\\r\\n\\r\\n10000000000000000\\r\\n{}\\r\\n0\\r\\n\\r\\n",
      "Content-Length not a number | 400 | " + HEAD_ROW + "Content-Length: 2x\\r\\n\\r\\n{}",
      "Content-Length negative | 400 | " + HEAD_ROW + "Content-Length: -2\\r\\n\\r\\n{}",
      "Content-Length twice, different | 400 | " + HEAD_ROW + "Content-Length: 2\\r\\nContent-Length: 3\\r\\n\\r\\n{}",
      // RFC 9112 §6.1: a coding the server does not know, with chunked last: 501.
      "unknown transfer coding | 501 | " + HEAD_ROW + "Transfer-Encoding: x-unknown, chunked\\r\\n\\r\\n0\\r\\n\\r\\n",
      // RFC 9112 §6.3: chunked not the final coding of a request: 400.
      "gzip alone | 400 | " + HEAD_ROW + "Transfer-Encoding: gzip\\r\\n\\r\\n{}",
      "chunked not last | 400 | " + HEAD_ROW + "Transfer-Encoding: chunked, gzip\\r\\n\\r\\n0\\r\\n\\r\\n",
      // RFC 9112 §2.2: a bare CR, or a NUL, anywhere in the head.
      "bare CR in a header | 400 | " + HEAD_ROW + "X-A: a\\rb\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "NUL in a header | 400 | " + HEAD_ROW + "X-A: a\\u0000b\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "NUL in the target | 400 | POST /ops/files.list\\u0000 HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "space before the colon | 400 | " + HEAD_ROW + "X-A : b\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "line folding | 400 | " + HEAD_ROW + "X-A: a\\r\\n b\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "malformed request line | 400 | POST  /ops/files.list HTTP/1.1 extra\\r\\nHost: x\\r\\n\\r\\n",
      // RFC 9110 §15.5.22, §15.6.6: HTTP/2 must be asked for by upgrade or preface; other versions are not served.
      "HTTP/2.0 on the HTTP/1 parser | 426 | POST /ops/files.list HTTP/2.0\\r\\nHost: x\\r\\nContent-Length: 0\\r\\n\\r\\n",
      "HTTP/3.1 | 505 | POST /ops/files.list HTTP/3.1\\r\\nHost: x\\r\\nContent-Length: 0\\r\\n\\r\\n"})
  void malformedFramingIsRefusedByTheLibrary(String name, int status, String request) {
    assertRefused(name, status, unescape(request) + SMUGGLED);
  }

  @Test
  void aTargetPastTheHeadCapIs414() {
    String target = "/ops/files.list?q=" + "a".repeat(JettyListener.MAX_REQUEST_HEAD_BYTES);
    assertRefused("long URI", 414, "GET " + target + " HTTP/1.1\r\nHost: x\r\n\r\n");
  }

  @Test
  void headersPastTheHeadCapAre431() {
    String header = "X-Big: " + "b".repeat(JettyListener.MAX_REQUEST_HEAD_BYTES) + "\r\n";
    assertRefused("oversize header", 431, HEAD + header + "Content-Length: 0\r\n\r\n");
  }

  @Test
  void headersJustUnderTheCapAreServed() {
    String header = "X-Big: " + "b".repeat(JettyListener.MAX_REQUEST_HEAD_BYTES / 2) + "\r\n";
    String answer = RawHttp.exchange(server, HEAD + header + "Content-Length: 15\r\nConnection: close\r\n\r\n{\"path\":\"/tmp\"}");
    assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
  }

  /** The answer is {@code status} in plain text, the only answer on the connection, and logged. */
  private static void assertRefused(String name, int status, String request) {
    LOG.clear();
    String answer = RawHttp.exchange(server, request);
    assertTrue(answer.startsWith("HTTP/1.1 " + status + " "), name + ": " + answer);
    String head = answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n")));
    assertTrue(head.contains("\r\nContent-Type: text/plain"), name + ": " + head);
    String body = answer.substring(head.length() + 4);
    assertTrue(body.startsWith("mock: "), name + ": " + body);
    assertEquals(1, answer.split("HTTP/1.1 ", -1).length - 1, name + ": one answer only, got " + answer);
    assertTrue(waitForLog("- - " + status + " - - "), name + ": no log line for " + status + " in " + LOG);
  }

  private static boolean waitForLog(String prefix) {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (System.nanoTime() < deadline) {
      if (LOG.stream().anyMatch(line -> line.startsWith(prefix))) {
        return true;
      }
      Thread.onSpinWait();
    }
    return false;
  }

  /** {@code \r}, {@code \n} and {@code \u0000} as written in the table above. */
  private static String unescape(String text) {
    return text.replace("\\r", "\r").replace("\\n", "\n").replace("\\u0000", "\0");
  }
}
