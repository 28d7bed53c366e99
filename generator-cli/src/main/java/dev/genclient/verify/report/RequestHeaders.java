package dev.genclient.verify.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A request's headers as sent and as its {@link Reproduction} shows them. Whoever puts a credential
 * in a header says so ({@link #credential}), and the reproduction shows its variable exactly there:
 * nothing is found by searching a secret's text, so a one-letter token hides nothing else.
 */
public final class RequestHeaders {
  private final Secrets secrets;
  private final Map<String, String> sent = new LinkedHashMap<>();
  private final Map<String, Reproduction.Header> shown = new LinkedHashMap<>();

  public RequestHeaders(Secrets secrets) {
    this.secrets = Objects.requireNonNull(secrets, "secrets");
  }

  /** A copy of {@code other}, to add to without changing it. */
  public RequestHeaders(RequestHeaders other) {
    this(other.secrets);
    sent.putAll(other.sent);
    shown.putAll(other.shown);
  }

  /** {@code name: value}, shown as it is sent; replaces an earlier header of that name. */
  public RequestHeaders put(String name, String value) {
    sent.put(name, value);
    shown.put(name, new Reproduction.Header(name, value, null));
    return this;
  }

  /**
   * {@code name: prefix + credential} ({@code Authorization: Bearer <token>}), shown as {@code prefix}
   * and the credential's variable; nothing when the run has no such credential.
   */
  public RequestHeaders credential(String name, String prefix, Secrets.Credential credential) {
    String secret = secrets.of(credential);
    if (secret != null) {
      sent.put(name, prefix + secret);
      shown.put(name, new Reproduction.Header(name, prefix, credential.variable()));
    }
    return this;
  }

  public Secrets secrets() {
    return secrets;
  }

  /** The headers as sent, in the order they were first put. */
  public Map<String, String> sent() {
    return Collections.unmodifiableMap(new LinkedHashMap<>(sent));
  }

  /** The headers as a reproduction shows them, in the same order. */
  public List<Reproduction.Header> shown() {
    return new ArrayList<>(shown.values());
  }
}
