package dev.genclient.cli;

/** The exit codes of docs/cli.md. */
public final class ExitCodes {
  public static final int OK = 0;
  /** Drift found, breaking change, or a check failed. */
  public static final int CHECK_FAILED = 1;
  public static final int USAGE = 2;
  public static final int INVALID_CATALOG = 3;
  public static final int IO_ERROR = 4;
  /** A bug in gen-client itself: reported with a one-line message (stack trace with --verbose). */
  public static final int INTERNAL = 70;

  private ExitCodes() {}
}
