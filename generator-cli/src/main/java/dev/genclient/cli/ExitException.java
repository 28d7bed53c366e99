package dev.genclient.cli;

/** Ends a command with an exit code and a one-line message for the user (no stack trace). */
public final class ExitException extends RuntimeException {
  private final int exitCode;

  public ExitException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  public int exitCode() {
    return exitCode;
  }
}
