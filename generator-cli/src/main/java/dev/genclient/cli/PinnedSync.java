package dev.genclient.cli;

import dev.genclient.catalog.Catalog;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.GeneratorVersion;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.pipeline.Generation;
import dev.genclient.report.ShownPath;
import dev.genclient.sync.AssetDigest;
import dev.genclient.sync.CatalogInput;
import dev.genclient.sync.SyncLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * One sync: a released catalog asset, verified against its pinned digest, generated into every
 * job's directory, with a {@code gen-client.lock.json} beside each job's output recording the pin,
 * the target and its options; or, with {@code check}, each lock and each output compared.
 * Shared by {@code sync --asset ... --lang ...} (one job) and {@code sync --config} (every target).
 */
final class PinnedSync {
  private final CommandLine commandLine;
  private final CatalogInput asset;
  private final String pinned;
  private final Path templates;

  /** A sync of {@code asset} (read whole: a file or a download), pinned by {@code digest} (well-formed), with {@code templates} overrides (null: none). */
  PinnedSync(CommandLine commandLine, CatalogInput asset, String digest, Path templates) {
    this.commandLine = commandLine;
    this.asset = asset;
    this.pinned = AssetDigest.normalized(digest);
    this.templates = templates;
  }

  /**
   * The asset's digest, when it is {@code digest}; otherwise nothing may be generated from it.
   *
   * @throws ExitException (exit 1) on a mismatch
   */
  static String verify(Path asset, String digest) throws IOException {
    return verify(asset.toString(), Files.readAllBytes(asset), digest);
  }

  /** {@link #verify(Path, String)} for an asset's bytes, named {@code label}. */
  static String verify(String label, byte[] bytes, String digest) {
    String actual = AssetDigest.of(bytes);
    if (!actual.equals(AssetDigest.normalized(digest))) {
      throw new ExitException(ExitCodes.CHECK_FAILED, label + ": digest mismatch: the file has " + actual + ", the pin is "
          + AssetDigest.normalized(digest) + "; nothing was written (download the asset again, or update the pin)");
    }
    return actual;
  }

  /** Generates every job (or checks every lock and output, with {@code check}); the exit code. */
  int run(List<Generation.Job> jobs, boolean check) throws Exception {
    PrintWriter stdout = commandLine.getOut();
    stdout.println("verified " + asset.label() + ": " + verify(asset.label(), asset.bytes(), pinned));
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(asset.label(), asset.bytes());
    prepared.warnings().forEach(commandLine.getErr()::println);
    Catalog catalog = prepared.linked().catalog();
    if (!catalog.digest().equals(pinned)) {
      commandLine.getErr().println("gen-client: warning: " + asset.label() + " is not a canonical release asset: its catalog digest is "
          + catalog.digest() + " (make assets with gen-client release)");
    }
    Generation generation = new Generation(templates);
    List<SyncLock> locks = new ArrayList<>();
    for (Generation.Job job : jobs) {
      locks.add(SyncLock.of(catalog.name(), catalog.catalogVersion(), pinned, GeneratorVersion.get(), job.target(),
          job.options(), job.dir()));
    }
    if (check) {
      List<Generation.Checked> checked = generation.reports(prepared, jobs);
      List<String> drift = new ArrayList<>();
      for (int i = 0; i < jobs.size(); i++) {
        Path dir = jobs.get(i).dir();
        drift.addAll(Files.isDirectory(dir) ? locks.get(i).differencesFrom(dir) : List.of("missing: " + ShownPath.of(dir.toString())));
      }
      drift.forEach(stdout::println);
      boolean outputInStep = Generation.print(checked, stdout, dir -> ShownPath.of(dir.toString()));
      stdout.flush();
      if (!drift.isEmpty() || !outputInStep) {
        throw new ExitException(ExitCodes.CHECK_FAILED, "sync drift found: run the same sync without --check");
      }
      for (Generation.Job job : jobs) {
        stdout.println("in step: " + ShownPath.of(job.dir().toString()) + " (" + catalog.name() + " " + catalog.catalogVersion() + ", " + pinned + ")");
      }
      return ExitCodes.OK;
    }
    List<List<GeneratedFile>> lockFiles = new ArrayList<>();
    for (SyncLock lock : locks) {
      lockFiles.add(List.of(GeneratedFile.verbatim(SyncLock.FILE_NAME, lock.toJson().getBytes(StandardCharsets.UTF_8))));
    }
    generation.write(prepared, jobs, lockFiles, stdout);
    stdout.flush();
    return ExitCodes.OK;
  }
}
