package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Per-call options: timeout, extra headers and the retry budget; unset values fall back to the client's. */
public final class RequestOptions {
  public static final RequestOptions NONE = builder().build();

  private final Duration timeout;
  private final Map<String, String> headers;
  private final Integer maxRetries;

  private RequestOptions(Builder builder) {
    this.timeout = builder.timeout;
    this.headers = Map.copyOf(builder.headers);
    this.maxRetries = builder.maxRetries;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The timeout of this call, or null for the client's. */
  public Duration timeout() {
    return timeout;
  }

  public Map<String, String> headers() {
    return headers;
  }

  /** The retry budget of this call, or null for the client's. */
  public Integer maxRetries() {
    return maxRetries;
  }

  /** Builds {@link RequestOptions}. */
  public static final class Builder {
    private Duration timeout;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Integer maxRetries;

    private Builder() {}

    public Builder timeout(Duration timeout) {
      this.timeout = timeout;
      return this;
    }

    public Builder header(String name, String value) {
      this.headers.put(name, value);
      return this;
    }

    public Builder maxRetries(int maxRetries) {
      this.maxRetries = maxRetries;
      return this;
    }

    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
