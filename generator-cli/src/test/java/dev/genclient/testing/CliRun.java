package dev.genclient.testing;

import dev.genclient.cli.GenClient;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the gen-client CLI in-process with captured output, as a test would see it from a shell. */
public record CliRun(int exitCode, String out, String err) {
  public static CliRun run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = GenClient.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    return new CliRun(code, out.toString(), err.toString());
  }
}
