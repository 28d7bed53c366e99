package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReproductionTest {
  private static final Secrets SECRETS = new Secrets("tok-1", "adm-22", "gw-333");

  @Test
  void credentialsAreShownAsVariablesWhereTheyWerePut() {
    RequestHeaders headers = new RequestHeaders(SECRETS).credential("Authorization", "Bearer ", Secrets.Credential.ADMIN_TOKEN)
        .credential("X-Gateway", "", Secrets.Credential.GATEWAY_TOKEN);
    Reproduction r = Reproduction.of("POST", "http://h/ops/a.b", headers, "{\"k\":1}");
    assertEquals(Map.of("Authorization", "Bearer adm-22", "X-Gateway", "gw-333"), headers.sent());
    assertEquals(List.of(new Reproduction.Header("Authorization", "Bearer ", "$ADMIN_TOKEN"),
        new Reproduction.Header("X-Gateway", "", "$GATEWAY_TOKEN")), r.headers());
    assertEquals("Bearer $ADMIN_TOKEN", r.headers().get(0).value());
    assertEquals("curl -sS -i -X 'POST' 'http://h/ops/a.b' -H 'Authorization: Bearer '\"$ADMIN_TOKEN\""
        + " -H 'X-Gateway: '\"$GATEWAY_TOKEN\" --data-binary '{\"k\":1}'", r.curl());
  }

  /** A one-letter token hides nothing but itself: the letter stays in the URL, the body and the other headers. */
  @Test
  void aOneLetterTokenIsShownOnlyWhereItIs() {
    Secrets secrets = new Secrets("a", null, "t");
    RequestHeaders headers = new RequestHeaders(secrets).put("X-Request-Id", "a-rid-t")
        .credential("Authorization", "Bearer ", Secrets.Credential.TOKEN).credential("X-Gateway-Token", "", Secrets.Credential.GATEWAY_TOKEN)
        .put("Content-Type", "application/json");
    Reproduction r = Reproduction.of("POST", "http://localhost:9000/ops/agents.start", headers, "{\"name\":\"a\",\"path\":\"/tmp/at\"}");
    assertEquals("curl -sS -i -X 'POST' 'http://localhost:9000/ops/agents.start' -H 'X-Request-Id: a-rid-t'"
        + " -H 'Authorization: Bearer '\"$TOKEN\" -H 'X-Gateway-Token: '\"$GATEWAY_TOKEN\" -H 'Content-Type: application/json'"
        + " --data-binary '{\"name\":\"a\",\"path\":\"/tmp/at\"}'", r.curl());
  }

  /** A credential the run does not have puts no header; a later plain header of the same name replaces a credential. */
  @Test
  void anAbsentCredentialPutsNothingAndAPlainHeaderReplacesIt() {
    RequestHeaders headers = new RequestHeaders(new Secrets("tok", null, null)).credential("Authorization", "Bearer ", Secrets.Credential.TOKEN)
        .credential("Authorization", "Bearer ", Secrets.Credential.ADMIN_TOKEN).credential("X-Gateway", "", Secrets.Credential.GATEWAY_TOKEN);
    assertEquals(Map.of("Authorization", "Bearer tok"), headers.sent());
    RequestHeaders replaced = new RequestHeaders(headers).put("Authorization", "Bearer $TOKEN");
    assertEquals("curl -sS -i -X 'GET' 'http://h/' -H 'Authorization: Bearer $TOKEN'", Reproduction.of("GET", "http://h/", replaced, null).curl());
    assertEquals("curl -sS -i -X 'GET' 'http://h/' -H 'Authorization: Bearer '\"$TOKEN\"", Reproduction.of("GET", "http://h/", headers, null).curl());
  }

  /** The shell reads back exactly the request, with the variables expanded from its environment. */
  @Test
  void theShellReadsBackEveryArgument() throws IOException, InterruptedException {
    RequestHeaders headers = new RequestHeaders(SECRETS).credential("Authorization", "Bearer ", Secrets.Credential.TOKEN)
        .put("X-Odd", "it's $HOME `id` \"q\" \\ $(x) $TOKEN");
    Reproduction r = Reproduction.of("POST", "http://127.0.0.1:1/ops/x", headers, "{\"a\":\"'; rm -rf /\"}\nline2");
    String script = r.curl().replaceFirst("^curl", "printf '%s\\\\n'");
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", script);
    pb.environment().put("TOKEN", "expanded");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor());
    assertEquals(String.join("\n", "-sS", "-i", "-X", "POST", "http://127.0.0.1:1/ops/x", "-H", "Authorization: Bearer expanded",
        "-H", "X-Odd: it's $HOME `id` \"q\" \\ $(x) $TOKEN", "--data-binary", "{\"a\":\"'; rm -rf /\"}\nline2") + "\n", out);
  }
}
