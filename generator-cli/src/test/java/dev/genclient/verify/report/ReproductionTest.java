package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReproductionTest {
  private static final Secrets SECRETS = new Secrets("tok-1", "adm-22", "gw-333");

  @Test
  void credentialsAreShownAsVariables() {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Authorization", "Bearer tok-1");
    headers.put("X-Gateway", "gw-333");
    Reproduction r = Reproduction.of("POST", "http://h/ops/a.b?t=adm-22", headers, "{\"k\":\"tok-1\"}", SECRETS);
    assertEquals("http://h/ops/a.b?t=$ADMIN_TOKEN", r.url());
    assertEquals(List.of(new Reproduction.Header("Authorization", "Bearer $TOKEN"), new Reproduction.Header("X-Gateway", "$GATEWAY_TOKEN")),
        r.headers());
    assertEquals("{\"k\":\"$TOKEN\"}", r.body());
    assertEquals("curl -sS -i -X 'POST' 'http://h/ops/a.b?t='\"$ADMIN_TOKEN\" -H 'Authorization: Bearer '\"$TOKEN\""
        + " -H 'X-Gateway: '\"$GATEWAY_TOKEN\" --data-binary '{\"k\":\"'\"$TOKEN\"'\"}'", r.curl());
  }

  @Test
  void aLongerSecretContainingAShorterOneIsReplacedWhole() {
    Secrets nested = new Secrets("abc", "abcdef", null);
    assertEquals("$ADMIN_TOKEN and $TOKEN", nested.redact("abcdef and abc"));
  }

  /** The shell reads back exactly the request, with the variables expanded from its environment. */
  @Test
  void theShellReadsBackEveryArgument() throws IOException, InterruptedException {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Authorization", "Bearer tok-1");
    headers.put("X-Odd", "it's $HOME `id` \"q\" \\ $(x)");
    Reproduction r = Reproduction.of("POST", "http://127.0.0.1:1/ops/x", headers, "{\"a\":\"'; rm -rf /\"}\nline2", SECRETS);
    String script = r.curl().replaceFirst("^curl", "printf '%s\\\\n'");
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", script);
    pb.environment().put("TOKEN", "expanded");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor());
    assertEquals(String.join("\n", "-sS", "-i", "-X", "POST", "http://127.0.0.1:1/ops/x", "-H", "Authorization: Bearer expanded",
        "-H", "X-Odd: it's $HOME `id` \"q\" \\ $(x)", "--data-binary", "{\"a\":\"'; rm -rf /\"}\nline2") + "\n", out);
  }
}
