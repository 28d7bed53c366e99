package dev.genclient.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Reports the change set a write would apply, without writing anything: changed ({@code update}),
 * missing ({@code create}) and stale files (listed in the on-disk manifest but no longer produced),
 * temp files a killed run left behind, plus a bounded unified diff; a refused entry stops it as it
 * stops a write. Files can be compared as they are rendered
 * ({@link #open}), so none of them needs to stay in memory: only paths are kept.
 */
public final class DriftCheck {
  /** The most diff lines shown in all, so a large drift still gives a readable report. */
  public static final int MAX_DIFF_LINES = 200;

  public DriftReport check(Path dir, List<GeneratedFile> files) throws IOException {
    Session session = open(dir);
    for (GeneratedFile file : files) {
      session.add(file);
    }
    return session.finish();
  }

  /** A comparison of {@code dir} whose files come one at a time, in the order the report lists them. */
  public Session open(Path dir) {
    return new Session(dir.toAbsolutePath().normalize());
  }

  /**
   * One directory's comparison: {@link #add} each file, then {@link #finish}. Each file's entry of
   * the change set is taken as a write would take it; a refused one stops the check with the
   * write's message.
   */
  public static final class Session {
    private final Path root;
    private final DiskSnapshot disk;
    private final List<String> changed = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();
    private final StringBuilder diff = new StringBuilder();
    private int budget = MAX_DIFF_LINES;
    /** Each file's path and manifest note, for the manifest this output has. */
    private final SortedMap<String, String> entries = new TreeMap<>();
    private int files;

    private Session(Path root) {
      this.root = root;
      this.disk = new DiskSnapshot(root);
    }

    /** Compares one rendered file with the disk; its bytes are not kept. */
    public void add(GeneratedFile file) throws IOException {
      entries.put(file.path(), file.manifestNote());
      files++;
      compare(file);
    }

    /** The number of files added. */
    public int files() {
      return files;
    }

    /** Compares the manifest, then finds stale files and leftovers: the report. */
    public DriftReport finish() throws IOException {
      compare(Manifest.of(entries));
      List<String> stale = new ArrayList<>();
      if (disk.exists("")) {
        for (String listed : Manifest.read(root)) {
          if (!entries.containsKey(listed) && !listed.equals(Manifest.FILE_NAME)
              && ChangeSet.orRefuse(ChangeSet.previous(listed, disk)) != null) {
            stale.add(listed);
          }
        }
      }
      List<String> leftovers = new ArrayList<>(disk.leftovers());
      leftovers.sort(null);
      return new DriftReport(changed, missing, stale, leftovers, diff.toString());
    }

    private void compare(GeneratedFile file) throws IOException {
      ChangeSet.Change change = ChangeSet.orRefuse(ChangeSet.produced(file.path(), file.bytes(), disk));
      switch (change.state()) {
        case CREATE -> missing.add(file.path());
        case UPDATE -> {
          changed.add(file.path());
          if (budget > 0) {
            showDiff(file);
          }
        }
        default -> {
          // unchanged
        }
      }
    }

    private void showDiff(GeneratedFile file) throws IOException {
      byte[] onDisk = Files.readAllBytes(root.resolve(file.path()));
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
