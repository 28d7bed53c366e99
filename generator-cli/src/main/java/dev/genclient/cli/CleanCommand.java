package dev.genclient.cli;

import dev.genclient.output.Manifest;
import dev.genclient.output.OutputCleaner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code gen-client clean DIR}: removes what gen-client wrote into DIR, as its manifest lists it, and nothing else. */
@Command(name = "clean", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = {"Remove exactly the files DIR's " + Manifest.FILE_NAME + " lists, the manifest and the directories",
        "this leaves empty; nothing else (not a sync lock, which the manifest does not list). Run it on a target's old out after moving it.",
        "A listed path that is a symbolic link or not a regular file removes nothing (exit 4)."})
final class CleanCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "DIR", description = "An output directory gen-client wrote (it holds " + Manifest.FILE_NAME + ").")
  Path dir;

  @Override
  public Integer call() throws Exception {
    OutputCleaner.Cleaned cleaned = OutputCleaner.clean(dir);
    PrintWriter out = spec.commandLine().getOut();
    cleaned.missing().forEach(path -> out.println("already gone: " + dir.resolve(path)));
    out.println("removed " + cleaned.removed().size() + " file(s) listed by " + dir.resolve(Manifest.FILE_NAME)
        + ", the manifest and " + cleaned.directories().size() + " empty director" + (cleaned.directories().size() == 1 ? "y" : "ies")
        + (cleaned.directories().contains(".") ? " (" + dir + " itself)" : ""));
    out.flush();
    return ExitCodes.OK;
  }
}
