package dev.genclient.output;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What writing one output directory will do, decided before anything changes: which directories
 * to create, which files to write, which are unchanged, which stale files to remove, which
 * leftovers of a killed run to clean. Deciding reads the directory once — a listing per existing
 * directory, a {@code lstat} per file already there (and its bytes when the size matches) — and
 * pays each safety check once per directory: a generated directory that is a symbolic link must
 * resolve inside the output root, the root is resolved once.
 *
 * <p>Applying writes each file into a temp directory made by {@link Files#createTempDirectory} in
 * the output root (owner-only, so nobody can swap a file in it), then renames it over its target:
 * create, write, close and rename per file. New files get {@code rw-r--r--} (asked of {@code open};
 * the result is looked at once per run in case a umask narrows it), a rewritten file keeps the
 * permissions it had.
 */
final class DirectoryPlan {
  private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");
  private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
  /** Temp files of earlier writers ({@code .gen-client-*.tmp}) and this writer's temp directories ({@code .gen-client-<digits>}). */
  private static final Pattern LEFTOVER = Pattern.compile("\\.gen-client-(.*\\.tmp|\\d+)");
  private static final String TEMP_PREFIX = ".gen-client-";

  private record Write(Path target, byte[] bytes, Set<PosixFilePermission> permissions) {}

  /** Whether a name in an output directory is a temp file or directory a killed run left behind. */
  static boolean isLeftover(String name) {
    return LEFTOVER.matcher(name).matches();
  }

  private final Path root;
  private final List<Path> createDirs = new ArrayList<>();
  private final List<Path> leftovers = new ArrayList<>();
  private final List<Write> writes = new ArrayList<>();
  private final List<Path> staleFiles = new ArrayList<>();
  private final List<String> removed = new ArrayList<>();
  private final List<String> keptLinks = new ArrayList<>();
  private final List<String> unlistedWritten = new ArrayList<>();
  private Write manifestFirst;
  private Write manifestLast;
  private int written;
  private int unchanged;
  private int operations;

  private DirectoryPlan(Path root) {
    this.root = root;
  }

  /** Decides what writing {@code files} (listed in the manifest) and {@code unlisted} into {@code root} does. */
  static DirectoryPlan of(Path root, List<GeneratedFile> files, List<GeneratedFile> unlisted) throws IOException {
    DirectoryPlan plan = new DirectoryPlan(root);
    plan.decide(files, unlisted);
    return plan;
  }

  private void decide(List<GeneratedFile> files, List<GeneratedFile> unlisted) throws IOException {
    List<String> previous = Manifest.read(root);
    operations += 4;
    Map<String, GeneratedFile> produced = new HashMap<>();
    TreeSet<String> producedPaths = new TreeSet<>();
    for (GeneratedFile file : files) {
      OutputPaths.resolve(root, file.path());
      if (produced.put(file.path(), file) != null) {
        throw new IllegalStateException("two generated files at " + file.path());
      }
      producedPaths.add(file.path());
    }
    for (GeneratedFile file : unlisted) {
      OutputPaths.resolve(root, file.path());
    }
    Set<String> unlistedPaths = new HashSet<>();
    unlisted.forEach(f -> unlistedPaths.add(f.path()));
    List<String> stale = previous.stream()
        .filter(p -> !produced.containsKey(p) && !unlistedPaths.contains(p))
        .sorted().toList();

    Directories dirs = new Directories();
    for (String path : producedPaths) {
      dirs.need(OutputPaths.parentOf(path), true);
    }
    for (GeneratedFile file : unlisted) {
      dirs.need(OutputPaths.parentOf(file.path()), true);
    }
    for (String path : stale) {
      dirs.need(OutputPaths.parentOf(path), false);
    }
    dirs.inspect();

    for (String path : producedPaths) {
      Write write = decideWrite(dirs, path, produced.get(path).bytes());
      if (write == null) {
        unchanged++;
      } else {
        writes.add(write);
        written++;
      }
    }
    for (GeneratedFile file : unlisted) {
      Write write = decideWrite(dirs, file.path(), file.bytes());
      if (write != null) {
        writes.add(write);
        unlistedWritten.add(file.path());
      }
    }
    for (String path : stale) {
      if (!dirs.lists(OutputPaths.parentOf(path), OutputPaths.nameOf(path))) {
        continue;
      }
      Path target = root.resolve(path);
      BasicFileAttributes attributes = lstat(target);
      if (attributes == null) {
        continue;
      }
      if (attributes.isSymbolicLink()) {
        keptLinks.add(path);
      } else if (attributes.isRegularFile()) {
        staleFiles.add(target);
        removed.add(path);
      }
    }
    decideManifest(dirs, previous, Manifest.entries(files), stale);
  }

  /**
   * The manifest lists every file this run may create before the first one is created, so a run
   * killed half-way leaves no file outside it: with no stale files the final manifest goes first;
   * with stale files and new paths, the union goes first and the final one last.
   */
  private void decideManifest(Directories dirs, List<String> previous, SortedMap<String, String> produced, List<String> stale)
      throws IOException {
    Write last = decideWrite(dirs, Manifest.FILE_NAME, Manifest.of(produced).bytes());
    if (last == null) {
      return;
    }
    if (stale.isEmpty()) {
      manifestFirst = last;
      return;
    }
    manifestLast = last;
    if (!new HashSet<>(previous).containsAll(produced.keySet())) {
      SortedMap<String, String> union = new TreeMap<>();
      previous.forEach(path -> union.put(path, null));
      union.putAll(produced);
      manifestFirst = new Write(last.target(), Manifest.of(union).bytes(), last.permissions());
    }
  }

  /** The write of {@code bytes} to {@code path}, or null when the file there holds exactly them. */
  private Write decideWrite(Directories dirs, String path, byte[] bytes) throws IOException {
    Path target = root.resolve(path);
    if (!dirs.lists(OutputPaths.parentOf(path), OutputPaths.nameOf(path))) {
      return new Write(target, bytes, null);
    }
    BasicFileAttributes attributes = lstat(target);
    if (attributes == null) {
      return new Write(target, bytes, null);
    }
    if (attributes.isSymbolicLink()) {
      throw new OutputException("refusing to write through the symbolic link " + target
          + "; nothing was changed: remove the link, then run again");
    }
    if (!attributes.isRegularFile()) {
      throw new OutputException("refusing to write " + target + ": something other than a regular file is there;"
          + " nothing was changed: move it away, then run again");
    }
    if (attributes.size() == bytes.length && Arrays.equals(read(target, bytes.length), bytes)) {
      return null;
    }
    Set<PosixFilePermission> permissions = attributes instanceof PosixFileAttributes posix ? posix.permissions() : null;
    return new Write(target, bytes, permissions);
  }

  /** Carries the decisions out. */
  OutputWriter.Result apply() throws IOException {
    for (Path dir : createDirs) {
      Files.createDirectory(dir);
      operations++;
    }
    List<String> cleaned = new ArrayList<>();
    for (Path leftover : leftovers) {
      deleteLeftover(leftover);
      cleaned.add(root.relativize(leftover).toString());
    }
    Writer writer = new Writer();
    try {
      if (manifestFirst != null) {
        writer.write(manifestFirst);
      }
      for (Write write : writes) {
        writer.write(write);
      }
      for (Path stale : staleFiles) {
        Files.delete(stale);
        operations++;
        removeEmptyParents(stale.getParent());
      }
      if (manifestLast != null) {
        writer.write(manifestLast);
      }
    } finally {
      writer.close();
    }
    return new OutputWriter.Result(written, unchanged, removed, keptLinks, cleaned, unlistedWritten, operations);
  }

  /** Writes files through one owner-only temp directory in the root, created on the first write. */
  private final class Writer implements AutoCloseable {
    private Path tempDir;
    private int next;
    /** Null until the first new file shows whether the umask narrows the permissions asked of open. */
    private Boolean umaskNarrows;

    void write(Write write) throws IOException {
      if (tempDir == null) {
        tempDir = Files.createTempDirectory(root, TEMP_PREFIX);
        operations++;
      }
      Path temp = tempDir.resolve(Integer.toString(next++));
      create(temp, write);
      try {
        Files.move(temp, write.target(), StandardCopyOption.ATOMIC_MOVE);
        operations++;
      } catch (AtomicMoveNotSupportedException e) {
        // The target's directory is another file system (a mount inside the output): a temp file beside it.
        Files.delete(temp);
        Path beside = Files.createTempFile(write.target().getParent(), TEMP_PREFIX, ".tmp");
        try {
          Files.write(beside, write.bytes());
          if (POSIX) {
            Files.setPosixFilePermissions(beside, write.permissions() == null ? NEW_FILE : write.permissions());
          }
          Files.move(beside, write.target(), StandardCopyOption.ATOMIC_MOVE);
        } finally {
          Files.deleteIfExists(beside);
        }
        operations += 9;
      }
    }

    private void create(Path temp, Write write) throws IOException {
      Set<PosixFilePermission> wanted = write.permissions() == null ? NEW_FILE : write.permissions();
      FileAttribute<?>[] attributes = POSIX
          ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(wanted)}
          : new FileAttribute<?>[0];
      try (FileChannel channel = FileChannel.open(temp, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
          attributes)) {
        ByteBuffer buffer = ByteBuffer.wrap(write.bytes());
        while (buffer.hasRemaining()) {
          channel.write(buffer);
        }
      }
      operations += 3;
      if (!POSIX) {
        return;
      }
      if (umaskNarrows == null) {
        umaskNarrows = !Files.getPosixFilePermissions(temp).equals(wanted);
        operations++;
      }
      if (umaskNarrows || !wanted.equals(NEW_FILE)) {
        Files.setPosixFilePermissions(temp, wanted);
        operations++;
      }
    }

    @Override
    public void close() throws IOException {
      if (tempDir != null) {
        deleteLeftover(tempDir);
      }
    }
  }

  /** Each directory the run touches, looked at once: to create, there (with its names), or refused. */
  private final class Directories {
    private final TreeSet<String> needed = new TreeSet<>();
    private final Set<String> forWriting = new HashSet<>();
    private final Set<String> missing = new HashSet<>();
    private final Map<String, Set<String>> names = new HashMap<>();

    /** Needs {@code dir} and its parents: looked at, and created when {@code writing} puts a file in it. */
    void need(String dir, boolean writing) {
      for (String d = dir; ; d = OutputPaths.parentOf(d)) {
        boolean fresh = needed.add(d);
        boolean freshForWriting = writing && forWriting.add(d);
        if (d.isEmpty() || (!fresh && !freshForWriting)) {
          return;
        }
      }
    }

    void inspect() throws IOException {
      Path realRoot = null;
      for (String dir : needed) {
        Path path = dir.isEmpty() ? root : root.resolve(dir);
        if (!dir.isEmpty()) {
          if (missing.contains(OutputPaths.parentOf(dir))) {
            markMissing(dir, path);
            continue;
          }
          BasicFileAttributes attributes = lstat(path);
          if (attributes == null) {
            markMissing(dir, path);
            continue;
          }
          if (attributes.isSymbolicLink()) {
            if (realRoot == null) {
              realRoot = root.toRealPath();
              operations += 2;
            }
            Path real = path.toRealPath();
            operations += 2;
            if (!real.startsWith(realRoot) || !Files.isDirectory(real)) {
              throw new OutputException("refusing to write under " + path + ": it is a symbolic link to " + real
                  + ", outside " + root + "; nothing was changed: remove the link, then run again");
            }
          } else if (!attributes.isDirectory()) {
            throw new OutputException("refusing to write under " + path + ": it is not a directory;"
                + " nothing was changed: move it away, then run again");
          }
        }
        Set<String> here = new HashSet<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
          for (Path entry : entries) {
            String name = entry.getFileName().toString();
            here.add(name);
            if (isLeftover(name)) {
              leftovers.add(entry);
            }
          }
        }
        operations += 3;
        names.put(dir, here);
      }
    }

    private void markMissing(String dir, Path path) {
      missing.add(dir);
      if (forWriting.contains(dir)) {
        createDirs.add(path);
      }
    }

    /** Whether {@code name} was in directory {@code dir} when it was listed (false when the directory is missing). */
    boolean lists(String dir, String name) {
      Set<String> here = names.get(dir);
      return here != null && here.contains(name);
    }
  }

  private BasicFileAttributes lstat(Path path) throws IOException {
    operations++;
    return POSIX ? OutputPaths.lstat(path, PosixFileAttributes.class) : OutputPaths.lstat(path, BasicFileAttributes.class);
  }

  private byte[] read(Path path, int size) throws IOException {
    operations += 3;
    return OutputPaths.read(path, size);
  }

  /** Removes a leftover temp file, or a temp directory with what is in it; never follows a link. */
  private void deleteLeftover(Path leftover) throws IOException {
    BasicFileAttributes attributes = lstat(leftover);
    if (attributes != null && attributes.isDirectory()) {
      try (DirectoryStream<Path> entries = Files.newDirectoryStream(leftover)) {
        for (Path entry : entries) {
          Files.delete(entry);
          operations++;
        }
      }
      operations += 3;
    }
    Files.deleteIfExists(leftover);
    operations++;
  }

  private void removeEmptyParents(Path dir) throws IOException {
    for (Path current = dir; current != null && !current.equals(root) && current.startsWith(root);
        current = current.getParent()) {
      try {
        Files.delete(current);
        operations++;
      } catch (DirectoryNotEmptyException e) {
        operations++;
        return;
      }
    }
  }
}
