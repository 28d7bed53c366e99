package dev.genclient.release;

import dev.genclient.output.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Writes release assets into a directory, never replacing a published asset with different bytes:
 * every asset is checked before any is written, so a refused release writes nothing. The
 * directory's {@code SHA256SUMS} keeps the lines of other releases already in it.
 */
public final class ReleaseWriter {
  /** An asset already in the directory holds other bytes: the version was released from another catalog. */
  public static final class ConflictException extends Exception {
    private final List<Path> conflicts;

    ConflictException(List<Path> conflicts) {
      super("refusing to overwrite released asset(s) with different content: " + conflicts);
      this.conflicts = List.copyOf(conflicts);
    }

    public List<Path> conflicts() {
      return conflicts;
    }
  }

  /** What a release did: files written and files already present with the same bytes. */
  public record Result(List<String> written, List<String> unchanged) {}

  /** Writes the assets and the merged {@code SHA256SUMS}, or nothing when any asset conflicts. */
  public Result write(Path dir, List<ReleaseAssets.Asset> assets) throws IOException, ConflictException {
    List<Path> conflicts = new ArrayList<>();
    for (ReleaseAssets.Asset asset : assets) {
      Path target = dir.resolve(asset.fileName());
      if (Files.exists(target) && !(Files.isRegularFile(target) && Arrays.equals(Files.readAllBytes(target), asset.bytes()))) {
        conflicts.add(target);
      }
    }
    Path sumsFile = dir.resolve(ReleaseAssets.SUMS_FILE);
    String sums = ReleaseAssets.sums(Files.isRegularFile(sumsFile) ? Files.readString(sumsFile, StandardCharsets.UTF_8) : null, assets);
    if (sums == null || (Files.exists(sumsFile) && !Files.isRegularFile(sumsFile))) {
      conflicts.add(sumsFile);
    }
    if (!conflicts.isEmpty()) {
      throw new ConflictException(conflicts);
    }
    Files.createDirectories(dir);
    List<ReleaseAssets.Asset> all = new ArrayList<>(assets);
    all.add(new ReleaseAssets.Asset(ReleaseAssets.SUMS_FILE, sums.getBytes(StandardCharsets.UTF_8)));
    List<String> written = new ArrayList<>();
    List<String> unchanged = new ArrayList<>();
    for (ReleaseAssets.Asset asset : all) {
      (AtomicFile.writeIfChanged(dir.resolve(asset.fileName()), asset.bytes()) ? written : unchanged).add(asset.fileName());
    }
    return new Result(written, unchanged);
  }
}
