package dev.genclient.cli;

import dev.genclient.templates.TemplateOverrides;
import dev.genclient.templates.TemplateReference;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gen-client templates list|show}: the templates --templates may override, and each one's variables. */
@Command(name = "templates", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = {"The templates --templates DIR may override (a versioned surface), and the variables each may use."},
    subcommands = {TemplatesCommand.ListCommand.class, TemplatesCommand.ShowCommand.class})
final class TemplatesCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getOut());
    return ExitCodes.USAGE;
  }

  @Command(name = "list", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
      description = "List each target's overridable templates, and the templates earlier surfaces had.")
  static final class ListCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "TARGET", description = "Only this target's templates.",
        completionCandidates = GenClient.LanguageCandidates.class)
    String target;

    @Override
    public Integer call() {
      try {
        print(spec, TemplateReference.list(target));
      } catch (TemplateReference.UnknownTemplate e) {
        throw new ExitException(ExitCodes.USAGE, e.getMessage());
      }
      return ExitCodes.OK;
    }
  }

  @Command(name = "show", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
      description = "Show a template's view and variables (types and how to use them); --text prints its built-in text.")
  static final class ShowCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "NAME", description = "TARGET/NAME (java/Api.java.mustache), or a name only one target has.")
    String name;

    @Option(names = "--text", description = "Print the built-in template's text instead, to start an override from.")
    boolean text;

    @Override
    public Integer call() {
      try {
        TemplateReference.Entry entry = TemplateReference.find(name);
        print(spec, text ? TemplateOverrides.builtInText(entry.target(), entry.template().name()) : TemplateReference.show(entry));
      } catch (TemplateReference.UnknownTemplate e) {
        throw new ExitException(ExitCodes.USAGE, e.getMessage());
      }
      return ExitCodes.OK;
    }
  }

  private static void print(CommandLine.Model.CommandSpec spec, String text) {
    PrintWriter out = spec.commandLine().getOut();
    out.print(text);
    out.flush();
  }
}
