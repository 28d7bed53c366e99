package dev.genclient.cli;

import dev.genclient.catalog.CatalogException;
import dev.genclient.output.OutputException;
import dev.genclient.templates.TemplateException;
import dev.genclient.report.ShownPath;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import picocli.CommandLine;

/** Maps what a command throws to one-line messages and the exit codes of docs/cli.md. */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {
  /** Like a compiler's error limit: a catalog broken the same way in every op should not flood the terminal. */
  static final int MAX_PROBLEM_LINES = 100;

  @Override
  public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
    PrintWriter err = commandLine.getErr();
    boolean verbose = parseResult.hasMatchedOption("--verbose")
        || (parseResult.subcommand() != null && parseResult.subcommand().hasMatchedOption("--verbose"));
    int code;
    if (ex instanceof CatalogException invalid) {
      List<String> lines = invalid.renderedLines(ShownPath.of(invalid.file()));
      int shown = verbose ? lines.size() : Math.min(lines.size(), MAX_PROBLEM_LINES);
      lines.subList(0, shown).forEach(err::println);
      if (shown < lines.size()) {
        err.println("gen-client: " + (lines.size() - shown) + " more problem(s) not shown (--verbose shows all)");
      }
      err.println("gen-client: " + invalid.diagnostics().size() + " problem(s); nothing was generated");
      code = ExitCodes.INVALID_CATALOG;
    } else if (ex instanceof TemplateException templates) {
      templates.lines().forEach(err::println);
      err.println("gen-client: " + templates.lines().size() + " template problem(s); nothing was generated"
          + " (gen-client templates list names the templates and their variables)");
      code = ExitCodes.USAGE;
    } else if (ex instanceof ExitException exit) {
      if (exit.getMessage() != null && !exit.getMessage().isEmpty()) {
        err.println("gen-client: " + exit.getMessage());
      }
      code = exit.exitCode();
    } else if (ex instanceof OutputException refused) {
      err.println("gen-client: " + refused.getMessage());
      code = ExitCodes.IO_ERROR;
    } else if (ex instanceof IOException || ex instanceof UncheckedIOException) {
      err.println("gen-client: " + describe(ex));
      code = ExitCodes.IO_ERROR;
    } else {
      err.println("gen-client: internal error: " + describe(ex) + (verbose ? "" : " (run with --verbose for details)"));
      code = ExitCodes.INTERNAL;
    }
    if (verbose && !(ex instanceof CatalogException)) {
      ex.printStackTrace(err);
    }
    err.flush();
    return code;
  }

  private static String describe(Throwable ex) {
    Throwable cause = ex instanceof UncheckedIOException && ex.getCause() != null ? ex.getCause() : ex;
    String message = cause.getMessage();
    // The file system's own words for the common cases, never a Java exception name.
    if (cause instanceof NoSuchFileException missing) {
      return "no such file: " + missing.getFile();
    }
    if (cause instanceof AccessDeniedException denied) {
      return "permission denied: " + denied.getFile();
    }
    if (cause instanceof FileSystemException failed && failed.getFile() != null) {
      return failed.getFile() + ": " + (failed.getReason() == null ? "cannot be used" : failed.getReason());
    }
    if (cause instanceof IOException) {
      return "I/O error: " + (message == null ? "failed" : message);
    }
    return cause.getClass().getSimpleName().replace("Exception", "") + (message == null ? "" : ": " + message);
  }
}
