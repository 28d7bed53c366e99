package dev.genclient.cli;

import dev.genclient.targets.og.OgOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The options of the {@code og:<generator>} targets (OpenAPI Generator): {@code --og-option k=v}, {@code --og-template-dir}. */
final class OgOptionsMixin {
  @Option(names = "--og-option", paramLabel = "KEY=VALUE",
      description = "og: targets: an OpenAPI Generator option (additional property), over the curated ones; repeatable.")
  List<String> pairs;

  @Option(names = "--og-template-dir", paramLabel = "DIR",
      description = "og: targets: OpenAPI Generator templates that override the generator's own, file by file.")
  Path templateDir;

  /** Whether any og: option was given. */
  boolean given() {
    return pairs != null || templateDir != null;
  }

  /** The options; a pair without {@code =} or with an empty key, or a template dir that is not a directory, is a usage error. */
  OgOptions toOgOptions(CommandLine commandLine) {
    Map<String, String> options = new LinkedHashMap<>();
    for (String pair : pairs == null ? List.<String>of() : pairs) {
      int eq = pair.indexOf('=');
      if (eq <= 0) {
        throw new CommandLine.ParameterException(commandLine, "--og-option takes KEY=VALUE, not '" + pair + "'");
      }
      options.put(pair.substring(0, eq), pair.substring(eq + 1));
    }
    if (templateDir != null && !Files.isDirectory(templateDir)) {
      throw new CommandLine.ParameterException(commandLine, "--og-template-dir " + templateDir + " is not a directory");
    }
    return new OgOptions(options, templateDir);
  }
}
