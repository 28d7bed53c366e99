package dev.genclient.cli;

import static dev.genclient.cli.OptionBinding.option;
import static dev.genclient.cli.OptionBinding.strings;

import dev.genclient.report.ReportFormat;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The options of generation, shared by the root form ({@code gen-client --catalog ...}) and {@code generate}. */
final class GenerateOptions {
  static final String NAME = "generateOptions";

  Path catalog;
  List<String> languages;
  Path out;
  boolean check;
  Path templates;
  Path config;
  ReportFormat format = ReportFormat.TEXT;
  boolean quiet;
  boolean timings;
  final OgOptionsMixin og = new OgOptionsMixin();

  /** The options as a mixin that reads into {@code o}, in the order help lists them. */
  static CommandSpec spec(GenerateOptions o) {
    CommandSpec mixin = CommandSpec.create();
    mixin.addOption(option("--catalog", Path.class, () -> o.catalog, v -> o.catalog = v).paramLabel("FILE")
        .description("The catalog (operations.json).").build());
    mixin.addOption(strings("--lang", () -> o.languages, v -> o.languages = v)
        .paramLabel("LANG").splitRegex(",").completionCandidates(new GenClient.LanguageCandidates())
        .description("Targets: ${COMPLETION-CANDIDATES}, all, og:<generator> (OpenAPI Generator), or a comma list. With more than one, files go under OUT/<lang>/ (og:go under OUT/og-go/).")
        .build());
    mixin.addOption(option("--out", Path.class, () -> o.out, v -> o.out = v).paramLabel("DIR")
        .description("The output directory.").build());
    mixin.addOption(option("--check", boolean.class, () -> o.check, v -> o.check = v)
        .description("Render in memory and compare with OUT: name every changed, missing and stale file, write nothing, exit 1 on drift.").build());
    mixin.addOption(option("--templates", Path.class, () -> o.templates, v -> o.templates = v).paramLabel("DIR")
        .description("Override built-in templates file by file (DIR/<lang>/<name>.mustache, or DIR/<name>.mustache; gen-client templates list).").build());
    mixin.addOption(option("--config", Path.class, () -> o.config, v -> o.config = v).paramLabel("FILE")
        .description("Generate every target of a gen-client.yaml (its format: gen-client schema config); `generate` without options reads ./gen-client.yaml.").build());
    mixin.addOption(option("--format", ReportFormat.class, () -> o.format, v -> o.format = v).paramLabel("FORMAT")
        .description("How --check reports drift: text (the default), json (one document) or github (GitHub Actions annotations).").build());
    mixin.addOption(option("--quiet", boolean.class, () -> o.quiet, v -> o.quiet = v)
        .description("Print only problems: no line per directory written or in step.").build());
    mixin.addOption(option("--timings", boolean.class, () -> o.timings, v -> o.timings = v)
        .description("Print how long each phase took (load, validate, link, each target's render, write or check) to stderr.").build());
    o.og.addTo(mixin);
    return mixin;
  }

  /** None of the required options was given: the command prints its usage. */
  boolean none() {
    return catalog == null && languages == null && out == null;
  }
}
