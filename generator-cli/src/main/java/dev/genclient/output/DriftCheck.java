package dev.genclient.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Compares rendered files with what is on disk without writing anything: changed, missing and
 * stale files (listed in the on-disk manifest but no longer produced), temp files a killed run
 * left behind, plus a bounded unified diff. Files can be compared as they are rendered
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

  /** One directory's comparison: {@link #add} each file, then {@link #finish}. */
  public static final class Session {
    private final Path root;
    private final List<String> changed = new ArrayList<>();
    private final List<String> missing = new ArrayList<>();
    private final StringBuilder diff = new StringBuilder();
    private int budget = MAX_DIFF_LINES;
    /** Each file's path and manifest note, for the manifest this output has. */
    private final SortedMap<String, String> entries = new TreeMap<>();
    private final TreeSet<String> dirs = new TreeSet<>();
    private int files;

    private Session(Path root) {
      this.root = root;
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
      List<String> leftovers = new ArrayList<>();
      if (Files.isDirectory(root)) {
        for (String listed : Manifest.read(root)) {
          if (!entries.containsKey(listed) && !listed.equals(Manifest.FILE_NAME)
              && OutputPaths.lstat(OutputPaths.resolve(root, listed), BasicFileAttributes.class) != null) {
            stale.add(listed);
          }
        }
        for (String sub : dirs) {
          leftovers.addAll(leftovers(root, sub));
        }
      }
      return new DriftReport(changed, missing, stale, leftovers, diff.toString());
    }

    private void compare(GeneratedFile file) throws IOException {
      dirs.add(OutputPaths.parentOf(file.path()));
      Path path = OutputPaths.resolve(root, file.path());
      BasicFileAttributes attributes = OutputPaths.lstat(path, BasicFileAttributes.class);
      if (attributes == null || !attributes.isRegularFile()) {
        missing.add(file.path());
        return;
      }
      boolean sameSize = attributes.size() == file.bytes().length;
      if (sameSize || budget > 0) {
        byte[] onDisk = sameSize ? OutputPaths.read(path, file.bytes().length) : Files.readAllBytes(path);
        if (Arrays.equals(onDisk, file.bytes())) {
          return;
        }
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
      changed.add(file.path());
    }
  }

  /** The temp files and directories of killed runs in one directory (none when it is missing). */
  private static List<String> leftovers(Path root, String dir) throws IOException {
    Path path = dir.isEmpty() ? root : root.resolve(dir);
    List<String> out = new ArrayList<>();
    BasicFileAttributes attributes = OutputPaths.lstat(path, BasicFileAttributes.class);
    if (attributes == null || !attributes.isDirectory()) {
      return out;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (DirectoryPlan.isLeftover(name)) {
          out.add(dir.isEmpty() ? name : dir + "/" + name);
        }
      }
    }
    out.sort(null);
    return out;
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
