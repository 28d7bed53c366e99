package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code ServerClient.withOptions} may change: the transport policy's knobs (the per-try timeout, the
 * retry budget, a job wait's deadline), headers added to the client's own, and the hooks (replacing the
 * client's when any is given). Never the base URL or the credentials: what a server allows is per principal.
 */
public final class ClientOptions {
  private final Duration timeout;
  private final Integer maxRetries;
  private final Duration jobTimeout;
  private final Map<String, String> headers;
  private final List<Hooks> hooks;

  private ClientOptions(Builder builder) {
    this.timeout = builder.timeout;
    this.maxRetries = builder.maxRetries;
    this.jobTimeout = builder.jobTimeout;
    this.headers = Map.copyOf(builder.headers);
    this.hooks = builder.hooks == null ? null : List.copyOf(builder.hooks);
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * {@code config} with these options applied, sharing its HTTP client (its connections) and its server
   * profile (what discovery learnt); a credential header is refused (by the configuration).
   */
  Transport.Config applyTo(Transport.Config config) {
    Map<String, String> all = new LinkedHashMap<>(config.headers());
    all.putAll(headers);
    return new Transport.Config(config.baseUrl(), config.token(), config.legacyAuth(), config.legacyHeader(),
        config.gatewayHeader(), config.gatewayToken(), timeout != null ? timeout : config.timeout(),
        maxRetries != null ? maxRetries : config.maxRetries(), jobTimeout != null ? jobTimeout : config.jobTimeout(),
        config.httpClient(), hooks != null ? Hooks.all(hooks) : config.hooks(), config.sleeper(), config.executor(),
        config.clientHeader(), config.clientValue(), config.profile(), config.runtime(), all);
  }

  /** Builds {@link ClientOptions}; what is not set stays the client's. */
  public static final class Builder {
    private Duration timeout;
    private Integer maxRetries;
    private Duration jobTimeout;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private List<Hooks> hooks;

    private Builder() {}

    /** The per-try timeout. */
    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    /** The retry budget of each call (idempotent ops, and others with an idempotency key). */
    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    /** The deadline of a whole job wait. */
    public Builder jobTimeout(Duration jobTimeout) {
      this.jobTimeout = jobTimeout;
      return this;
    }

    /** A header sent with every request of the copy (a call's own headers win). */
    public Builder header(String name, String value) {
      headers.put(name, value);
      return this;
    }

    /** A hook of the copy; the first one given replaces the client's hooks, later ones run after it. */
    public Builder hook(Hooks hook) {
      if (hooks == null) {
        hooks = new ArrayList<>();
      }
      hooks.add(hook);
      return this;
    }

    public ClientOptions build() {
      return new ClientOptions(this);
    }
  }
}
