package dev.genclient.cli;

import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options the targets declare ({@code --package}, {@code --module}, ...), as one mixin every
 * command that renders a target carries. The CLI knows no target's options: they come from
 * {@link Targets#options()}.
 */
final class TargetOptionsMixin {
  static final String NAME = "targetOptions";

  private TargetOptionsMixin() {}

  /** The mixin: one option per declared target option. */
  static CommandSpec spec() {
    CommandSpec mixin = CommandSpec.create();
    for (TargetOption option : Targets.options()) {
      mixin.addOption(OptionSpec.builder(option.flag()).paramLabel(option.paramLabel())
          .description(option.description()).type(String.class).build());
    }
    return mixin;
  }

  /** The values given on {@code commandLine}; a value its target refuses is a usage error (exit 2). */
  static TargetOptions read(CommandLine commandLine) {
    Map<String, String> values = new HashMap<>();
    for (TargetOption option : Targets.options()) {
      String value = commandLine.getCommandSpec().findOption(option.flag()).getValue();
      String problem = option.problem(value);
      if (problem != null) {
        throw new CommandLine.ParameterException(commandLine, problem);
      }
      if (value != null) {
        values.put(option.key(), value);
      }
    }
    TargetOptions options = new TargetOptions(values);
    String problem = PackageLayout.problem(options);
    if (problem != null) {
      throw new CommandLine.ParameterException(commandLine, problem);
    }
    return options;
  }
}
