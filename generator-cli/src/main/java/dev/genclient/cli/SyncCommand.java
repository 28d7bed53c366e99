package dev.genclient.cli;

import dev.genclient.catalog.Catalog;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.GeneratorVersion;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.sync.AssetDigest;
import dev.genclient.sync.SyncLock;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gen-client sync --asset FILE --digest sha256:HEX --lang LANG --out DIR [--check]}: generates
 * a client from a pinned catalog release and records the pin in {@code DIR/gen-client.lock.json}.
 */
@Command(name = "sync", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Generate from a released catalog asset pinned by digest, and record the pin in OUT/gen-client.lock.json.",
        "The asset's sha256 is verified first: a mismatch writes nothing and exits 1.",
        "--check exits 1 when the lock's digest or options, or the generated output, drifted."})
final class SyncCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--asset", paramLabel = "FILE", required = true, description = "The released catalog asset (<name>-catalog-<version>.json).")
  Path asset;

  @Option(names = "--digest", paramLabel = "sha256:HEX", required = true, description = "The pinned digest of the asset (the catalog digest).")
  String digest;

  @Option(names = "--lang", paramLabel = "LANG", required = true, description = "One target: ${COMPLETION-CANDIDATES}.",
      completionCandidates = GenClient.LanguageCandidates.class)
  String lang;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "The output directory (the lock goes here too).")
  Path out;

  @Option(names = "--check", description = "Write nothing; exit 1 when the lock or the output drifted.")
  boolean check;

  @Option(names = "--templates", paramLabel = "DIR",
      description = "Override built-in templates file by file, as generate does (DIR/<lang>/<name>.mustache; gen-client templates list).")
  Path templates;


  @Override
  public Integer call() throws Exception {
    Target target = Targets.byName(lang).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
        "unknown --lang '" + lang + "': expected one of " + String.join(", ", Targets.names())));
    if (!AssetDigest.wellFormed(digest)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--digest must be sha256: and 64 hex digits, not '" + digest + "'");
    }
    TargetOptions options = TargetOptionsMixin.read(spec.commandLine());
    String pinned = AssetDigest.normalized(digest);
    String actual = AssetDigest.of(asset);
    if (!actual.equals(pinned)) {
      throw new ExitException(ExitCodes.CHECK_FAILED, asset + ": digest mismatch: the file has " + actual + ", the pin is " + pinned
          + "; nothing was written (download the asset again, or update the pin)");
    }
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.println("verified " + asset + ": " + actual);
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(asset);
    prepared.warnings().forEach(spec.commandLine().getErr()::println);
    if (!prepared.linked().catalog().digest().equals(pinned)) {
      spec.commandLine().getErr().println("gen-client: warning: " + asset + " is not a canonical release asset: its catalog digest is "
          + prepared.linked().catalog().digest() + " (make assets with gen-client release)");
    }
    Generation generation = new Generation(templates);
    Generation.Rendered rendered = generation.render(prepared, List.of(new Generation.Job(target, options, out))).get(0);
    Catalog catalog = prepared.linked().catalog();
    SyncLock lock = SyncLock.of(catalog.name(), catalog.catalogVersion(), pinned, GeneratorVersion.get(), target, options);
    if (check) {
      List<String> drift = new ArrayList<>(Files.isDirectory(out) ? lock.differencesFrom(out) : List.of("missing: " + out));
      drift.forEach(stdout::println);
      boolean outputInStep = generation.check(List.of(rendered), stdout);
      stdout.flush();
      if (!drift.isEmpty() || !outputInStep) {
        throw new ExitException(ExitCodes.CHECK_FAILED, "sync drift found: run the same sync without --check");
      }
      stdout.println("in step: " + out + " (" + catalog.name() + " " + catalog.catalogVersion() + ", " + pinned + ")");
      return ExitCodes.OK;
    }
    GeneratedFile lockFile = GeneratedFile.verbatim(SyncLock.FILE_NAME, lock.toJson().getBytes(StandardCharsets.UTF_8));
    generation.write(List.of(rendered.withUnlisted(List.of(lockFile))), stdout);
    stdout.flush();
    return ExitCodes.OK;
  }
}
