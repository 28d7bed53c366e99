package dev.genclient.verify.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request as a report shows it, credentials already replaced by {@code $TOKEN},
 * {@code $ADMIN_TOKEN} or {@code $GATEWAY_TOKEN}: enough to send it again with {@link #curl()}.
 *
 * @param headers name and value pairs in the order sent
 * @param body the request body as text, or null for none
 */
public record Reproduction(String method, String url, List<Header> headers, String body) {
  private static final Pattern VARIABLE = Pattern.compile("\\$(?:ADMIN_|GATEWAY_)?TOKEN\\b");

  /** One request header. */
  public record Header(String name, String value) {
    public Header {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(value, "value");
    }
  }

  public Reproduction {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(url, "url");
    headers = List.copyOf(headers);
  }

  /** A request with {@code secrets} replaced in its URL, header values and body. */
  public static Reproduction of(String method, String url, Map<String, String> headers, String body, Secrets secrets) {
    List<Header> shown = new ArrayList<>();
    headers.forEach((name, value) -> shown.add(new Header(name, secrets.redact(value))));
    return new Reproduction(method, secrets.redact(url), shown, secrets.redact(body));
  }

  /**
   * One POSIX shell line: every argument single-quoted, the credential variables left outside the
   * quotes so the shell expands them from the environment.
   */
  public String curl() {
    StringBuilder line = new StringBuilder("curl -sS -i -X ").append(quote(method)).append(' ').append(quote(url));
    for (Header header : headers) {
      line.append(" -H ").append(quote(header.name() + ": " + header.value()));
    }
    if (body != null) {
      line.append(" --data-binary ").append(quote(body));
    }
    return line.toString();
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder();
    Matcher m = VARIABLE.matcher(text);
    int from = 0;
    while (m.find()) {
      if (m.start() > from) {
        out.append(singleQuoted(text.substring(from, m.start())));
      }
      out.append('"').append(m.group()).append('"');
      from = m.end();
    }
    if (from < text.length() || out.length() == 0) {
      out.append(singleQuoted(text.substring(from)));
    }
    return out.toString();
  }

  private static String singleQuoted(String text) {
    return "'" + text.replace("'", "'\\''") + "'";
  }
}
