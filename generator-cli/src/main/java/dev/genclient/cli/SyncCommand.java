package dev.genclient.cli;

import dev.genclient.config.ConfigReader;
import dev.genclient.pipeline.Generation;
import dev.genclient.sync.AssetDigest;
import dev.genclient.sync.CatalogInput;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.og.OgTargets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code gen-client sync --asset FILE --digest sha256:HEX --lang LANG --out DIR [--check]}: generates
 * a client from a pinned catalog release and records the pin in {@code DIR/gen-client.lock.json};
 * {@code sync --config FILE} (or {@code sync} alone, with ./gen-client.yaml) does so for every
 * target of a configuration whose catalog is a pinned {@code {asset, digest}}.
 */
@Command(name = "sync", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Generate from a released catalog asset pinned by digest, and record the pin in OUT/gen-client.lock.json.",
        "The asset's sha256 is verified first: a mismatch writes nothing and exits 1.",
        "--check exits 1 when the lock's digest or options, or the generated output, drifted.",
        "--config FILE (or no options, with ./gen-client.yaml) syncs every target of a configuration pinned to {asset, digest}."})
final class SyncCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--asset", paramLabel = "FILE|URL",
      description = "The released catalog asset (<name>-catalog-<version>.json): a file, or an http(s) URL fetched and checked against --digest.")
  String asset;

  @Option(names = "--digest", paramLabel = "sha256:HEX", description = "The pinned digest of the asset (the catalog digest).")
  String digest;

  @Option(names = "--lang", paramLabel = "LANG", description = "One target: ${COMPLETION-CANDIDATES}, or og:<generator>.",
      completionCandidates = GenClient.LanguageCandidates.class)
  String lang;

  @Option(names = "--out", paramLabel = "DIR", description = "The output directory (the lock goes here too).")
  Path out;

  @Option(names = "--check", description = "Write nothing; exit 1 when the lock or the output drifted.")
  boolean check;

  @Option(names = "--config", paramLabel = "FILE",
      description = "Sync every target of a gen-client.yaml whose catalog is {asset, digest} (its format: gen-client schema config); a lock per target directory.")
  Path config;

  @Mixin
  OgOptionsMixin og = new OgOptionsMixin();

  @Option(names = "--templates", paramLabel = "DIR",
      description = "Override built-in templates file by file, as generate does (DIR/<lang>/<name>.mustache; gen-client templates list).")
  Path templates;

  @Override
  public Integer call() throws Exception {
    CommandLine commandLine = spec.commandLine();
    boolean none = asset == null && digest == null && lang == null && out == null;
    Path defaultConfig = Path.of(ConfigReader.DEFAULT_FILE);
    if (config != null || (none && Files.isRegularFile(defaultConfig))) {
      if (!none || og.given() || templates != null) {
        throw new CommandLine.ParameterException(commandLine, "--config cannot be combined with --asset, --digest, --lang,"
            + " --out, --og-option, --og-template-dir or --templates: the configuration names them");
      }
      return ConfigSync.run(commandLine, config != null ? config : defaultConfig, check);
    }
    for (Object[] required : new Object[][] {{asset, "--asset"}, {digest, "--digest"}, {lang, "--lang"}, {out, "--out"}}) {
      if (required[0] == null) {
        throw new CommandLine.ParameterException(commandLine, "Missing required option: '" + required[1]
            + "' (or --config FILE, or a " + ConfigReader.DEFAULT_FILE + " in the working directory)");
      }
    }
    Target target = OgTargets.isOgName(lang) ? GenerateCommand.ogTarget(commandLine, lang, og)
        : Targets.byName(lang).orElseThrow(() -> new CommandLine.ParameterException(commandLine,
            "unknown --lang '" + lang + "': expected one of " + String.join(", ", Targets.names()) + ", og:<generator>"));
    if (!AssetDigest.wellFormed(digest)) {
      throw new CommandLine.ParameterException(commandLine, "--digest must be sha256: and 64 hex digits, not '" + digest + "'");
    }
    TargetOptions options = TargetOptionsMixin.read(commandLine);
    return new PinnedSync(commandLine, CatalogInput.read(asset), digest, templates).run(List.of(new Generation.Job(target, options, out)), check);
  }
}
