package dev.genclient.verify.report;

import java.util.List;
import java.util.Objects;

/**
 * A request as a report shows it, each credential as the variable {@code $TOKEN},
 * {@code $ADMIN_TOKEN} or {@code $GATEWAY_TOKEN} in the header that carried it: enough to send it
 * again with {@link #curl()}.
 *
 * @param headers the headers in the order sent
 * @param body the request body as text, or null for none
 */
public record Reproduction(String method, String url, List<Header> headers, String body) {
  /**
   * One request header: {@code text}, then the credential's shell variable when it carries one
   * ({@code Authorization}: {@code "Bearer "} and {@code $TOKEN}).
   *
   * @param variable {@code $TOKEN}, {@code $ADMIN_TOKEN}, {@code $GATEWAY_TOKEN}, or null
   */
  public record Header(String name, String text, String variable) {
    public Header {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(text, "text");
    }

    /** The value as shown: the text, then the variable. */
    public String value() {
      return variable == null ? text : text + variable;
    }
  }

  public Reproduction {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(url, "url");
    headers = List.copyOf(headers);
  }

  /** A request with {@code headers} as they show it. */
  public static Reproduction of(String method, String url, RequestHeaders headers, String body) {
    return new Reproduction(method, url, headers.shown(), body);
  }

  /**
   * One POSIX shell line: every argument single-quoted, a credential's variable left outside the
   * quotes (double-quoted) so the shell expands it from the environment.
   */
  public String curl() {
    StringBuilder line = new StringBuilder("curl -sS -i -X ").append(quote(method)).append(' ').append(quote(url));
    for (Header header : headers) {
      line.append(" -H ").append(quote(header.name() + ": " + header.text()));
      if (header.variable() != null) {
        line.append('"').append(header.variable()).append('"');
      }
    }
    if (body != null) {
      line.append(" --data-binary ").append(quote(body));
    }
    return line.toString();
  }

  static String quote(String text) {
    return "'" + text.replace("'", "'\\''") + "'";
  }
}
