package dev.genclient.client.runtime;

import dev.genclient.client.errors.ErrorFactory;

/**
 * What gen-client generates for the runtime, from the client plan: the runtime catalog document and
 * the exception class of each error row. The runtime reaches generated code only through this.
 */
public interface GeneratedParts {
  /** The runtime catalog document's JSON text, in pieces to join in order (each below the class file's constant limit). */
  String[] catalogChunks();

  /** The constructor of the exception class of the error row with this catalog class, or null for none. */
  ErrorFactory errorFactory(String catalogClass);
}
