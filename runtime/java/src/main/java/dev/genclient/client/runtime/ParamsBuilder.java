package dev.genclient.client.runtime;

/**
 * A params class that is its own builder: {@link #build()} checks the values set (a required param left
 * unset is refused) and returns a copy. Every call runs it on the params it is given, so a params object
 * that never went through {@code build()} is checked all the same, and the call sends a copy that later
 * setter calls leave as it is.
 */
public interface ParamsBuilder<P> {
  /** A copy of the values set so far; throws on a missing required param. */
  P build();

  /** {@code params} checked and copied when it is a {@link ParamsBuilder}, else itself. */
  static Object built(Object params) {
    return params instanceof ParamsBuilder<?> builder ? builder.build() : params;
  }
}
