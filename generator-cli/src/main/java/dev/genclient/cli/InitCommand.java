package dev.genclient.cli;

import dev.genclient.render.BuiltInResources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code gen-client init [DIR]}: a starter project that validates and generates as it is: a catalog of two ops with
 * an error table, its contract cases, a gen-client.yaml with five targets, and a GitHub Actions job running the
 * checks. The files are the jar's {@code dev/genclient/init/} resources; nothing is written over.
 */
@Command(name = "init", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = {"Write a starter project into DIR (default: the working directory): api/operations.json (two ops, an",
        "error table), api/cases.json, gen-client.yaml (openapi, markdown, java, ts and python targets) and",
        ".github/workflows/gen-client.yml (validate and the drift check). An existing file among them writes nothing (exit 4)."})
final class InitCommand implements Callable<Integer> {
  /** Each starter file: its resource under {@code dev/genclient/init/}, and where it goes in DIR. */
  private static final List<Map.Entry<String, String>> FILES = List.of(Map.entry("operations.json", "api/operations.json"),
      Map.entry("cases.json", "api/cases.json"), Map.entry("gen-client.yaml", "gen-client.yaml"),
      Map.entry("gen-client.yml", ".github/workflows/gen-client.yml"));

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = "Where to write the project (made when missing).")
  Path dir = Path.of(".");

  @Override
  public Integer call() throws IOException {
    List<String> present = new ArrayList<>();
    for (Map.Entry<String, String> file : FILES) {
      if (Files.exists(dir.resolve(file.getValue()), LinkOption.NOFOLLOW_LINKS)) {
        present.add(dir.resolve(file.getValue()).toString());
      }
    }
    if (!present.isEmpty()) {
      throw new ExitException(ExitCodes.IO_ERROR, String.join(", ", present) + " already exist" + (present.size() == 1 ? "s" : "")
          + ": nothing was written (init starts a project; move them away or pick another DIR)");
    }
    PrintWriter out = spec.commandLine().getOut();
    for (Map.Entry<String, String> file : FILES) {
      Path target = dir.resolve(file.getValue());
      Files.createDirectories(target.toAbsolutePath().getParent());
      Files.writeString(target, BuiltInResources.require("dev/genclient/init/" + file.getKey(), "the init starter files"),
          StandardCharsets.UTF_8);
      out.println("wrote " + target);
    }
    String cd = dir.equals(Path.of(".")) ? "" : "cd " + dir + " && ";
    out.println("next: " + cd + "gen-client validate api/operations.json --cases api/cases.json && gen-client generate");
    out.flush();
    return ExitCodes.OK;
  }
}
