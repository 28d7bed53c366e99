package dev.genclient.output;

import java.io.IOException;

/**
 * The writer refused to touch an output directory (a path outside it, a symbolic link where a
 * generated file or directory goes, a broken manifest, another run holding it). The message is
 * whole: what was refused, where, and how to recover; nothing was written.
 */
public final class OutputException extends IOException {
  public OutputException(String message) {
    super(message);
  }
}
