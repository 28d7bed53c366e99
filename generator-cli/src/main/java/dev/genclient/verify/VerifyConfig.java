package dev.genclient.verify;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code gen-client.yaml}'s {@code verify:} section as defaults of {@code verify}: each key is a
 * long option without its dashes, and an option given on the command line wins. The merge turns
 * the section into arguments placed before the command line's own and parses them again, so a
 * value from the file is converted and checked exactly as the same option typed by hand.
 */
final class VerifyConfig {
  private VerifyConfig() {}

  /** The command with the configuration's defaults applied; itself when there is no configuration. */
  static VerifyCommand merge(VerifyCommand command) throws IOException, CatalogException {
    Path file = command.config;
    if (file == null) {
      Path fallback = Path.of(ConfigReader.DEFAULT_FILE);
      if (!Files.isRegularFile(fallback)) {
        return command;
      }
      file = fallback;
    }
    ConfigReader.Read read = new ConfigReader().read(file);
    GenerationConfig config = read.config();
    CommandLine.ParseResult given = command.spec.commandLine().getParseResult();
    Path base = config.file().toAbsolutePath().getParent();
    List<String> args = new ArrayList<>();
    List<Diagnostic> problems = new ArrayList<>();
    JsonNode section = config.verify();
    if (section != null) {
      for (Iterator<Map.Entry<String, JsonNode>> it = section.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> entry = it.next();
        OptionSpec option = command.spec.findOption("--" + entry.getKey());
        if (option == null || option.longestName().equals("--config") || option.usageHelp() || option.versionHelp()) {
          problems.add(Diagnostic.error(ValidationRule.CONFIG, "/verify/" + SourceMap.escape(entry.getKey()),
              "unknown key " + MessageText.quote(entry.getKey()) + " (expected one of verify's long options: " + optionNames(command) + ")"));
          continue;
        }
        if (given.hasMatchedOption(option)) {
          continue;
        }
        JsonNode value = entry.getValue();
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
          args.add(option.longestName());
          args.add(option.type() == Path.class ? base.resolve(item.asText()).normalize().toString() : item.asText());
        }
      }
    }
    if (!problems.isEmpty()) {
      throw read.invalid(problems);
    }
    boolean catalogInSection = section != null && section.has("catalog");
    if (!given.hasMatchedOption("--catalog") && !catalogInSection && config.source() instanceof GenerationConfig.CatalogFile catalog) {
      args.add("--catalog");
      args.add(catalog.path().toString());
    }
    for (OptionSpec option : given.matchedOptions()) {
      if (command.spec.options().contains(option) && !option.inherited()) {
        for (String value : option.originalStringValues()) {
          args.add(option.longestName());
          args.add(value);
        }
      }
    }
    CommandLine merged = new CommandLine(new VerifyCommand());
    merged.setOut(command.spec.commandLine().getOut());
    merged.setErr(command.spec.commandLine().getErr());
    merged.setCaseInsensitiveEnumValuesAllowed(true);
    merged.parseArgs(args.toArray(String[]::new));
    return merged.getCommand();
  }

  private static String optionNames(VerifyCommand command) {
    List<String> names = new ArrayList<>();
    for (OptionSpec option : command.spec.options()) {
      String name = option.longestName();
      if (name.startsWith("--") && !option.usageHelp() && !option.versionHelp() && !name.equals("--config") && !name.equals("--verbose")) {
        names.add(name.substring(2));
      }
    }
    return String.join(", ", names);
  }
}
