package dev.genclient.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares rendered files with what is on disk without writing anything: changed, missing and
 * stale files (listed in the on-disk manifest but no longer produced), plus a bounded unified diff.
 */
public final class DriftCheck {
  /** The most diff lines shown in all, so a large drift still gives a readable report. */
  public static final int MAX_DIFF_LINES = 200;

  public DriftReport check(Path dir, List<GeneratedFile> files) throws IOException {
    Path root = dir.toAbsolutePath().normalize();
    List<GeneratedFile> all = new ArrayList<>(files);
    all.add(Manifest.of(files));
    List<String> changed = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    StringBuilder diff = new StringBuilder();
    int budget = MAX_DIFF_LINES;
    Set<String> produced = new HashSet<>();
    for (GeneratedFile file : all) {
      produced.add(file.path());
      Path path = OutputPaths.resolve(root, file.path());
      if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
        missing.add(file.path());
        continue;
      }
      byte[] onDisk = Files.readAllBytes(path);
      if (!Arrays.equals(onDisk, file.bytes())) {
        changed.add(file.path());
        if (budget > 0) {
          String text = isBinary(onDisk) || isBinary(file.bytes())
              ? "Binary file " + file.path() + " differs\n"
              : UnifiedDiff.of(file.path(), new String(onDisk, StandardCharsets.UTF_8), file.content(), budget);
          budget -= (int) text.lines().count();
          diff.append(text);
          if (budget <= 0) {
            diff.append("... diff truncated after ").append(MAX_DIFF_LINES).append(" lines\n");
          }
        }
      }
    }
    List<String> stale = new ArrayList<>();
    if (Files.isDirectory(root)) {
      for (String listed : Manifest.read(root)) {
        if (!produced.contains(listed) && Files.exists(OutputPaths.resolve(root, listed), LinkOption.NOFOLLOW_LINKS)) {
          stale.add(listed);
        }
      }
    }
    return new DriftReport(changed, missing, stale, diff.toString());
  }

  /** Content with a NUL byte is shown as "differs", not as a text diff. */
  private static boolean isBinary(byte[] bytes) {
    for (byte b : bytes) {
      if (b == 0) {
        return true;
      }
    }
    return false;
  }
}
