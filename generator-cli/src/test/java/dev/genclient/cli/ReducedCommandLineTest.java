package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.RepoPaths;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The command line {@code main} builds holds only what a run can reach (no other subcommand, no
 * target options on a root that cannot run); it answers as the command line with everything does:
 * the same exit code and the same bytes on both streams. The one difference: the usage a root-form
 * run prints after a usage error names no subcommands (no {@code [COMMAND]}, no Commands list), as
 * that command line has none.
 */
class ReducedCommandLineTest {
  @TempDir
  static Path out;

  static List<List<String>> runs() {
    String example = RepoPaths.exampleCatalog().toString();
    return List.of(
        List.of(),
        List.of("--help"),
        List.of("--version"),
        List.of("generate", "--help"),
        List.of("help", "validate"),
        List.of("frobnicate"),
        List.of("validate"),
        List.of("validate", "--bogus", example),
        List.of("validate", "--package", "com.example", example),
        List.of("validate", "--quiet", example),
        List.of("generate", "--package"),
        List.of("generate", "--catalog", example, "--lang", "java", "--out", "OUT", "--package", "Bad-Name"),
        List.of("diff", "--help"));
  }

  static List<List<String>> rootUsageErrors() {
    String example = RepoPaths.exampleCatalog().toString();
    return List.of(
        List.of("--package", "com.example", "--catalog", example),
        List.of("--catalog", example, "--lang", "java", "--out", "OUT", "--package", "Bad-Name"),
        List.of("--catalog", example, "--lang", "nope", "--out", "OUT"));
  }

  @ParameterizedTest
  @MethodSource("runs")
  void answersAsTheFullCommandLine(List<String> run) {
    String[] answers = answers(run);
    assertEquals(answers[0], answers[1]);
  }

  @ParameterizedTest
  @MethodSource("rootUsageErrors")
  void rootUsageErrorsListNoSubcommands(List<String> run) {
    String[] answers = answers(run);
    String full = answers[0];
    String reduced = answers[1];
    String synopsisEnd = "\n                  [COMMAND]\n";
    int commands = full.indexOf("Commands:\n");
    int footer = full.indexOf("\nExit codes:");
    assertTrue(full.startsWith("exit 2\n") && full.contains(synopsisEnd) && commands > 0 && footer > commands, full);
    String withoutSubcommands = full.substring(0, commands) + full.substring(footer);
    assertEquals(withoutSubcommands.replace(synopsisEnd, "\n"), reduced);
  }

  /** The full command line's answer to {@code run}, then the reduced one's. */
  private static String[] answers(List<String> run) {
    String[] args = run.stream().map(a -> a.replace("OUT", out.resolve("o").toString())).toArray(String[]::new);
    return new String[] {execute(w -> GenClient.commandLine(w[0], w[1]), args), execute(w -> GenClient.forRun(w[0], w[1], args), args)};
  }

  private static String execute(Function<PrintWriter[], CommandLine> build, String[] args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = build.apply(new PrintWriter[] {new PrintWriter(out, true), new PrintWriter(err, true)}).execute(args);
    return "exit " + code + "\n--- out\n" + out + "--- err\n" + err;
  }
}
