package dev.genclient.client.runtime;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Per-call options: timeout, extra headers, the retry budget, a job wait's deadline and {@code check} (for
 * an op whose catalog declares an {@code exit_check}); unset values fall back to the client's.
 */
public final class RequestOptions {
  public static final RequestOptions NONE = builder().build();

  private final Duration timeout;
  private final Map<String, String> headers;
  private final Integer maxRetries;
  private final Duration jobTimeout;
  private final boolean check;
  private final Long maxBufferedBytes;

  private RequestOptions(Builder builder) {
    this.timeout = builder.timeout;
    this.headers = Map.copyOf(builder.headers);
    this.maxRetries = builder.maxRetries;
    this.jobTimeout = builder.jobTimeout;
    this.check = builder.check;
    this.maxBufferedBytes = builder.maxBufferedBytes;
  }

  /** These options with one more header (replacing one of the same name). */
  RequestOptions withHeader(String name, String value) {
    Builder copy = builder();
    copy.timeout = timeout;
    copy.headers.putAll(headers);
    copy.headers.put(name, value);
    copy.maxRetries = maxRetries;
    copy.jobTimeout = jobTimeout;
    copy.check = check;
    copy.maxBufferedBytes = maxBufferedBytes;
    return copy.build();
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

  /** The deadline of a job wait of this call, or null for the client's. */
  public Duration jobTimeout() {
    return jobTimeout;
  }

  /**
   * True: a result whose exit field (the op's {@code exit_check}) is not 0 raises the check's error,
   * carrying the result, instead of being returned. Only for ops with an {@code exit_check}.
   */
  public boolean check() {
    return check;
  }

  /** The most bytes a {@code byte[]} download of this call holds, or null for the document's. */
  public Long maxBufferedBytes() {
    return maxBufferedBytes;
  }

  /** Builds {@link RequestOptions}. */
  public static final class Builder {
    private Duration timeout;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Integer maxRetries;
    private Duration jobTimeout;
    private boolean check;
    private Long maxBufferedBytes;

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

    /**
     * The deadline of the whole wait for a job op's result (default: the client's, else the catalog's
     * {@code client_defaults.jobs.deadline_seconds}); past it the wait raises the transport error
     * {@code job_deadline} with the job id.
     */
    public Builder jobTimeout(Duration jobTimeout) {
      this.jobTimeout = jobTimeout;
      return this;
    }

    /** Raise the op's exit-check error on a non-zero exit field (ops with an {@code exit_check} only). */
    public Builder check(boolean check) {
      this.check = check;
      return this;
    }

    /**
     * The most bytes a {@code byte[]} download of this call holds (default: the catalog's
     * {@code client_defaults.download.max_buffered_bytes}); a larger body raises the transport error
     * {@code body_too_large}, which names the {@code InputStream} form.
     */
    public Builder maxBufferedBytes(long maxBufferedBytes) {
      if (maxBufferedBytes < 0) {
        throw new IllegalArgumentException("maxBufferedBytes must be >= 0: " + maxBufferedBytes);
      }
      this.maxBufferedBytes = maxBufferedBytes;
      return this;
    }

    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
