package dev.genclient.cli;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.ValidationRule;
import dev.genclient.config.ConfigEdit;
import dev.genclient.config.ConfigReader;
import dev.genclient.config.GenerationConfig;
import dev.genclient.output.AtomicFile;
import dev.genclient.release.ReleaseAssets;
import dev.genclient.sync.AssetDigest;
import dev.genclient.sync.CatalogInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gen-client update --asset NEW [--digest sha256:HEX] [--config F] [--allow-breaking]}: moves a configuration's
 * pin to a newer release. The new asset's digest comes from {@code --digest} or from the release's {@code SHA256SUMS}
 * next to it, never from the download alone; the diff from the pinned catalog is shown, and a breaking change stops
 * the move unless allowed. A downloaded asset is saved beside the pinned one; then {@code asset} and {@code digest}
 * are rewritten in the file, every other byte kept.
 */
@Command(name = "update", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Move the pin of a gen-client.yaml ({asset, digest}) to a newer release asset, after showing the diff.",
        "The new digest is --digest, or the line for the asset in the SHA256SUMS next to it; the asset must match it.",
        "A breaking change exits 1 and changes nothing, unless --allow-breaking. Then run gen-client sync."})
final class UpdateCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--asset", paramLabel = "FILE|URL", required = true,
      description = "The new release's catalog asset: a file, or an http(s) URL (saved beside the pinned asset).")
  String asset;

  @Option(names = "--digest", paramLabel = "sha256:HEX",
      description = "The new asset's digest, from the release notes; without it, read from the SHA256SUMS next to the asset.")
  String digest;

  @Option(names = "--config", paramLabel = "FILE", description = "The configuration to update (default: ./gen-client.yaml).")
  Path config;

  @Option(names = "--allow-breaking", description = "Move the pin even when the diff finds breaking changes.")
  boolean allowBreaking;

  @Override
  public Integer call() throws Exception {
    CommandLine commandLine = spec.commandLine();
    PrintWriter out = commandLine.getOut();
    if (digest != null && !AssetDigest.wellFormed(digest)) {
      throw new CommandLine.ParameterException(commandLine, "--digest must be sha256: and 64 hex digits, not '" + digest + "'");
    }
    Path file = config != null ? config : Path.of(ConfigReader.DEFAULT_FILE);
    ConfigReader.Read read = new ConfigReader().read(file);
    if (!(read.config().source() instanceof GenerationConfig.PinnedAsset pinned)) {
      throw read.invalid(List.of(Diagnostic.error(ValidationRule.CONFIG_SYNC, "/catalog", "update moves a pinned release:"
          + " catalog must be {asset: FILE, digest: sha256:HEX} (a catalog file has no pin to move)")));
    }
    CatalogInput current = CatalogInput.read(pinned.asset().toString());
    PinnedSync.verify(current.label(), current.bytes(), pinned.digest());
    CatalogInput next = CatalogInput.read(asset);
    String expected = digest != null ? AssetDigest.normalized(digest) : fromSums();
    out.println("verified " + asset + ": " + PinnedSync.verify(asset, next.bytes(), expected));
    if (expected.equals(pinned.digest())) {
      out.println("already pinned: " + file + " pins " + expected + "; nothing changed");
      out.flush();
      return ExitCodes.OK;
    }

    DiffCommand.Compared compared = DiffCommand.compare(DiffCommand.load(commandLine, current), DiffCommand.load(commandLine, next));
    DiffCommand.print(compared, DiffCommand.Format.TEXT, false, out);
    Catalog before = compared.before().catalog();
    Catalog after = compared.after().catalog();
    if (compared.report().breaking() && !allowBreaking) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "breaking change(s) from " + before.catalogVersion() + " to "
          + after.catalogVersion() + ": the pin was not moved (review them, then run again with --allow-breaking)");
    }

    Path base = file.toAbsolutePath().getParent();
    Path saved = local(next, pinned.asset().getParent());
    String text = Files.readString(file, StandardCharsets.UTF_8);
    String relative = base.relativize(saved.toAbsolutePath().normalize()).toString().replace('\\', '/');
    String edited = rewrite(text, read, relative, expected);
    if (edited == null) {
      throw new ExitException(ExitCodes.IO_ERROR, file + ": cannot find catalog's asset and digest as written to rewrite them;"
          + " set them by hand: asset: " + relative + ", digest: " + expected);
    }
    AtomicFile.writeIfChanged(file, edited.getBytes(StandardCharsets.UTF_8));
    out.println("moved the pin in " + file + ": " + before.name() + " " + before.catalogVersion() + " -> " + after.catalogVersion()
        + " (asset " + relative + ", digest " + expected + "); run gen-client sync" + (config != null ? " --config " + config : "")
        + " to generate from it");
    out.flush();
    return ExitCodes.OK;
  }

  /** The digest the release's SHA256SUMS, next to the asset, lists for it. */
  private String fromSums() throws IOException {
    String sums = CatalogInput.sibling(asset, ReleaseAssets.SUMS_FILE);
    String name = CatalogInput.fileName(asset);
    String hex = ReleaseAssets.sumOf(new String(CatalogInput.read(sums).bytes(), StandardCharsets.UTF_8), name);
    if (hex == null) {
      throw new ExitException(ExitCodes.CHECK_FAILED, sums + " lists no " + name + ": give the digest from the release notes"
          + " with --digest (a digest of the download alone proves nothing); nothing changed");
    }
    return "sha256:" + hex;
  }

  /** The new asset as a local file: itself when it is one, else saved into {@code dir} under its own name. */
  private static Path local(CatalogInput next, Path dir) throws IOException {
    if (!CatalogInput.isUrl(next.label()) && !CatalogInput.isGit(next.label())) {
      return Path.of(next.label());
    }
    Path target = dir.resolve(CatalogInput.fileName(next.label()));
    if (Files.exists(target) && !Arrays.equals(Files.readAllBytes(target), next.bytes())) {
      throw new ExitException(ExitCodes.IO_ERROR, target + " exists with other bytes: move it away and run again; nothing changed");
    }
    AtomicFile.writeIfChanged(target, next.bytes());
    return target;
  }

  /** {@code text} with the pin's asset and digest replaced (the later one first, so the earlier one's position holds). */
  private static String rewrite(String text, ConfigReader.Read read, String asset, String digest) {
    String[][] edits = {{"/catalog/asset", read.root().path("catalog").path("asset").asText(), asset},
        {"/catalog/digest", read.root().path("catalog").path("digest").asText(), digest}};
    if (read.sourceMap().offsetOf(edits[0][0]) < read.sourceMap().offsetOf(edits[1][0])) {
      edits = new String[][] {edits[1], edits[0]};
    }
    String edited = text;
    for (String[] edit : edits) {
      edited = edited == null ? null : ConfigEdit.replace(edited, read.sourceMap(), edit[0], edit[1], edit[2]);
    }
    return edited;
  }
}
