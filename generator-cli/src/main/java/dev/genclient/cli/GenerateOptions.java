package dev.genclient.cli;

import java.nio.file.Path;
import java.util.List;
import dev.genclient.report.ReportFormat;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options of generation, shared by the root form ({@code gen-client --catalog ...}) and {@code generate}. */
final class GenerateOptions {
  @Option(names = "--catalog", paramLabel = "FILE", description = "The catalog (operations.json).")
  Path catalog;

  @Option(names = "--lang", paramLabel = "LANG", split = ",",
      description = "Targets: ${COMPLETION-CANDIDATES}, all, og:<generator> (OpenAPI Generator), or a comma list. With more than one, files go under OUT/<lang>/ (og:go under OUT/og-go/).",
      completionCandidates = GenClient.LanguageCandidates.class)
  List<String> languages;

  @Option(names = "--out", paramLabel = "DIR", description = "The output directory.")
  Path out;

  @Option(names = "--check", description = "Render in memory and compare with OUT: name every changed, missing and stale file, write nothing, exit 1 on drift.")
  boolean check;

  @Option(names = "--templates", paramLabel = "DIR", description = "Override built-in templates file by file (DIR/<lang>/<name>.mustache, or DIR/<name>.mustache; gen-client templates list).")
  Path templates;

  @Option(names = "--config", paramLabel = "FILE",
      description = "Generate every target of a gen-client.yaml (docs/config.md); `generate` without options reads ./gen-client.yaml.")
  Path config;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "How --check reports drift: text (the default), json (one document) or github (GitHub Actions annotations).")
  ReportFormat format = ReportFormat.TEXT;

  @Option(names = "--quiet", description = "Print only problems: no line per directory written or in step.")
  boolean quiet;

  @Option(names = "--timings", description = "Print how long each phase took (load, validate, link, each target's render, write or check) to stderr.")
  boolean timings;

  @Mixin
  OgOptionsMixin og = new OgOptionsMixin();

  /** None of the required options was given: the command prints its usage. */
  boolean none() {
    return catalog == null && languages == null && out == null;
  }
}
