package dev.genclient.verify.server;

import java.io.IOException;

/** The server cannot be reached, or the one {@code --server-cmd} started never became ready: exit code 4. */
public final class ServerUnreachableException extends IOException {
  public ServerUnreachableException(String message) {
    super(message);
  }

  public ServerUnreachableException(String message, Throwable cause) {
    super(message, cause);
  }
}
