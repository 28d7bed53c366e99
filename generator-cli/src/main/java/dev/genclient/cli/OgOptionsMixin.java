package dev.genclient.cli;

import dev.genclient.targets.og.OgOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options of the {@code og:<generator>} targets (OpenAPI Generator): {@code --og-option k=v},
 * {@code --og-template-dir}. {@code sync} reads them by annotation; the root form and
 * {@code generate} declare them in code ({@link #addTo}), from the same names and texts.
 */
final class OgOptionsMixin {
  private static final String PAIRS = "--og-option";
  private static final String PAIRS_LABEL = "KEY=VALUE";
  private static final String PAIRS_TEXT = "og: targets: an OpenAPI Generator option (additional property), over the curated ones; repeatable.";
  private static final String TEMPLATES = "--og-template-dir";
  private static final String TEMPLATES_LABEL = "DIR";
  private static final String TEMPLATES_TEXT = "og: targets: OpenAPI Generator templates that override the generator's own, file by file.";

  @Option(names = PAIRS, paramLabel = PAIRS_LABEL, description = PAIRS_TEXT)
  List<String> pairs;

  @Option(names = TEMPLATES, paramLabel = TEMPLATES_LABEL, description = TEMPLATES_TEXT)
  Path templateDir;

  /** Adds the two options to {@code spec}, reading into this object. */
  void addTo(CommandSpec spec) {
    spec.addOption(OptionBinding.strings(PAIRS, () -> pairs, v -> pairs = v)
        .paramLabel(PAIRS_LABEL).description(PAIRS_TEXT).build());
    spec.addOption(OptionBinding.option(TEMPLATES, Path.class, () -> templateDir, v -> templateDir = v)
        .paramLabel(TEMPLATES_LABEL).description(TEMPLATES_TEXT).build());
  }

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
